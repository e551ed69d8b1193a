import {
  createTransaction,
  decideProof,
  getTransaction,
  listTransactions,
  markTransactionPaid,
  payTransaction,
  recordCounterPayment,
} from '../domain/transactions/transactions';
import { createCharge } from '../domain/payments/charges';
import { ruleTable } from './rule-routes';

/** `/transaction…`: a booking's payment, its gateway charges, its proofs, payments at the counter, the admin's decisions and marking it paid. */
export const transactionHandlers = ruleTable(({ get, post, put }) => [
  get('/transactions', (db, { caller, url }) => listTransactions(db, caller, url.searchParams)),
  get('/transaction/{id}', (db, { caller, params }) => getTransaction(db, caller, params.id)),
  post('/transaction', (db, { caller, body }) => createTransaction(db, caller, body)),
  post('/transaction/{id}/charge', (db, { caller, params }) => createCharge(db, caller, params.id)),
  post('/transaction/{id}/pay', (db, { caller, params, body }) => payTransaction(db, caller, params.id, body)),
  post('/transaction/{id}/counter-payment', (db, { caller, params, body }) =>
    recordCounterPayment(db, caller, params.id, body),
  ),
  put('/transaction/{id}/valid/{detailId}', (db, { caller, params }) =>
    decideProof(db, caller, params.id, params.detailId, true),
  ),
  put('/transaction/{id}/invalid/{detailId}', (db, { caller, params }) =>
    decideProof(db, caller, params.id, params.detailId, false),
  ),
  put('/transaction/{id}/paid', (db, { caller, params }) => markTransactionPaid(db, caller, params.id)),
]);
