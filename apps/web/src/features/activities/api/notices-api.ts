import { getShutdownNoticeRoute, muteShutdownNoticeRoute } from '@yunmo/api-contract/notices';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';

export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShutdownNotice: build.query<RouteResponse<typeof getShutdownNoticeRoute>, undefined>({
      query: () => routeRequest(getShutdownNoticeRoute, {}),
    }),
    muteShutdownNotice: build.mutation<null, undefined>({
      query: () => routeRequest(muteShutdownNoticeRoute, {}),
    }),
  }),
});

export const { useGetShutdownNoticeQuery, useMuteShutdownNoticeMutation } = noticesApi;
