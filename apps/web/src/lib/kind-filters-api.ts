import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { KindFilters } from '@yunmo/api-contract/kinds';
import { api } from './api';

/** Filter choices of a kind (category tree, styles, renderers): used by the list page and the nav dropdown. */
export const kindFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getKindFilters: build.query<KindFilters, AssetKind>({
      query: (kind) => `/kinds/${kind}/filters`,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetKindFiltersQuery } = kindFiltersApi;
