import type { listHotWordsRoute, listLabelWordsRoute } from '@yunmo/api-contract/search';
import { routeRequest } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export const hotWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLabelWords: build.query<RouteItem<typeof listLabelWordsRoute>[], undefined>({
      query: () => routeRequest(routeTable.listLabelWords, {}),
      transformResponse: itemsOf<RouteItem<typeof listLabelWordsRoute>>,
    }),
    getKindHotWords: build.query<RouteItem<typeof listHotWordsRoute>[], AssetKind>({
      query: (kind) => routeRequest(routeTable.listHotWords, { query: { kind } }),
      transformResponse: itemsOf<RouteItem<typeof listHotWordsRoute>>,
    }),
  }),
});

export const { useGetLabelWordsQuery, useGetKindHotWordsQuery } = hotWordsApi;
