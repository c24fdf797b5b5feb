import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type {
  getChannelBannersRoute,
  getChannelHobbiesRoute,
  listChannelModelsRoute,
  putChannelHobbiesRoute,
} from '@yunmo/api-contract/channels';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { lastPage, PAGE_SIZES } from '@yunmo/domain/paging';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export interface ChannelModelsArgs {
  kind: AssetKind;
  categoryIds: readonly number[];
  sort: number;
}

export const channelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChannelBanners: build.query<RouteItem<typeof getChannelBannersRoute>[], AssetKind>({
      query: (kind) => routeRequest(routeTable.getChannelBanners, { params: { kind } }),
      transformResponse: itemsOf<RouteItem<typeof getChannelBannersRoute>>,
    }),
    getChannelModels: build.infiniteQuery<
      RouteResponse<typeof listChannelModelsRoute>,
      ChannelModelsArgs,
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.page < lastPage(last.total, PAGE_SIZES.channel) ? last.page + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        routeRequest(routeTable.listChannelModels, {
          params: { kind: queryArg.kind },
          query: {
            sort: queryArg.sort,
            page: pageParam,
            categoryIds:
              queryArg.categoryIds.length > 0 ? queryArg.categoryIds.join(',') : undefined,
          },
        }),
    }),
    getChannelHobbies: build.query<RouteResponse<typeof getChannelHobbiesRoute>, AssetKind>({
      query: (kind) => routeRequest(routeTable.getChannelHobbies, { params: { kind } }),
      providesTags: (_result, _error, kind) => [{ type: 'Hobbies', id: kind }],
    }),
    putChannelHobbies: build.mutation<
      null,
      { kind: AssetKind; hobbies: RouteBody<typeof putChannelHobbiesRoute> }
    >({
      query: ({ kind, hobbies }) =>
        routeRequest(routeTable.putChannelHobbies, { params: { kind }, body: hobbies }),
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
