import type {
  getCaptchaRoute,
  loginRoute,
  registerRoute,
  sendSmsCodeRoute,
} from '@yunmo/api-contract/accounts';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';

/** The login site's calls: the gateway sets the HttpOnly session cookies. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<RouteResponse<typeof loginRoute>, RouteBody<typeof loginRoute>>({
      query: (body) => routeRequest(routeTable.login, { body }),
    }),
    register: build.mutation<RouteResponse<typeof registerRoute>, RouteBody<typeof registerRoute>>({
      query: (body) => routeRequest(routeTable.register, { body }),
    }),
    // A mutation, not a query: every call must fetch a new, single-use captcha.
    getCaptcha: build.mutation<RouteResponse<typeof getCaptchaRoute>, undefined>({
      query: () => routeRequest(routeTable.getCaptcha, {}),
    }),
    sendSmsCode: build.mutation<
      RouteResponse<typeof sendSmsCodeRoute>,
      RouteBody<typeof sendSmsCodeRoute>
    >({
      query: (body) => routeRequest(routeTable.sendSmsCode, { body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetCaptchaMutation,
  useSendSmsCodeMutation,
} = authApi;
