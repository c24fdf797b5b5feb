import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { apiRoutes } from '@yunmo/api-contract/routes';
import { describe, expect, it } from 'vitest';

/**
 * Every RTK Query endpoint builds its request from a declared /api route (`routeRequest` with an
 * entry of the generated route table, typed as its contract), so a changed route contract changes
 * the web build, not a hand-written URL.
 */
const sources = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Endpoint {
  file: string;
  name: string;
  text: string;
}

function endpointsOf(file: string, source: string): Endpoint[] {
  const starts = [...source.matchAll(/(\w+): build\.(?:query|mutation|infiniteQuery)</g)];
  return starts.map((start, index) => ({
    file,
    name: start[1] ?? '',
    text: source.slice(start.index, starts[index + 1]?.index ?? source.length),
  }));
}

const endpoints = Object.entries(sources)
  .filter(([, source]) => source.includes('injectEndpoints('))
  .flatMap(([file, source]) => endpointsOf(file, source));

/** Endpoints with no request of their own (`queryFn`): they only refresh tags. */
const withoutRequest = endpoints.filter((endpoint) => /\bqueryFn:/.test(endpoint.text));
const calling = endpoints.filter((endpoint) => !withoutRequest.includes(endpoint));

/** Routes the web app does not call, and why. */
const NOT_CALLED_BY_THE_WEB: Readonly<Record<string, string>> = {
  getCategoryCounts:
    'the list page reads the search answer’s categoryCounts; kept for other clients',
  getCsrfToken: 'asked by the base query itself (routeRequest in lib/api.ts) before a write',
  getMyUnreadCount: 'the header reads the unread count from /api/me; kept for other clients',
  unmuteShutdownNotice: 'the page only mutes the notice; kept for other clients',
};

/** The operations the endpoints call, by their route table entry (`routeTable.getHome`). */
const referenced = new Set(
  calling.flatMap((endpoint) =>
    [...endpoint.text.matchAll(/\brouteTable\.(\w+)/g)].map((match) => match[1] ?? ''),
  ),
);

describe('web endpoints and the /api route contracts', () => {
  it('finds the endpoints of every API slice', () => {
    expect(endpoints.length).toBeGreaterThan(70);
    expect(withoutRequest.map((endpoint) => endpoint.name)).toEqual(['refreshAfterPayment']);
  });

  it.each(calling.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s builds its request with routeRequest from a declared route',
    (_name, endpoint) => {
      expect(endpoint.text).toMatch(/routeRequest\(\s*[\w ?:.]*\brouteTable\.\w+/);
      // No address written by hand: neither `url: '…'` nor a query returning a string path, nor a
      // route reference of its own.
      expect(endpoint.text).not.toMatch(/url:\s*[`'"]/);
      expect(endpoint.text).not.toMatch(/=>\s*[`'"]\//);
      expect(endpoint.text).not.toMatch(/\bpath:\s*[`'"]/);
    },
  );

  it('names only declared routes, each entry with its contract’s method and path', () => {
    const declared = new Map(apiRoutes.map((route) => [route.operationId, route]));
    expect([...referenced].filter((operationId) => !declared.has(operationId))).toEqual([]);
    for (const [operationId, entry] of Object.entries(routeTable)) {
      const route = declared.get(operationId);
      expect(entry, operationId).toEqual({
        operationId,
        method: route?.method,
        path: route?.path,
      });
    }
  });

  it('has an endpoint for every /api route, except the ones listed with a reason', () => {
    const missing = apiRoutes
      .map((route) => route.operationId)
      .filter((operationId) => !referenced.has(operationId));
    expect(missing.sort()).toEqual(Object.keys(NOT_CALLED_BY_THE_WEB).sort());
  });
});
