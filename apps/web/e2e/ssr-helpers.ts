import type { Page } from '@playwright/test';

/** One query result the server render handed to the browser. */
interface ServerQuery {
  endpointName: string;
  originalArgs: unknown;
  status: string;
}

/**
 * The RTK Query results a server-rendered page carries in its `yunmo-state` data block: what the
 * server asked /api for (empty for the plain app, which asks from the browser).
 */
export async function serverQueries(page: Page): Promise<ServerQuery[]> {
  const text = await page.evaluate(
    () => document.getElementById('yunmo-state')?.textContent ?? null,
  );
  if (text === null) return [];
  const state = JSON.parse(text) as { api: { queries: Record<string, ServerQuery | undefined> } };
  return Object.values(state.api.queries).filter((query): query is ServerQuery => !!query);
}

/** Paths (with query) of the browser's own /api requests matching `path`, from now on. */
export function apiRequests(page: Page, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && path.test(url.pathname))
      seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/**
 * Waits until React has taken over `#root` (hydrateRoot or createRoot marks the container), so
 * the page's handlers are live.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
