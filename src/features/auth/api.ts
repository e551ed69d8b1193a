import { api, type ApiEnvelope } from '@/lib/api/api';
import type { LoginInput, RegisterInput } from '@/lib/forms/schemas';
import type { LoginRequest, LoginResult, RegisterRequest, User } from '@/lib/api/api-types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiEnvelope<User>, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body: body satisfies RegisterRequest }),
    }),
    login: build.mutation<ApiEnvelope<LoginResult>, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body: body satisfies LoginRequest }),
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation } = authApi;
