import type { Captcha, Session, SmsCodeSent } from '@yunmo/api-contract/accounts';
import type { LoginInput, RegisterInput, SmsCodeRequest } from '@yunmo/domain/accounts';
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
    // A mutation, not a query: every call must fetch a new, single-use captcha.
    getCaptcha: build.mutation<Captcha, undefined>({
      query: () => ({ url: '/session/captcha', method: 'GET' }),
    }),
    sendSmsCode: build.mutation<SmsCodeSent, SmsCodeRequest>({
      query: (body) => ({ url: '/session/sms-code', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetCaptchaMutation,
  useSendSmsCodeMutation,
} = authApi;
