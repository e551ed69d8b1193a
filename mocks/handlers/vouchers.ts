import { createVoucher, deleteVoucher, listVouchers, updateVoucher } from '../domain/vouchers/vouchers';
import { ruleTable } from './rule-routes';

/** `/voucher…`: the admin's promo codes. */
export const voucherHandlers = ruleTable(({ get, post, put, delete: remove }) => [
  get('/vouchers', (db, { caller, url }) => listVouchers(db, caller, url.searchParams)),
  post('/voucher', (db, { caller, body }) => createVoucher(db, caller, body)),
  put('/voucher/{id}', (db, { caller, params, body }) => updateVoucher(db, caller, params.id, body)),
  remove('/voucher/{id}', (db, { caller, params }) => deleteVoucher(db, caller, params.id)),
]);
