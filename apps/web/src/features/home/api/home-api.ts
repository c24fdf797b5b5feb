import { getHomeRoute } from '@yunmo/api-contract/home';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<RouteResponse<typeof getHomeRoute>, undefined>({
      query: () => routeRequest(getHomeRoute, {}),
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
