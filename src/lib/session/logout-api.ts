import { api } from '../api/api';

/**
 * POST /logout: revokes a token on the server. The token travels as the argument, since signing out
 * forgets the stored one before the request leaves (see use-sign-out.ts).
 */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, string>({
      query: (token) => ({ url: 'logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
      transformResponse: () => null,
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
