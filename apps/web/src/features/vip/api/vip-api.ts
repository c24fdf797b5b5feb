import type { listMemberModelsRoute } from '@yunmo/api-contract/models';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';

export const vipApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMemberModels: build.query<
      RouteResponse<typeof listMemberModelsRoute>,
      { sort?: number; pageSize: number }
    >({
      query: ({ sort, pageSize }) =>
        routeRequest(routeTable.listMemberModels, { query: { pageSize, page: 1, sort } }),
    }),
  }),
});

export const { useListMemberModelsQuery } = vipApi;
