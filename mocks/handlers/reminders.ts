import { listNotifications, markNotificationSent } from '../domain/reminders/notifications';
import { ruleTable } from './rule-routes';

/** `/notification…`: the reminders sent (a customer's emails, every one for the admin) and the admin's WhatsApp queue. */
export const notificationHandlers = ruleTable(({ get, patch }) => [
  get('/notifications', (db, { caller, url }) => listNotifications(db, caller, url.searchParams)),
  patch('/notification/{id}/sent', (db, { caller, params }) => markNotificationSent(db, caller, params.id)),
]);
