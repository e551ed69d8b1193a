import { api, type ApiEnvelope } from '@/lib/api/api';
import type { Profile, ProfileRequest } from '@/lib/api/api-types';
import type { ProfileInput } from '@/lib/forms/schemas';
import { listTag } from '@/lib/api/tags';
import { accountsApi } from './accounts';

/** Changes to one's own profile, apart from the session's endpoints so the first visit does not fetch them. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /me: the reminders the signed-in user does not want; their queued WhatsApp items of those kinds go. */
    updateProfile: build.mutation<ApiEnvelope<Profile>, ProfileInput>({
      query: (body) => ({ url: 'me', method: 'PATCH', body: body satisfies ProfileRequest }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(accountsApi.util.upsertQueryData('me', undefined, data.data));
        } catch {
          // A refusal is the form's to show (useServerForm); the cached profile stays as it was.
        }
      },
      invalidatesTags: [listTag('Reminder')],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
