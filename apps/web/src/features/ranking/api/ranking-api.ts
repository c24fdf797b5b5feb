import type { getRankingRoute } from '@yunmo/api-contract/rankings';
import { routeRequest } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export type RankingBoard = 'income' | 'uploads';
export type RankingPeriod = 'total' | 'month';

export const rankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRanking: build.query<
      RouteItem<typeof getRankingRoute>[],
      { board: RankingBoard; period: RankingPeriod }
    >({
      query: ({ board, period }) =>
        routeRequest(routeTable.getRanking, { params: { board }, query: { period } }),
      transformResponse: itemsOf<RouteItem<typeof getRankingRoute>>,
    }),
  }),
});

export const { useGetRankingQuery } = rankingApi;
