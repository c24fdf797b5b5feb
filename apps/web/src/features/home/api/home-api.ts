import type { HomePage } from '@yunmo/api-contract/home';
import { api } from '@/lib/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomePage, void>({ query: () => '/home' }),
  }),
});

export const { useGetHomeQuery } = homeApi;
