import type { getShutdownNoticeRoute } from '@yunmo/api-contract/notices';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';

export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShutdownNotice: build.query<RouteResponse<typeof getShutdownNoticeRoute>, undefined>({
      query: () => routeRequest(routeTable.getShutdownNotice, {}),
    }),
    muteShutdownNotice: build.mutation<null, undefined>({
      query: () => routeRequest(routeTable.muteShutdownNotice, {}),
    }),
  }),
});

export const { useGetShutdownNoticeQuery, useMuteShutdownNoticeMutation } = noticesApi;
