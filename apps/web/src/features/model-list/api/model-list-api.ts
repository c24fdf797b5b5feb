import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { submitSuggestionRoute } from '@yunmo/api-contract/accounts';
import type { getSearchAnalysisRoute, searchKindModelsRoute } from '@yunmo/api-contract/kinds';
import type { listModelsRoute } from '@yunmo/api-contract/models';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';

export interface KindSearchArgs {
  kind: AssetKind;
  filter: string;
  q: string;
  page: number;
  /** Keyword fields of the MAX/SU search, sent only when the address names them. */
  esIndex?: number;
}

export interface QueryListArgs {
  kind?: AssetKind;
  categoryId?: number;
  subcategoryId?: number;
  feeType?: 'free' | 'nofree' | 'member';
  sort?: number;
  page: number;
}

/** The search's query: empty texts are left out, in the order public/early-data.js writes them. */
function searchQuery({ filter, q, page, esIndex }: KindSearchArgs) {
  return { filter: filter || undefined, q: q || undefined, page, esIndex };
}

export const modelListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The gateway's /api/suggestions passes the term on to /v1/feedback/suggestion.
    submitSearchSuggestion: build.mutation<null, RouteBody<typeof submitSuggestionRoute>>({
      query: (body) => routeRequest(routeTable.submitSuggestion, { body }),
    }),
    searchKindModels: build.query<RouteResponse<typeof searchKindModelsRoute>, KindSearchArgs>({
      query: (args) =>
        routeRequest(routeTable.searchKindModels, {
          params: { kind: args.kind },
          query: searchQuery(args),
        }),
    }),
    getSearchAnalysis: build.query<RouteResponse<typeof getSearchAnalysisRoute>, KindSearchArgs>({
      query: (args) =>
        routeRequest(routeTable.getSearchAnalysis, {
          params: { kind: args.kind },
          query: searchQuery(args),
        }),
    }),
    listModels: build.query<RouteResponse<typeof listModelsRoute>, QueryListArgs>({
      query: (args) => routeRequest(routeTable.listModels, { query: args }),
    }),
  }),
});

export const {
  useSearchKindModelsQuery,
  useGetSearchAnalysisQuery,
  useListModelsQuery,
  useSubmitSearchSuggestionMutation,
} = modelListApi;
