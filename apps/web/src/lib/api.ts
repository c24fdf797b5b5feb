import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { routeRequest } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { RETURN_PATH_HEADER } from '@yunmo/domain/return-path';

declare global {
  interface Window {
    /** Responses requested by public/early-data.js before the app's code had loaded. */
    __yunmoEarly?: Record<string, Promise<Response | null> | undefined>;
  }
}

/** Uses the early response for a URL once, if public/early-data.js started one; else fetches. */
const inBrowser = typeof window !== 'undefined';

/** The per-store extra argument of a server render: how its requests reach the gateway's /api. */
export interface ServerFetch {
  serverFetch: typeof fetch;
  /** The page address, sent as the return path like the browser does. */
  pagePath: string;
}

function serverFetchOf(extra: unknown): ServerFetch | undefined {
  return typeof extra === 'object' && extra !== null && 'serverFetch' in extra
    ? (extra as ServerFetch)
    : undefined;
}

async function fetchAdoptingEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const early = inBrowser ? window.__yunmoEarly?.[url] : undefined;
  if (early && (input instanceof Request ? input.method : (init?.method ?? 'GET')) === 'GET') {
    // Adopted once: a later request for the same URL must fetch fresh data.
    window.__yunmoEarly = Object.fromEntries(
      Object.entries(window.__yunmoEarly ?? {}).filter(([key]) => key !== url),
    );
    const response = await early;
    if (response?.ok) return response;
  }
  return fetch(input, init);
}

// Same-origin '/api', written absolute so it also resolves outside a page (component tests).
// Every call names the page it was made from: the site sends no Referer (no-referrer policy), and
// a forced login must come back to this page. Encoded, because a header holds no Chinese.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${inBrowser ? window.location.origin : 'http://localhost'}/api`,
  timeout: 5000,
  fetchFn: fetchAdoptingEarly,
  prepareHeaders: (headers) => {
    headers.set(
      RETURN_PATH_HEADER,
      encodeURIComponent(`${window.location.pathname}${window.location.search}`),
    );
    return headers;
  },
});

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

const serverBaseQuery: BaseQueryFn<
  FetchArgs,
  unknown,
  FetchBaseQueryError,
  { server: ServerFetch }
> = (request, api, extraOptions) =>
  fetchBaseQuery({
    baseUrl: 'http://localhost/api',
    fetchFn: (input, init) => extraOptions.server.serverFetch(input, init),
    prepareHeaders: (headers) => {
      headers.set(RETURN_PATH_HEADER, encodeURIComponent(extraOptions.server.pagePath));
      return headers;
    },
  })(request, api, {});

/** Carries the server-rendered page's API state into the browser's store before it hydrates. */
export const hydrateApi = createAction<Record<string, unknown>>('yunmo/hydrate');

/** Non-GET calls carry the CSRF token the BFF hands out (cookie `csrf`, fetched once if absent). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const server = serverFetchOf(api.extra);
  if (server) {
    // A server render only reads public data, through the fetch the renderer hands it.
    if (method !== 'GET')
      return { error: { status: 'CUSTOM_ERROR', error: 'server render is read-only' } };
    return serverBaseQuery(request, api, { ...(extraOptions as object), server });
  }
  if (method === 'GET') return rawBaseQuery(request, api, extraOptions);
  let token = readCookie('csrf');
  if (!token) {
    const issued = await rawBaseQuery(routeRequest(routeTable.getCsrfToken, {}), api, extraOptions);
    const data = issued.data as { csrfToken?: unknown } | undefined;
    token = typeof data?.csrfToken === 'string' ? data.csrfToken : undefined;
  }
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token) headers.set('x-csrf-token', decodeURIComponent(token));
  return rawBaseQuery({ ...request, headers }, api, extraOptions);
};

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Album', 'Hobbies'],
  // The library types the rehydration info as its internal state shape; RTK Query's own SSR recipe returns any.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo(action, { reducerPath }): any {
    return hydrateApi.match(action) ? action.payload[reducerPath] : undefined;
  },
  endpoints: () => ({}),
});
