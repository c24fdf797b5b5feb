import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { NamedItem } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';

export const hotWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLabelWords: build.query<string[], undefined>({ query: () => '/label-words' }),
    getKindHotWords: build.query<NamedItem[], AssetKind>({ query: (kind) => ({ url: '/search/hot-words', params: { kind } }) }),
  }),
});

export const { useGetLabelWordsQuery, useGetKindHotWordsQuery } = hotWordsApi;
