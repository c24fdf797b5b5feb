import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { RETURN_PATH_HEADER } from '@yunmo/domain/accounts';

declare global {
  interface Window {
    /** Responses requested by public/early-data.js before the app's code had loaded. */
    __yunmoEarly?: Record<string, Promise<Response | null> | undefined>;
  }
}

/** Uses the early response for a URL once, if public/early-data.js started one; else fetches. */
async function fetchAdoptingEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const early = window.__yunmoEarly?.[url];
  if (early && (input instanceof Request ? input.method : (init?.method ?? 'GET')) === 'GET') {
    // Adopted once: a later request for the same URL must fetch fresh data.
    window.__yunmoEarly = Object.fromEntries(Object.entries(window.__yunmoEarly ?? {}).filter(([key]) => key !== url));
    const response = await early;
    if (response?.ok) return response;
  }
  return fetch(input, init);
}

// Same-origin '/api', written absolute so it also resolves outside a page (component tests).
// Every call names the page it was made from: the site sends no Referer (no-referrer policy), and
// a forced login must come back to this page. Encoded, because a header holds no Chinese.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${window.location.origin}/api`,
  timeout: 5000,
  fetchFn: fetchAdoptingEarly,
  prepareHeaders: (headers) => {
    headers.set(RETURN_PATH_HEADER, encodeURIComponent(`${window.location.pathname}${window.location.search}`));
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

/** Non-GET calls carry the CSRF token the BFF hands out (cookie `csrf`, fetched once if absent). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'GET') return rawBaseQuery(request, api, extraOptions);
  let token = readCookie('csrf');
  if (!token) {
    const issued = await rawBaseQuery('/session/csrf', api, extraOptions);
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
  endpoints: () => ({}),
});
