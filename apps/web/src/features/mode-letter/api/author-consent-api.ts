import type {
  getAuthorConsentRoute,
  listConvertedModelsRoute,
  putAuthorConsentRoute,
} from '@yunmo/api-contract/author-consent';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export const authorConsentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorConsent: build.query<RouteResponse<typeof getAuthorConsentRoute>, undefined>({
      query: () => routeRequest(routeTable.getAuthorConsent, {}),
    }),
    putAuthorConsent: build.mutation<
      RouteResponse<typeof putAuthorConsentRoute>,
      RouteBody<typeof putAuthorConsentRoute>
    >({
      query: (body) => routeRequest(routeTable.putAuthorConsent, { body }),
      // The answer is the stored state: put it straight into the cache.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(authorConsentApi.util.upsertQueryData('getAuthorConsent', undefined, data));
      },
    }),
    listConvertedModels: build.query<RouteItem<typeof listConvertedModelsRoute>[], undefined>({
      query: () => routeRequest(routeTable.listConvertedModels, {}),
      transformResponse: itemsOf<RouteItem<typeof listConvertedModelsRoute>>,
    }),
  }),
});

export const {
  useGetAuthorConsentQuery,
  usePutAuthorConsentMutation,
  useListConvertedModelsQuery,
} = authorConsentApi;
