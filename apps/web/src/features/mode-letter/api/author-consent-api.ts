import type { AuthorConsent, ConvertedModel } from '@yunmo/api-contract/author-consent';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export const authorConsentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorConsent: build.query<AuthorConsent, undefined>({
      query: () => '/author-consent',
    }),
    putAuthorConsent: build.mutation<AuthorConsent, { autoConversion: boolean }>({
      query: (body) => ({ url: '/author-consent', method: 'PUT', body }),
      // The answer is the stored state: put it straight into the cache.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(authorConsentApi.util.upsertQueryData('getAuthorConsent', undefined, data));
      },
    }),
    listConvertedModels: build.query<ConvertedModel[], undefined>({
      query: () => '/author-consent/conversions',
      transformResponse: itemsOf<ConvertedModel>,
    }),
  }),
});

export const {
  useGetAuthorConsentQuery,
  usePutAuthorConsentMutation,
  useListConvertedModelsQuery,
} = authorConsentApi;
