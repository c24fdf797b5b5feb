import type { AlbumSummary, NamedItem } from '@yunmo/api-contract/common';
import type { AlbumDetail } from '@yunmo/api-contract/albums';
import { api } from '@/lib/api';

export interface AlbumPage {
  total: number;
  page: number;
  pageSize: number;
  items: AlbumSummary[];
}

export interface AlbumSearchArgs {
  labelId?: number;
  sort: 'time' | 'popularity';
  q: string;
  page: number;
}

export const albumsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchAlbums: build.query<AlbumPage, AlbumSearchArgs>({
      query: ({ labelId, sort, q, page }) => ({
        url: '/albums',
        params: { sort, page, ...(labelId ? { labelId } : {}), ...(q ? { q } : {}) },
      }),
    }),
    getAlbumLabels: build.query<NamedItem[], undefined>({ query: () => '/albums/labels' }),
    getAlbum: build.query<AlbumDetail, string>({
      query: (uuid) => `/albums/${encodeURIComponent(uuid)}`,
      providesTags: (_result, _error, uuid) => [{ type: 'Album', id: uuid }],
    }),
    getSimilarAlbums: build.query<AlbumSummary[], string>({ query: (uuid) => `/albums/${encodeURIComponent(uuid)}/similar` }),
    setAlbumFavourite: build.mutation<null, { uuid: string; favourite: boolean }>({
      query: ({ uuid, favourite }) => ({ url: `/albums/${encodeURIComponent(uuid)}/favourite`, method: favourite ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, _error, { uuid }) => [{ type: 'Album', id: uuid }, { type: 'Album', id: 'FAVOURITE_STATE' }],
    }),
    // The caller's saved albums among those shown, so a reload shows them as saved.
    getAlbumFavouriteState: build.query<{ favourited: string[] }, string[]>({
      query: (uuids) => ({ url: '/me/album-favourites', params: { uuids: uuids.join(',') } }),
      providesTags: [{ type: 'Album', id: 'FAVOURITE_STATE' }],
    }),
  }),
});

export const { useSearchAlbumsQuery, useGetAlbumLabelsQuery, useGetAlbumQuery, useGetSimilarAlbumsQuery, useSetAlbumFavouriteMutation, useGetAlbumFavouriteStateQuery } = albumsApi;
