import { DOWNLOAD_CLIENT_FLAG, type DownloadStepAnswer } from '@yunmo/api-contract/downloads';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { api } from '@/lib/api';

export interface DownloadArgs {
  kind: AssetKind;
  uuid: string;
  versionId?: number | undefined;
  verify?: string | undefined;
  payCategory?: 1 | 2 | 3 | undefined;
  /** The detail page's `?source`, forwarded to the pay check and the download. */
  source?: string | undefined;
}

export interface DownloadQuota {
  tier: string;
  dailyLimit: number;
  dailyLeft: number;
  memberMonthLimit: number;
  memberMonthLeft: number;
  memberTexturesLeft: number;
  balances: { beansFen: number; downloadPointsFen: number; tickets: number };
}

const body = ({ versionId, verify, payCategory, source }: DownloadArgs) => ({
  flag: DOWNLOAD_CLIENT_FLAG,
  ...(source ? { source } : {}),
  ...(versionId === undefined ? {} : { versionId }),
  ...(verify ? { verify } : {}),
  ...(payCategory === undefined ? {} : { payCategory }),
});

export const downloadsApi = api
  .enhanceEndpoints({ addTagTypes: ['DownloadQuota'] })
  .injectEndpoints({
    endpoints: (build) => ({
      checkDownload: build.mutation<DownloadStepAnswer, DownloadArgs>({
        query: (args) => ({
          url: `/kinds/${args.kind}/models/${encodeURIComponent(args.uuid)}/download-check`,
          method: 'POST',
          body: body(args),
        }),
        invalidatesTags: ['DownloadQuota'],
      }),
      payDownload: build.mutation<DownloadStepAnswer, DownloadArgs>({
        query: (args) => ({
          url: `/kinds/${args.kind}/models/${encodeURIComponent(args.uuid)}/download`,
          method: 'POST',
          body: body(args),
        }),
        invalidatesTags: ['DownloadQuota'],
      }),
      acceptAgreement: build.mutation<null, undefined>({
        query: () => ({ url: '/downloads/agreement', method: 'PUT' }),
      }),
      getDownloadQuota: build.query<DownloadQuota, undefined>({
        query: () => '/downloads/quota',
        providesTags: ['DownloadQuota'],
      }),
    }),
  });

export const {
  useCheckDownloadMutation,
  usePayDownloadMutation,
  useAcceptAgreementMutation,
  useGetDownloadQuotaQuery,
} = downloadsApi;
