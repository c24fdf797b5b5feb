import { routeRequest, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type {
  checkTokenRoute,
  getDynamicTimeRoute,
  getShareSignatureRoute,
  resolvePanoUrlRoute,
  ShareSignature,
} from '@yunmo/api-contract/site-calls';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { dynamicTimeJsonLd } from '@yunmo/domain/seo';
import { useEffect } from 'react';
import { api } from './api';
import { forgetSession, readSession } from './session';

/** The page calls of spec §7.2 and §7.5 that several pages share. */
export const siteCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDynamicTime: build.query<
      RouteResponse<typeof getDynamicTimeRoute>,
      { kind: AssetKind; uuid: string }
    >({
      query: ({ kind, uuid }) =>
        routeRequest(routeTable.getDynamicTime, { params: { kind, uuid } }),
    }),
    getShareSignature: build.query<RouteResponse<typeof getShareSignatureRoute>, string>({
      query: (url) => routeRequest(routeTable.getShareSignature, { query: { url } }),
    }),
    resolvePanoUrl: build.query<RouteResponse<typeof resolvePanoUrlRoute>, string>({
      query: (str) => routeRequest(routeTable.resolvePanoUrl, { body: { str } }),
    }),
    checkToken: build.query<RouteResponse<typeof checkTokenRoute>, undefined>({
      query: () => routeRequest(routeTable.checkToken, {}),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetDynamicTimeQuery,
  useGetShareSignatureQuery,
  useResolvePanoUrlQuery,
  useCheckTokenQuery,
} = siteCallsApi;

const DYNAMIC_TIME_ID = 'dynamic-time-ld';

/** The detail page's dynamic time: its url, pubDate and upDate as structured data in the head. */
export function useDynamicTime(kind: AssetKind | null, uuid: string): void {
  const { data } = useGetDynamicTimeQuery(
    { kind: kind ?? 'max', uuid },
    { skip: kind === null || uuid === '' },
  );
  useEffect(() => {
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = DYNAMIC_TIME_ID;
    script.textContent = JSON.stringify(dynamicTimeJsonLd(data));
    document.getElementById(DYNAMIC_TIME_ID)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}

/** checkToken (spec §7.5): a login the server no longer knows is forgotten on the page too. */
export function useCheckToken(): { valid: boolean | null } {
  const loggedIn = readSession().loggedIn;
  const { data } = useCheckTokenQuery(undefined, { skip: !loggedIn });
  useEffect(() => {
    if (data && !data.valid) forgetSession();
  }, [data]);
  return { valid: loggedIn ? (data?.valid ?? null) : false };
}

interface WechatSdk {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  updateAppMessageShareData?(data: Record<string, unknown>): void;
  updateTimelineShareData?(data: Record<string, unknown>): void;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

/** The JS-SDK parameters a share needs and does not have. */
export function missingShareParameters(
  signature: ShareSignature | undefined,
  sdk: WechatSdk | undefined,
): string[] {
  const missing: string[] = sdk ? [] : ['wx'];
  for (const key of ['appId', 'timestamp', 'nonceStr', 'signature'] as const)
    if (signature?.[key] === null || signature?.[key] === undefined) missing.push(key);
  return missing;
}

/**
 * The WeChat share of a page (spec §7.5): the share signature of the page address, then the JS-SDK
 * share data. Without the SDK or its parameters the share only logs a failure (spec §8).
 */
export function useWechatShare(share: {
  title: string;
  desc: string;
  link: string;
  imgUrl?: string;
}): void {
  const pageUrl = window.location.href.split('#')[0] ?? window.location.href;
  const { data, isError } = useGetShareSignatureQuery(pageUrl);
  useEffect(() => {
    if (!data && !isError) return;
    const sdk = window.wx;
    const missing = missingShareParameters(data, sdk);
    if (missing.length > 0 || !sdk || !data) {
      console.warn('wechat share failed: missing SDK parameters', missing.join(', '));
      return;
    }
    sdk.config({
      debug: false,
      appId: data.appId,
      timestamp: data.timestamp,
      nonceStr: data.nonceStr,
      signature: data.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    sdk.ready(() => {
      const payload = {
        title: share.title,
        desc: share.desc,
        link: share.link,
        imgUrl: share.imgUrl ?? '',
      };
      sdk.updateAppMessageShareData?.(payload);
      sdk.updateTimelineShareData?.(payload);
    });
  }, [data, isError, share.title, share.desc, share.link, share.imgUrl]);
}
