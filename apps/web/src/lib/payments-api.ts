import type {
  createDownloadOrderRoute,
  createGoldOrderRoute,
  createMembershipOrderRoute,
  createPackageOrderRoute,
  getGoldPriceRoute,
  getGoldStatusRoute,
  getMembershipOfferRoute,
  getMembershipPopupRoute,
  getOrderStatusRoute,
  listDownloadPackagesRoute,
  saveMembershipOperationRoute,
  saveNotOpeningReasonsRoute,
  startMembershipTrialRoute,
} from '@yunmo/api-contract/payments';
import {
  routeRequest,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

export type PurchaseMethod = RouteBody<typeof createGoldOrderRoute>['method'];
export type QrMethod = RouteBody<typeof createPackageOrderRoute>['method'];

const paymentsApi = api.enhanceEndpoints({
  addTagTypes: ['Me', 'GoldStatus', 'MembershipOffer', 'DownloadQuota'],
});

/** Gold, the yearly membership, download packages, paid downloads and their orders. */
export const paymentApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    getGoldPrice: build.query<RouteResponse<typeof getGoldPriceRoute>, undefined>({
      query: () => routeRequest(routeTable.getGoldPrice, {}),
    }),
    getGoldStatus: build.query<RouteResponse<typeof getGoldStatusRoute>, undefined>({
      query: () => routeRequest(routeTable.getGoldStatus, {}),
      providesTags: ['GoldStatus'],
    }),
    createGoldOrder: build.mutation<
      RouteResponse<typeof createGoldOrderRoute>,
      RouteBody<typeof createGoldOrderRoute>
    >({
      query: (body) => routeRequest(routeTable.createGoldOrder, { body }),
    }),
    listDownloadPackages: build.query<RouteItem<typeof listDownloadPackagesRoute>[], undefined>({
      query: () => routeRequest(routeTable.listDownloadPackages, {}),
      transformResponse: itemsOf<RouteItem<typeof listDownloadPackagesRoute>>,
    }),
    createPackageOrder: build.mutation<
      RouteResponse<typeof createPackageOrderRoute>,
      RouteBody<typeof createPackageOrderRoute>
    >({
      query: (body) => routeRequest(routeTable.createPackageOrder, { body }),
    }),
    createDownloadOrder: build.mutation<
      RouteResponse<typeof createDownloadOrderRoute>,
      RouteBody<typeof createDownloadOrderRoute>
    >({
      query: (body) => routeRequest(routeTable.createDownloadOrder, { body }),
    }),
    createMembershipOrder: build.mutation<
      RouteResponse<typeof createMembershipOrderRoute>,
      RouteBody<typeof createMembershipOrderRoute>
    >({
      query: (body) => routeRequest(routeTable.createMembershipOrder, { body }),
    }),
    getOrderStatus: build.query<
      RouteResponse<typeof getOrderStatusRoute>,
      RouteParams<typeof getOrderStatusRoute> & NonNullable<RouteQuery<typeof getOrderStatusRoute>>
    >({
      query: ({ orderNumber, purpose }) =>
        routeRequest(routeTable.getOrderStatus, { params: { orderNumber }, query: { purpose } }),
      keepUnusedDataFor: 0,
    }),
    closeOrder: build.mutation<null, string>({
      query: (orderNumber) => routeRequest(routeTable.closeOrder, { params: { orderNumber } }),
    }),
    /** The membership page's access call: `source` is where the visitor came from (query a or source). */
    getMembershipOffer: build.query<
      RouteResponse<typeof getMembershipOfferRoute>,
      RouteQuery<typeof getMembershipOfferRoute> | undefined
    >({
      query: (args) =>
        routeRequest(routeTable.getMembershipOffer, {
          query: { source: args?.source || undefined },
        }),
      providesTags: ['MembershipOffer'],
    }),
    startMembershipTrial: build.mutation<
      RouteResponse<typeof startMembershipTrialRoute>,
      undefined
    >({
      query: () => routeRequest(routeTable.startMembershipTrial, {}),
      invalidatesTags: ['MembershipOffer', 'Me'],
    }),
    getMembershipPopup: build.query<RouteResponse<typeof getMembershipPopupRoute>, undefined>({
      query: () => routeRequest(routeTable.getMembershipPopup, {}),
    }),
    saveMembershipOperation: build.mutation<null, RouteBody<typeof saveMembershipOperationRoute>>({
      query: (body) => routeRequest(routeTable.saveMembershipOperation, { body }),
    }),
    saveNotOpeningReasons: build.mutation<null, RouteBody<typeof saveNotOpeningReasonsRoute>>({
      query: (body) => routeRequest(routeTable.saveNotOpeningReasons, { body }),
    }),
    /** After a payment: balances, membership and quotas are re-read. */
    refreshAfterPayment: build.mutation<null, undefined>({
      queryFn: () => ({ data: null }),
      invalidatesTags: ['Me', 'GoldStatus', 'MembershipOffer', 'DownloadQuota'],
    }),
  }),
});

export const {
  useGetGoldPriceQuery,
  useGetGoldStatusQuery,
  useCreateGoldOrderMutation,
  useListDownloadPackagesQuery,
  useCreatePackageOrderMutation,
  useCreateDownloadOrderMutation,
  useCreateMembershipOrderMutation,
  useGetOrderStatusQuery,
  useCloseOrderMutation,
  useGetMembershipOfferQuery,
  useStartMembershipTrialMutation,
  useGetMembershipPopupQuery,
  useSaveMembershipOperationMutation,
  useSaveNotOpeningReasonsMutation,
  useRefreshAfterPaymentMutation,
} = paymentApi;

/** A fresh idempotency key per purchase attempt: a retried request gets the same order back. */
export function newIdempotencyKey(): string {
  return `web-${crypto.randomUUID()}`;
}
