import type { ImageSearchBody, SearchPicture } from '@yunmo/api-contract/image-search';
import type { ModelCard } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export const imageSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads the picture's bytes first (the spec's local upload); the search then takes its path. */
    uploadSearchPicture: build.mutation<SearchPicture, Blob>({
      query: (picture) => ({
        url: '/image-search/pictures',
        method: 'POST',
        body: picture,
        headers: { 'content-type': picture.type },
        timeout: 20_000,
      }),
    }),
    /** Has the server fetch an image link (no browser request to the other site, which the CSP would block). */
    uploadSearchPictureByLink: build.mutation<SearchPicture, { url: string }>({
      query: (body) => ({
        url: '/image-search/pictures/by-link',
        method: 'POST',
        body,
        timeout: 20_000,
      }),
    }),
    searchByImage: build.mutation<ModelCard[], ImageSearchBody>({
      query: (body) => ({ url: '/image-search', method: 'POST', body, timeout: 20_000 }),
      transformResponse: itemsOf<ModelCard>,
    }),
  }),
});

export const {
  useSearchByImageMutation,
  useUploadSearchPictureMutation,
  useUploadSearchPictureByLinkMutation,
} = imageSearchApi;
