import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '@/app/router';
import { createStore } from '@/app/store';
import { ssrRouteModuleOf, ssrRouteModules } from './prefetch-server';

// Every route module, by the name the build manifest gives it; loaded only when asked for.
const routeModules = import.meta.glob<{ Component: unknown }>('/src/app/routes/*.tsx');

const examples = {
  list: '/list/max/0-0-0-1-0-0-0-0-0-0-0-0',
  channel: '/home/su',
  album: '/album/albumDetail/a1',
  detail: '/detail/max/m1',
} as const;

describe('ssrRouteModules', () => {
  it.each(Object.entries(examples))(
    'names the module the %s route really loads',
    async (page, path) => {
      const name = ssrRouteModuleOf(path);
      expect(name).toBe(ssrRouteModules[page as keyof typeof examples]);
      const load = routeModules[`/${name ?? ''}`];
      expect(load, `${name ?? ''} is not a route module`).toBeDefined();
      const route = (matchRoutes(createRoutes(createStore()), path) ?? []).at(-1)?.route;
      const lazy = route?.lazy as (() => Promise<Partial<RouteObject>>) | undefined;
      expect(typeof lazy).toBe('function');
      const [routed, named] = await Promise.all([lazy?.(), load?.()]);
      expect(routed?.Component).toBe(named?.Component);
    },
    30_000,
  );

  it('names no module for pages that are not rendered', () => {
    expect(ssrRouteModuleOf('/')).toBeUndefined();
    expect(ssrRouteModuleOf('/ranking')).toBeUndefined();
  });
});
