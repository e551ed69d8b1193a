import { acceptGatewayPayment, listGatewayPayments, refundGatewayPayment } from '../domain/payments/gateway-payments';
import { receiveNotification } from '../domain/payments/notifications';
import { ruleTable } from './rule-routes';

/** `/payment…`: the payment gateway's notifications, and the payments it reported as the admin reviews them. */
export const paymentHandlers = ruleTable(({ get, post, put }) => [
  post('/payments/notification', (db, { caller, body }) => receiveNotification(db, caller.now, body)),
  get('/payments', (db, { caller, url }) => listGatewayPayments(db, caller, url.searchParams)),
  put('/payment/{id}/accept', (db, { caller, params }) => acceptGatewayPayment(db, caller, params.id)),
  put('/payment/{id}/refund', (db, { caller, params, body }) => refundGatewayPayment(db, caller, params.id, body)),
]);
