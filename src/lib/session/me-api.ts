import { api, dataOf } from '../api/api';
import { isApiError } from '../api/api-error';
import { removeToken } from './token-storage';
import type { User } from '../api/api-types';
import { signedOut } from './session-slice';

/**
 * GET /me: who the stored token belongs to. A token the server refuses (401) is forgotten; a request that
 * merely failed (offline, cut off by leaving the page, a server error) keeps it.
 */
function isRefusedToken(failure: unknown): boolean {
  const error = typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : undefined;
  return isApiError(error) && error.status === 401;
}

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => 'me',
      transformResponse: dataOf<User>,
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
  }),
});

export const { useMeQuery } = meApi;
