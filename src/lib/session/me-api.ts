import { api, dataOf } from '../api';
import { removeToken } from '../token-storage';
import type { User } from '../user';
import { signedOut } from './session-slice';

/** GET /me: who the stored token belongs to. A failure forgets the token. */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => 'me',
      transformResponse: dataOf<User>,
      providesTags: ['Me'],
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          removeToken();
          dispatch(signedOut());
        }
      },
    }),
  }),
});

export const { useMeQuery } = meApi;
