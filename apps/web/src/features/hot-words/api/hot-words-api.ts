import type { NamedItem } from '@yunmo/api-contract/common';
import { listHotWordsRoute, listLabelWordsRoute } from '@yunmo/api-contract/search';
import { routeRequest } from '@yunmo/api-contract/route';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export const hotWordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLabelWords: build.query<string[], undefined>({
      query: () => routeRequest(listLabelWordsRoute, {}),
      transformResponse: itemsOf<string>,
    }),
    getKindHotWords: build.query<NamedItem[], AssetKind>({
      query: (kind) => routeRequest(listHotWordsRoute, { query: { kind } }),
      transformResponse: itemsOf<NamedItem>,
    }),
  }),
});

export const { useGetLabelWordsQuery, useGetKindHotWordsQuery } = hotWordsApi;
