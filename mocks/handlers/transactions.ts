import type { Backend } from '../backend';
import {
  createTransaction,
  decideProof,
  getTransaction,
  listTransactions,
  markTransactionPaid,
  payTransaction,
} from '../domain/payments/transactions';
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

/** `/transaction…`: a booking's payment, its proofs, the admin's decisions and marking it paid. */
export function transactionHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    contractHttp.get(
      '/transactions',
      read((db, { caller, url }) => listTransactions(db, caller, url.searchParams.get('proof'))),
    ),
    contractHttp.get(
      '/transaction/{id}',
      read((db, { caller, params }) => getTransaction(db, caller, params.id)),
    ),
    contractHttp.post(
      '/transaction',
      change((db, { caller, body }) => createTransaction(db, caller, body)),
    ),
    contractHttp.post(
      '/transaction/{id}/pay',
      change((db, { caller, params, body }) => payTransaction(db, caller, params.id, body)),
    ),
    contractHttp.put(
      '/transaction/{id}/valid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, true)),
    ),
    contractHttp.put(
      '/transaction/{id}/invalid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, false)),
    ),
    contractHttp.put(
      '/transaction/{id}/paid',
      change((db, { caller, params }) => markTransactionPaid(db, caller, params.id)),
    ),
  ];
}
