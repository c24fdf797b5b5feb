import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@yunmo/ui/styles.css';
import './styles/global.css';
import { App } from '@/app/app';
import { RateLimited, refusedPageWait } from '@/app/rate-limited';
import { createAppRouter, createRoutes, resolveLazyRoutes } from '@/app/router';
import { createStore } from '@/app/store';
import { hydrateApi } from '@/lib/api';
import { ROUTER_DATA_ID, SERVER_STATE_ID, readDataBlock } from '@/ssr/serialize';
import { installImageFallback } from '@/lib/image-fallback';
import { clearStoredPictureUnlessImageSearch } from '@/features/image-search/hooks/image-search-state';

installImageFallback();
// A full load anywhere but image search forgets the stored search picture, as leaving the page does.
clearStoredPictureUnlessImageSearch(window.location.pathname);

declare global {
  interface Window {
    /** Loader data of a server-rendered page; createBrowserRouter reads it from here. */
    __staticRouterHydrationData?: unknown;
  }
}

async function hydrateServerPage(root: HTMLElement, state: Record<string, unknown>): Promise<void> {
  const store = createStore();
  // The server's query results enter the cache first, so no component asks for them again.
  store.dispatch(hydrateApi(state));
  const routes = createRoutes(store);
  await resolveLazyRoutes(routes, window.location);
  // The router reads its loader data from window.__staticRouterHydrationData.
  window.__staticRouterHydrationData = readDataBlock(ROUTER_DATA_ID);
  const router = createAppRouter(store, routes);
  hydrateRoot(
    root,
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
// The gateway refused this page load (429): the app shows that and asks the API nothing.
const refusedWait = refusedPageWait(document);
if (root && refusedWait !== undefined) {
  createRoot(root).render(
    <StrictMode>
      <RateLimited retryAfterSeconds={refusedWait} />
    </StrictMode>,
  );
} else if (root) {
  const state = readDataBlock(SERVER_STATE_ID);
  if (state !== undefined && root.firstChild !== null) {
    void hydrateServerPage(root, state);
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
