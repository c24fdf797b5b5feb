import type { getHomeRoute } from '@yunmo/api-contract/home';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<RouteResponse<typeof getHomeRoute>, undefined>({
      query: () => routeRequest(routeTable.getHome, {}),
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
