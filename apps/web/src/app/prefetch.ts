import type { LoaderFunctionArgs } from 'react-router';
import type { AppStore } from './store';
import { homeApi } from '@/features/home/api/home-api';
import { modelListApi } from '@/features/model-list/api/model-list-api';
import { readListUrl } from '@/features/model-list/hooks/list-url';
import { kindFiltersApi } from '@/lib/kind-filters-api';

/**
 * Route loaders that start a page's data requests while its code chunk is still loading (the
 * router runs static loaders and lazy imports in parallel). They never wait: the page reads the
 * same RTK Query cache entries, so the data is simply there sooner.
 */
export function prefetchLoaders(store: AppStore) {
  return {
    home: () => {
      void store.dispatch(homeApi.endpoints.getHome.initiate(undefined, { subscribe: false }));
      return null;
    },
    list: ({ params, request }: LoaderFunctionArgs) => {
      const url = readListUrl(params.type, params.filterCode, new URL(request.url).searchParams);
      if (url.kindValid && url.filterValid) {
        void store.dispatch(
          modelListApi.endpoints.searchKindModels.initiate(
            {
              kind: url.kind,
              filter: url.filterCode,
              q: url.keyword,
              page: url.page,
              ...(url.esIndex === undefined ? {} : { esIndex: url.esIndex }),
            },
            { subscribe: false },
          ),
        );
        void store.dispatch(
          kindFiltersApi.endpoints.getKindFilters.initiate(url.kind, { subscribe: false }),
        );
      }
      return null;
    },
  };
}
