import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { NamedItem } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotWords: build.query<NamedItem[], AssetKind>({
      query: (kind) => ({ url: '/search/hot-words', params: { kind } }),
      transformResponse: itemsOf<NamedItem>,
    }),
    getSuggestions: build.query<string[], { kind: AssetKind; q: string }>({
      query: ({ kind, q }) => ({ url: '/search/suggestions', params: { kind, q } }),
      transformResponse: itemsOf<string>,
    }),
  }),
});

export const { useGetHotWordsQuery, useGetSuggestionsQuery } = searchApi;
