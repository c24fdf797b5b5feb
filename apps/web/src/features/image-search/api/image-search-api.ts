import type {
  searchByImageRoute,
  uploadSearchPictureByLinkRoute,
  uploadSearchPictureRoute,
} from '@yunmo/api-contract/image-search';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export const imageSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads the picture's bytes first (the spec's local upload); the search then takes its path. */
    uploadSearchPicture: build.mutation<RouteResponse<typeof uploadSearchPictureRoute>, Blob>({
      query: (picture) => ({
        // The route takes raw bytes (its `binaryBody`), not a JSON body.
        ...routeRequest(routeTable.uploadSearchPicture, {}),
        body: picture,
        headers: { 'content-type': picture.type },
        timeout: 20_000,
      }),
    }),
    /** Has the server fetch an image link (no browser request to the other site, which the CSP would block). */
    uploadSearchPictureByLink: build.mutation<
      RouteResponse<typeof uploadSearchPictureByLinkRoute>,
      RouteBody<typeof uploadSearchPictureByLinkRoute>
    >({
      query: (body) => ({
        ...routeRequest(routeTable.uploadSearchPictureByLink, { body }),
        timeout: 20_000,
      }),
    }),
    searchByImage: build.mutation<
      RouteItem<typeof searchByImageRoute>[],
      RouteBody<typeof searchByImageRoute>
    >({
      query: (body) => ({ ...routeRequest(routeTable.searchByImage, { body }), timeout: 20_000 }),
      transformResponse: itemsOf<RouteItem<typeof searchByImageRoute>>,
    }),
  }),
});

export const {
  useSearchByImageMutation,
  useUploadSearchPictureMutation,
  useUploadSearchPictureByLinkMutation,
} = imageSearchApi;
