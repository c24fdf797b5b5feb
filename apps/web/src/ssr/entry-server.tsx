import { PassThrough, type Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ToastProvider } from '@yunmo/ui/toast';
import { createRoutes } from '@/app/router';
import { SessionFailureNotice } from '@/app/session-failure-notice';
import { createStore } from '@/app/store';
import { TOAST_DURATION_MS } from '@/config/timings';
import { api } from '@/lib/api';
import { prefetchForServer, ssrPageOf, ssrRouteModuleOf } from './prefetch-server';
import { ROUTER_DATA_ID, SERVER_STATE_ID, serializeForScript } from './serialize';

export { ssrPageOf, ssrRouteModuleOf };

export interface RenderInput {
  /** The page address, path and query (e.g. `/list/max?page=2`). */
  url: string;
  /** How the render's /api requests reach the gateway (in-process). */
  fetch: typeof fetch;
  /** Gives up on a render that takes longer (the gateway then serves the plain app). */
  timeoutMs?: number;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      /** Streams the page body (what goes inside `#root`). */
      pipe: (destination: Writable) => void;
      /** Scripts for after `#root`: the API cache and the router's data, for hydration. */
      hydrationScripts: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page, or the data failed: the gateway serves the plain app. */
  | { kind: 'skip'; reason: string };

/** Renders one of the server-rendered pages with the app's own routes, components and store. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, 'http://localhost');
  if (!ssrPageOf(url.pathname)) return { kind: 'skip', reason: 'not a server-rendered page' };
  const store = createStore(undefined, {
    serverFetch: input.fetch,
    pagePath: `${url.pathname}${url.search}`,
  });
  const routes = createRoutes(store);
  const handler = createStaticHandler(routes);
  const prefetched = prefetchForServer(store, url);
  // Runs the matched routes' loaders (the list's starts its queries) and loads lazy route modules.
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'skip', reason: 'router response' };
  }
  await prefetched;
  // A finished query may start another: wait until none is running.
  for (
    let running = store.dispatch(api.util.getRunningQueriesThunk());
    running.length > 0;
    running = store.dispatch(api.util.getRunningQueriesThunk())
  )
    await Promise.all(running);
  const queries = Object.values(store.getState().api.queries);
  if (context.statusCode !== 200 || context.errors)
    return { kind: 'skip', reason: `router status ${String(context.statusCode)}` };
  const failed = queries
    .filter((query) => query?.status !== 'fulfilled')
    .map((query) => query?.endpointName);
  if (failed.length > 0)
    return { kind: 'skip', reason: `query not fulfilled: ${failed.join(', ')}` };

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <ToastProvider durationMs={TOAST_DURATION_MS}>
          <SessionFailureNotice />
          {/* The router's data goes out in our own script, outside the hydrated root. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ToastProvider>
      </Provider>
    </StrictMode>
  );

  const body = await new Promise<PassThrough>((resolve, reject) => {
    const output = new PassThrough();
    const stream = renderToPipeableStream(app, {
      // Every boundary in place: React otherwise moves large finished boundaries out and swaps them
      // in with an inline script, which the gateway's CSP (scripts from our own origin only) refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Crawlers get the whole page at once: wait for every boundary, not just the shell.
      onAllReady() {
        stream.pipe(output);
        resolve(output);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    setTimeout(() => {
      stream.abort(new Error('server render timed out'));
    }, input.timeoutMs ?? 2000).unref();
  });

  const apiState = store.getState().api;
  // Data blocks, not inline code: the gateway's CSP allows only scripts from our own origin.
  const hydrationScripts =
    `<script type="application/json" id="${SERVER_STATE_ID}">${serializeForScript({ [api.reducerPath]: apiState })}</script>` +
    `<script type="application/json" id="${ROUTER_DATA_ID}">${serializeForScript({ loaderData: context.loaderData, actionData: context.actionData })}</script>`;
  return {
    kind: 'html',
    status: 200,
    pipe: (destination) => body.pipe(destination),
    hydrationScripts,
  };
}
