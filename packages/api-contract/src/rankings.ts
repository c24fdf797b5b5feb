import { z } from 'zod';
import { listPageSchema, rankItemSchema } from './common.js';
import { defineRoute } from './route.js';

export const rankingBoards = ['income', 'uploads'] as const;
export const rankingPeriods = ['total', 'month'] as const;

export const rankingParamsSchema = z.object({ board: z.enum(rankingBoards) });
export const rankingQuerySchema = z.object({ period: z.enum(rankingPeriods).default('total') });

export const getRankingRoute = defineRoute({
  operationId: 'getRanking',
  method: 'GET',
  path: '/api/rankings/{board}',
  summary: 'Author ranking board (top 20, refreshed daily); month covers the last 30 days',
  tags: ['rankings'],
  params: rankingParamsSchema,
  querystring: rankingQuerySchema,
  responses: { 200: listPageSchema(rankItemSchema) },
  publicCache: true,
});
