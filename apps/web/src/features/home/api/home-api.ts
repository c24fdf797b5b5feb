import type { HomePage } from '@yunmo/api-contract/home';
import { api } from '@/lib/api';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomePage, undefined>({ query: () => '/home' }),
  }),
});

export const { useGetHomeQuery } = homeApi;
