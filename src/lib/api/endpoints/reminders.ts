import { api, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { Notification, NotificationListFilter } from '@/lib/api/api-types';
import { itemTag, listTag, listTags } from '@/lib/api/tags';

/** The admin's WhatsApp queue: the reminders due and not yet sent by hand. */
export const WHATSAPP_QUEUE: NotificationListFilter = { channel: 'whatsapp', status: 'due' };

/** Reminders fall due by the backend's clock alone: the queue and its count are fetched again this often while seen. */
export const REMINDERS_POLLING_MS = 60_000;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /notifications: a customer's emails; for the admin every notification, narrowed by the filter. */
    notifications: build.query<Notification[], NotificationListFilter>({
      query: (filter) => ({ url: 'notifications', params: { ...filter } }),
      transformResponse: listOf<Notification>,
      providesTags: (notifications) => listTags('Notification', notifications),
    }),
    /** PATCH /notification/{id}/sent: the admin sent a queued WhatsApp reminder by hand. */
    markNotificationSent: build.mutation<ApiEnvelope<Notification>, number>({
      query: (id) => ({ url: `notification/${id}/sent`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [itemTag('Notification', id), listTag('Notification')],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationSentMutation } = notificationsApi;

/** The WhatsApp reminders waiting for the admin, kept fresh while the dashboard is in view. */
export function useWhatsAppQueue() {
  return useNotificationsQuery(WHATSAPP_QUEUE, {
    pollingInterval: REMINDERS_POLLING_MS,
    skipPollingIfUnfocused: true,
  });
}

/** The number the dashboard menu shows on `Pengingat`; 0 while unknown. */
export function useRemindersDue(): number {
  return useWhatsAppQueue().data?.length ?? 0;
}
