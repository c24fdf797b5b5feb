import type {
  DownloadPackage,
  GoldPrice,
  GoldStatus,
  MembershipOffer,
  MembershipPopup,
  OrderStatus,
  PurchaseResult,
} from '@yunmo/api-contract/payments';
import type { OrderPurpose } from '@yunmo/domain/orders';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

export type PurchaseMethod = 'beans' | 'wechat' | 'alipay';
export type QrMethod = 'wechat' | 'alipay';

const paymentsApi = api.enhanceEndpoints({
  addTagTypes: ['Me', 'GoldStatus', 'MembershipOffer', 'DownloadQuota'],
});

/** Gold, the yearly membership, download packages, paid downloads and their orders. */
export const paymentApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    getGoldPrice: build.query<GoldPrice, undefined>({ query: () => '/payments/gold-price' }),
    getGoldStatus: build.query<GoldStatus, undefined>({
      query: () => '/payments/gold',
      providesTags: ['GoldStatus'],
    }),
    createGoldOrder: build.mutation<
      PurchaseResult,
      { method: PurchaseMethod; idempotencyKey: string }
    >({
      query: (body) => ({ url: '/payments/gold-orders', method: 'POST', body }),
    }),
    listDownloadPackages: build.query<DownloadPackage[], undefined>({
      query: () => '/payments/packages',
      transformResponse: itemsOf<DownloadPackage>,
    }),
    createPackageOrder: build.mutation<
      PurchaseResult,
      { packageId: number; method: QrMethod; idempotencyKey: string }
    >({
      query: (body) => ({ url: '/payments/package-orders', method: 'POST', body }),
    }),
    createDownloadOrder: build.mutation<
      PurchaseResult,
      {
        uuid: string;
        versionId?: number | undefined;
        method: PurchaseMethod;
        idempotencyKey: string;
      }
    >({
      query: (body) => ({ url: '/payments/download-orders', method: 'POST', body }),
    }),
    createMembershipOrder: build.mutation<
      PurchaseResult,
      { method: PurchaseMethod; uuid?: string; idempotencyKey: string }
    >({
      query: (body) => ({ url: '/payments/membership-orders', method: 'POST', body }),
    }),
    getOrderStatus: build.query<OrderStatus, { orderNumber: string; purpose: OrderPurpose }>({
      query: ({ orderNumber, purpose }) =>
        `/payments/orders/${encodeURIComponent(orderNumber)}?purpose=${purpose}`,
      keepUnusedDataFor: 0,
    }),
    closeOrder: build.mutation<null, string>({
      query: (orderNumber) => ({
        url: `/payments/orders/${encodeURIComponent(orderNumber)}`,
        method: 'DELETE',
      }),
    }),
    /** The membership page's access call: `source` is where the visitor came from (query a or source). */
    getMembershipOffer: build.query<MembershipOffer, { source?: string | undefined } | undefined>({
      query: (args) =>
        args?.source ? `/membership?source=${encodeURIComponent(args.source)}` : '/membership',
      providesTags: ['MembershipOffer'],
    }),
    startMembershipTrial: build.mutation<{ experienceNumber: number; endTime: string }, undefined>({
      query: () => ({ url: '/membership/trial', method: 'POST' }),
      invalidatesTags: ['MembershipOffer', 'Me'],
    }),
    getMembershipPopup: build.query<MembershipPopup, undefined>({
      query: () => '/membership/popup',
    }),
    saveMembershipOperation: build.mutation<
      null,
      { operation: 'OpenMembership' | 'FreeDown' | 'Close' | 'TipClose' | 'Submit' }
    >({
      query: (body) => ({ url: '/membership/operations', method: 'POST', body }),
    }),
    saveNotOpeningReasons: build.mutation<null, { reasons: string[]; text?: string }>({
      query: (body) => ({ url: '/membership/not-opening-reasons', method: 'POST', body }),
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
