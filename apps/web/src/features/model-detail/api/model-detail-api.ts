import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import type {
  VersionConversionOptions,
  VersionConversionRequest,
} from '@yunmo/api-contract/version-conversions';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export interface SimilarModel {
  uuid: string;
  kind: AssetKind;
  title: string;
  thumbnailUrl: string;
  downloads: number;
  priceLabel?: string | undefined;
}

export interface ModelKey {
  kind: AssetKind;
  uuid: string;
}

const modelPath = ({ kind, uuid }: ModelKey) => `/kinds/${kind}/models/${encodeURIComponent(uuid)}`;

export const modelDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModelDetail: build.query<ModelDetail, ModelKey>({ query: modelPath }),
    getSimilarModels: build.query<SimilarModel[], ModelKey>({
      query: (key) => `${modelPath(key)}/similar`,
      transformResponse: itemsOf<SimilarModel>,
    }),
    submitErrorReport: build.mutation<
      { message: string },
      {
        categories: string[];
        msg?: string;
        contact?: string;
        modelUuid: string;
        modelNumber?: string;
      }
    >({
      query: (body) => ({ url: '/error-reports', method: 'POST', body }),
    }),
    getVersionConversionOptions: build.query<VersionConversionOptions, ModelKey>({
      query: (key) => `${modelPath(key)}/conversions`,
      // A queued conversion does not change the options, but a later visit should see fresh ones.
      keepUnusedDataFor: 0,
    }),
    requestVersionConversion: build.mutation<
      { message: string },
      ModelKey & VersionConversionRequest
    >({
      query: ({ kind, uuid, ...body }) => ({
        url: `${modelPath({ kind, uuid })}/conversions`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetModelDetailQuery,
  useGetSimilarModelsQuery,
  useSubmitErrorReportMutation,
  useLazyGetVersionConversionOptionsQuery,
  useRequestVersionConversionMutation,
} = modelDetailApi;
