import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { getKindFiltersRoute } from '@yunmo/api-contract/kinds';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from './api';

/** Filter choices of a kind (category tree, styles, renderers): used by the list page and the nav dropdown. */
export const kindFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKindFilters: build.query<RouteResponse<typeof getKindFiltersRoute>, AssetKind>({
      query: (kind) => routeRequest(routeTable.getKindFilters, { params: { kind } }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetKindFiltersQuery } = kindFiltersApi;
