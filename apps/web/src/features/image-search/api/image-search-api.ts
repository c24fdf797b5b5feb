import type { ImageSearchBody } from '@yunmo/api-contract/image-search';
import type { ModelCard } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';

export const imageSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchByImage: build.mutation<ModelCard[], ImageSearchBody>({
      query: (body) => ({ url: '/image-search', method: 'POST', body, timeout: 20_000 }),
    }),
  }),
});

export const { useSearchByImageMutation } = imageSearchApi;
