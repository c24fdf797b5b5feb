import {
  createApiTokenRoute,
  listApiTokensRoute,
  revokeApiTokenRoute,
} from '@yunmo/api-contract/api-tokens';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

const enhanced = api.enhanceEndpoints({ addTagTypes: ['ApiTokens'] });

export const apiTokensApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<RouteItem<typeof listApiTokensRoute>[], undefined>({
      query: () => routeRequest(listApiTokensRoute, {}),
      transformResponse: itemsOf<RouteItem<typeof listApiTokensRoute>>,
      providesTags: ['ApiTokens'],
    }),
    createApiToken: build.mutation<
      RouteResponse<typeof createApiTokenRoute>,
      RouteBody<typeof createApiTokenRoute>
    >({
      query: (body) => routeRequest(createApiTokenRoute, { body }),
      invalidatesTags: ['ApiTokens'],
    }),
    revokeApiToken: build.mutation<null, number>({
      query: (id) => routeRequest(revokeApiTokenRoute, { params: { id } }),
      invalidatesTags: ['ApiTokens'],
    }),
  }),
});

export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
