import { api, type ApiEnvelope, dataOf } from '@/lib/api/api';
import type { LoginInput, ProfileInput, RegisterInput } from '@/lib/forms/schemas';
import type { LoginRequest, LoginResult, Profile, ProfileRequest, RegisterRequest, User } from '@/lib/api/api-types';
import { isApiError } from '@/lib/api/api-error';
import { removeToken } from '@/lib/sign-in/token-storage';
import { signedOut } from '@/lib/sign-in/sign-in-slice';

/**
 * GET /me: who the stored token belongs to. A token the server refuses (401) is forgotten; a request that
 * merely failed (offline, cut off by leaving the page, a server error) keeps it.
 */
function isRefusedToken(failure: unknown): boolean {
  const error = typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : undefined;
  return isApiError(error) && error.status === 401;
}

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiEnvelope<User>, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body: body satisfies RegisterRequest }),
    }),
    login: build.mutation<ApiEnvelope<LoginResult>, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body: body satisfies LoginRequest }),
    }),
    me: build.query<Profile, void>({
      query: () => 'me',
      transformResponse: dataOf<Profile>,
      providesTags: ['Me'],
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          if (!isRefusedToken(failure)) return;
          removeToken();
          dispatch(signedOut());
        }
      },
    }),
    /**
     * POST /logout: revokes a token on the server. The token travels as the argument, since signing out
     * forgets the stored one before the request leaves (see use-sign-out.ts).
     */
    logout: build.mutation<null, string>({
      query: (token) => ({ url: 'logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
      transformResponse: () => null,
    }),
    /** PATCH /me: the reminders the signed-in user does not want; their queued WhatsApp items of those kinds go. */
    updateProfile: build.mutation<ApiEnvelope<Profile>, ProfileInput>({
      query: (body) => ({ url: 'me', method: 'PATCH', body: body satisfies ProfileRequest }),
      // The profile is read again, and every reminder list (tags by type alone, and no answer written into the
      // cache by hand: this file is in the first visit's JavaScript, which must not grow).
      invalidatesTags: (_answer, refusal) => (refusal ? [] : ['Me', 'Reminder']),
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation, useMeQuery, useLogoutMutation, useUpdateProfileMutation } =
  accountsApi;
