import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { routeRequest } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type { listHotWordsRoute, listSuggestionsRoute } from '@yunmo/api-contract/search';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotWords: build.query<RouteItem<typeof listHotWordsRoute>[], AssetKind>({
      query: (kind) => routeRequest(routeTable.listHotWords, { query: { kind } }),
      transformResponse: itemsOf<RouteItem<typeof listHotWordsRoute>>,
    }),
    getSuggestions: build.query<
      RouteItem<typeof listSuggestionsRoute>[],
      { kind: AssetKind; q: string }
    >({
      query: ({ kind, q }) => routeRequest(routeTable.listSuggestions, { query: { kind, q } }),
      transformResponse: itemsOf<RouteItem<typeof listSuggestionsRoute>>,
    }),
  }),
});

export const { useGetHotWordsQuery, useGetSuggestionsQuery } = searchApi;
