import type { submitErrorReportRoute } from '@yunmo/api-contract/downloads';
import type { getModelDetailRoute, listSimilarModelsRoute } from '@yunmo/api-contract/model-detail';
import {
  routeRequest,
  type RouteBody,
  type RouteParams,
  type RouteResponse,
} from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type {
  getVersionConversionOptionsRoute,
  requestVersionConversionRoute,
} from '@yunmo/api-contract/version-conversions';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export type SimilarModel = RouteItem<typeof listSimilarModelsRoute>;

/** A model whose versions can be converted (MAX and SU only). */
export type ConversionKey = RouteParams<typeof getVersionConversionOptionsRoute>;

export interface ModelKey {
  kind: AssetKind;
  uuid: string;
}

export const modelDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModelDetail: build.query<RouteResponse<typeof getModelDetailRoute>, ModelKey>({
      query: ({ kind, uuid }) =>
        routeRequest(routeTable.getModelDetail, { params: { kind, uuid } }),
    }),
    getSimilarModels: build.query<SimilarModel[], ModelKey>({
      query: ({ kind, uuid }) =>
        routeRequest(routeTable.listSimilarModels, { params: { kind, uuid } }),
      transformResponse: itemsOf<SimilarModel>,
    }),
    submitErrorReport: build.mutation<
      RouteResponse<typeof submitErrorReportRoute>,
      RouteBody<typeof submitErrorReportRoute>
    >({
      query: (body) => routeRequest(routeTable.submitErrorReport, { body }),
    }),
    getVersionConversionOptions: build.query<
      RouteResponse<typeof getVersionConversionOptionsRoute>,
      ConversionKey
    >({
      query: ({ kind, uuid }) =>
        routeRequest(routeTable.getVersionConversionOptions, { params: { kind, uuid } }),
      // A queued conversion does not change the options, but a later visit should see fresh ones.
      keepUnusedDataFor: 0,
    }),
    requestVersionConversion: build.mutation<
      RouteResponse<typeof requestVersionConversionRoute>,
      ConversionKey & RouteBody<typeof requestVersionConversionRoute>
    >({
      query: ({ kind, uuid, ...body }) =>
        routeRequest(routeTable.requestVersionConversion, { params: { kind, uuid }, body }),
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
