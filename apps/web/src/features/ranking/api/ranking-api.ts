import type { RankItem } from '@yunmo/api-contract/common';
import { getRankingRoute } from '@yunmo/api-contract/rankings';
import { routeRequest } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export type RankingBoard = 'income' | 'uploads';
export type RankingPeriod = 'total' | 'month';

export const rankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRanking: build.query<RankItem[], { board: RankingBoard; period: RankingPeriod }>({
      query: ({ board, period }) =>
        routeRequest(getRankingRoute, { params: { board }, query: { period } }),
      transformResponse: itemsOf<RankItem>,
    }),
  }),
});

export const { useGetRankingQuery } = rankingApi;
