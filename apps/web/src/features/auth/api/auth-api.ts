import type { Session } from '@yunmo/api-contract/accounts';
import type { LoginInput, RegisterInput } from '@yunmo/domain/accounts';
import { api } from '@/lib/api';

/** The login site's calls: the gateway sets the HttpOnly session cookies. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginInput & { redirect?: string }>({
      query: (body) => ({ url: '/session/login', method: 'POST', body }),
    }),
    register: build.mutation<Session, RegisterInput & { redirect?: string }>({
      query: (body) => ({ url: '/session/register', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
