import { listReminders, markReminderSent } from '../domain/reminders/reminders';
import { ruleTable } from './rule-routes';

/** `/reminder…`: the reminders sent (a customer's emails, every one for the admin) and the admin's WhatsApp queue. */
export const reminderHandlers = ruleTable(({ get, patch }) => [
  get('/reminders', (db, { caller, url }) => listReminders(db, caller, url.searchParams)),
  patch('/reminder/{id}/sent', (db, { caller, params }) => markReminderSent(db, caller, params.id)),
]);
