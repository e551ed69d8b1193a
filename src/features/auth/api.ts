import { api, type ApiEnvelope } from '@/lib/api/api';
import type { LoginInput, RegisterInput } from '@/lib/forms/schemas';
import type { User } from '@/lib/session/user';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiEnvelope<User>, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    login: build.mutation<ApiEnvelope<{ token: string }>, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation } = authApi;
