import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { LinkItem, ModelPage } from '@yunmo/api-contract/common';
import type { Hobbies } from '@yunmo/api-contract/channels';
import { lastPage, PAGE_SIZES } from '@yunmo/domain/paging';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export interface ChannelModelsArgs {
  kind: AssetKind;
  categoryIds: readonly number[];
  sort: number;
}

export const channelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChannelBanners: build.query<LinkItem[], AssetKind>({
      query: (kind) => `/channels/${kind}/banners`,
      transformResponse: itemsOf<LinkItem>,
    }),
    getChannelModels: build.infiniteQuery<ModelPage, ChannelModelsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.page < lastPage(last.total, PAGE_SIZES.channel) ? last.page + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/channels/${queryArg.kind}/models`,
        params: {
          sort: queryArg.sort,
          page: pageParam,
          ...(queryArg.categoryIds.length > 0
            ? { categoryIds: queryArg.categoryIds.join(',') }
            : {}),
        },
      }),
    }),
    getChannelHobbies: build.query<Hobbies, AssetKind>({
      query: (kind) => `/channels/${kind}/hobbies`,
      providesTags: (_result, _error, kind) => [{ type: 'Hobbies', id: kind }],
    }),
    putChannelHobbies: build.mutation<null, { kind: AssetKind; hobbies: Hobbies }>({
      query: ({ kind, hobbies }) => ({
        url: `/channels/${kind}/hobbies`,
        method: 'PUT',
        body: hobbies,
      }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'Hobbies', id: kind }],
    }),
  }),
});

export const {
  useGetChannelBannersQuery,
  useGetChannelModelsInfiniteQuery,
  useGetChannelHobbiesQuery,
  usePutChannelHobbiesMutation,
} = channelApi;
