import type { createApiTokenRoute, listApiTokensRoute } from '@yunmo/api-contract/api-tokens';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

const enhanced = api.enhanceEndpoints({ addTagTypes: ['ApiTokens'] });

export const apiTokensApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<RouteItem<typeof listApiTokensRoute>[], undefined>({
      query: () => routeRequest(routeTable.listApiTokens, {}),
      transformResponse: itemsOf<RouteItem<typeof listApiTokensRoute>>,
      providesTags: ['ApiTokens'],
    }),
    createApiToken: build.mutation<
      RouteResponse<typeof createApiTokenRoute>,
      RouteBody<typeof createApiTokenRoute>
    >({
      query: (body) => routeRequest(routeTable.createApiToken, { body }),
      invalidatesTags: ['ApiTokens'],
    }),
    revokeApiToken: build.mutation<null, number>({
      query: (id) => routeRequest(routeTable.revokeApiToken, { params: { id } }),
      invalidatesTags: ['ApiTokens'],
    }),
  }),
});

export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
