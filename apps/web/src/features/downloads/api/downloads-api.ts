import type { downloadCheckRoute, getDownloadQuotaRoute } from '@yunmo/api-contract/downloads';
import { DOWNLOAD_CLIENT_FLAG } from '@yunmo/api-contract/downloads';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
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

export type DownloadQuota = RouteResponse<typeof getDownloadQuotaRoute>;
type DownloadStepAnswer = RouteResponse<typeof downloadCheckRoute>;

const body = ({
  versionId,
  verify,
  payCategory,
  source,
}: DownloadArgs): RouteBody<typeof downloadCheckRoute> => ({
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
        query: (args) =>
          routeRequest(routeTable.checkDownload, {
            params: { kind: args.kind, uuid: args.uuid },
            body: body(args),
          }),
        invalidatesTags: ['DownloadQuota'],
      }),
      payDownload: build.mutation<DownloadStepAnswer, DownloadArgs>({
        query: (args) =>
          routeRequest(routeTable.payDownload, {
            params: { kind: args.kind, uuid: args.uuid },
            body: body(args),
          }),
        invalidatesTags: ['DownloadQuota'],
      }),
      acceptAgreement: build.mutation<null, undefined>({
        query: () => routeRequest(routeTable.acceptDownloadAgreement, {}),
      }),
      getDownloadQuota: build.query<DownloadQuota, undefined>({
        query: () => routeRequest(routeTable.getDownloadQuota, {}),
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
