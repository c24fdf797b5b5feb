import type { ModelPage } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';

export const vipApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMemberModels: build.query<ModelPage, { sort?: number; pageSize: number }>({
      query: ({ sort, pageSize }) => ({ url: '/member-models', params: { pageSize, page: 1, ...(sort === undefined ? {} : { sort }) } }),
    }),
  }),
});

export const { useListMemberModelsQuery } = vipApi;
