import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { ModelSearchResult, SearchAnalysis } from '@yunmo/api-contract/kinds';
import type { ModelPage } from '@yunmo/api-contract/common';
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

function dropEmpty(
  params: Record<string, string | number | undefined>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export const modelListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The gateway's /api/suggestions passes the term on to /v1/feedback/suggestion.
    submitSearchSuggestion: build.mutation<null, { msg: string }>({
      query: (body) => ({ url: '/suggestions', method: 'POST', body }),
    }),
    searchKindModels: build.query<ModelSearchResult, KindSearchArgs>({
      query: ({ kind, filter, q, page, esIndex }) => ({
        url: `/kinds/${kind}/models`,
        params: dropEmpty({ filter, q, page, esIndex }),
      }),
    }),
    getSearchAnalysis: build.query<SearchAnalysis, KindSearchArgs>({
      query: ({ kind, filter, q, page, esIndex }) => ({
        url: `/kinds/${kind}/search-analysis`,
        params: dropEmpty({ filter, q, page, esIndex }),
      }),
    }),
    listModels: build.query<ModelPage, QueryListArgs>({
      query: (args) => ({ url: '/models', params: dropEmpty({ ...args }) }),
    }),
  }),
});

export const {
  useSearchKindModelsQuery,
  useGetSearchAnalysisQuery,
  useListModelsQuery,
  useSubmitSearchSuggestionMutation,
} = modelListApi;
