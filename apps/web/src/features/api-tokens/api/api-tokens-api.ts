import type { ApiToken, CreatedApiToken } from '@yunmo/api-contract/api-tokens';
import type { ApiTokenCreate } from '@yunmo/domain/api-tokens';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

const enhanced = api.enhanceEndpoints({ addTagTypes: ['ApiTokens'] });

export const apiTokensApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<ApiToken[], undefined>({
      query: () => '/me/tokens',
      transformResponse: itemsOf<ApiToken>,
      providesTags: ['ApiTokens'],
    }),
    createApiToken: build.mutation<CreatedApiToken, ApiTokenCreate>({
      query: (body) => ({ url: '/me/tokens', method: 'POST', body }),
      invalidatesTags: ['ApiTokens'],
    }),
    revokeApiToken: build.mutation<null, number>({
      query: (id) => ({ url: `/me/tokens/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiTokens'],
    }),
  }),
});

export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
