import { api, dataOf, type ApiEnvelope } from '../../lib/api';
import { removeToken } from '../../lib/token-storage';
import type { User } from '../../lib/user';
import type { LoginInput, RegisterInput } from '../../lib/schemas';
import { signedOut } from './session-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiEnvelope<User>, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    login: build.mutation<ApiEnvelope<{ token: string }>, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
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

export const { useRegisterMutation, useLoginMutation, useMeQuery } = authApi;
