import type { RankItem } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';

export type RankingBoard = 'income' | 'uploads';
export type RankingPeriod = 'total' | 'month';

export const rankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRanking: build.query<RankItem[], { board: RankingBoard; period: RankingPeriod }>({
      query: ({ board, period }) => ({ url: `/rankings/${board}`, params: { period } }),
    }),
  }),
});

export const { useGetRankingQuery } = rankingApi;
