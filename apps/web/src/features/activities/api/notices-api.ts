import type { ShutdownNotice } from '@yunmo/api-contract/notices';
import { api } from '@/lib/api';

export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShutdownNotice: build.query<ShutdownNotice, undefined>({
      query: () => '/notices/shutdown',
    }),
    muteShutdownNotice: build.mutation<null, undefined>({
      query: () => ({ url: '/notices/shutdown/mute', method: 'PUT' }),
    }),
  }),
});

export const { useGetShutdownNoticeQuery, useMuteShutdownNoticeMutation } = noticesApi;
