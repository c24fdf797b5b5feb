import type { AlbumSummary, NamedItem } from '@yunmo/api-contract/common';
import type {
  getAlbumFavouriteStateRoute,
  getAlbumRoute,
  searchAlbumsRoute,
} from '@yunmo/api-contract/albums';
import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
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
        routeRequest(routeTable.searchAlbums, {
          query: { sort, page, labelId: labelId || undefined, q: q || undefined },
        }),
    }),
    getAlbumLabels: build.query<NamedItem[], undefined>({
      query: () => routeRequest(routeTable.listAlbumLabels, {}),
      transformResponse: itemsOf<NamedItem>,
    }),
    getAlbum: build.query<RouteResponse<typeof getAlbumRoute>, string>({
      query: (uuid) => routeRequest(routeTable.getAlbum, { params: { uuid } }),
      providesTags: (_result, _error, uuid) => [{ type: 'Album', id: uuid }],
    }),
    getSimilarAlbums: build.query<AlbumSummary[], string>({
      query: (uuid) => routeRequest(routeTable.listSimilarAlbums, { params: { uuid } }),
      transformResponse: itemsOf<AlbumSummary>,
    }),
    setAlbumFavourite: build.mutation<null, { uuid: string; favourite: boolean }>({
      query: ({ uuid, favourite }) =>
        routeRequest(favourite ? routeTable.favourAlbum : routeTable.unfavourAlbum, {
          params: { uuid },
        }),
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
        routeRequest(routeTable.getAlbumFavouriteState, { query: { uuids: uuids.join(',') } }),
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
