import { api, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { Reminder, ReminderListFilter } from '@/lib/api/api-types';
import { itemTag, listTag, listTags } from '@/lib/api/tags';

/** The admin's WhatsApp queue: the reminders due and not yet sent by hand. */
export const WHATSAPP_QUEUE: ReminderListFilter = { channel: 'whatsapp', status: 'due' };

export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reminders: a customer's emails; for the admin every reminder, narrowed by the filter. */
    reminders: build.query<Reminder[], ReminderListFilter>({
      query: (filter) => ({ url: 'reminders', params: { ...filter } }),
      transformResponse: listOf<Reminder>,
      providesTags: (reminders) => listTags('Reminder', reminders),
    }),
    /** PATCH /reminder/{id}/sent: the admin sent a queued WhatsApp reminder by hand. */
    markReminderSent: build.mutation<ApiEnvelope<Reminder>, number>({
      query: (id) => ({ url: `reminder/${id}/sent`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [itemTag('Reminder', id), listTag('Reminder')],
    }),
  }),
});

export const { useRemindersQuery, useMarkReminderSentMutation } = remindersApi;

/**
 * The WhatsApp reminders waiting for the admin, kept fresh without polling: a reminder falls due by the backend's
 * clock, in its upkeep, whose commit the live changes name like any other.
 */
export function useWhatsAppQueue() {
  return useRemindersQuery(WHATSAPP_QUEUE);
}

/** The number the dashboard menu shows on `Pengingat`; 0 while unknown. */
export function useRemindersDue(): number {
  return useWhatsAppQueue().data?.length ?? 0;
}
