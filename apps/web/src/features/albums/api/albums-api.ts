import type { AlbumSummary, NamedItem } from '@yunmo/api-contract/common';
import {
  favourAlbumRoute,
  getAlbumFavouriteStateRoute,
  getAlbumRoute,
  listAlbumLabelsRoute,
  listSimilarAlbumsRoute,
  searchAlbumsRoute,
  unfavourAlbumRoute,
} from '@yunmo/api-contract/albums';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export type AlbumPage = RouteResponse<typeof searchAlbumsRoute>;

export interface AlbumSearchArgs {
  labelId?: number;
  sort: 'time' | 'popularity';
  q: string;
  page: number;
}

export const albumsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAlbums: build.query<AlbumPage, AlbumSearchArgs>({
      query: ({ labelId, sort, q, page }) =>
        routeRequest(searchAlbumsRoute, {
          query: { sort, page, labelId: labelId || undefined, q: q || undefined },
        }),
    }),
    getAlbumLabels: build.query<NamedItem[], undefined>({
      query: () => routeRequest(listAlbumLabelsRoute, {}),
      transformResponse: itemsOf<NamedItem>,
    }),
    getAlbum: build.query<RouteResponse<typeof getAlbumRoute>, string>({
      query: (uuid) => routeRequest(getAlbumRoute, { params: { uuid } }),
      providesTags: (_result, _error, uuid) => [{ type: 'Album', id: uuid }],
    }),
    getSimilarAlbums: build.query<AlbumSummary[], string>({
      query: (uuid) => routeRequest(listSimilarAlbumsRoute, { params: { uuid } }),
      transformResponse: itemsOf<AlbumSummary>,
    }),
    setAlbumFavourite: build.mutation<null, { uuid: string; favourite: boolean }>({
      query: ({ uuid, favourite }) =>
        routeRequest(favourite ? favourAlbumRoute : unfavourAlbumRoute, { params: { uuid } }),
      invalidatesTags: (_result, _error, { uuid }) => [
        { type: 'Album', id: uuid },
        { type: 'Album', id: 'FAVOURITE_STATE' },
      ],
    }),
    // The caller's saved albums among those shown, so a reload shows them as saved.
    getAlbumFavouriteState: build.query<
      RouteResponse<typeof getAlbumFavouriteStateRoute>,
      string[]
    >({
      query: (uuids) =>
        routeRequest(getAlbumFavouriteStateRoute, { query: { uuids: uuids.join(',') } }),
      providesTags: [{ type: 'Album', id: 'FAVOURITE_STATE' }],
    }),
  }),
});

export const {
  useSearchAlbumsQuery,
  useGetAlbumLabelsQuery,
  useGetAlbumQuery,
  useGetSimilarAlbumsQuery,
  useSetAlbumFavouriteMutation,
  useGetAlbumFavouriteStateQuery,
} = albumsApi;
