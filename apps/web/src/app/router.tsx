import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { withChunkReload } from './chunk-reload';
import { prefetchLoaders } from './prefetch';
import type { AppStore } from './store';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Loading } from '@yunmo/ui/states';
import { paths } from '@/config/paths';

const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: withChunkReload(load),
});

export function createRoutes(store: AppStore): RouteObject[] {
  const loaders = prefetchLoaders(store);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's code and loaders arrive (instead of nothing and a router warning).
      hydrateFallbackElement: <Loading minHeight={600} />,
      children: [
        { path: paths.home.pattern, loader: loaders.home, ...page(() => import('./routes/home')) },
        {
          path: paths.newHome.pattern,
          loader: loaders.home,
          ...page(() => import('./routes/home')),
        },
        { path: paths.channel.pattern, ...page(() => import('./routes/channel')) },
        { path: paths.list.pattern, loader: loaders.list, ...page(() => import('./routes/list')) },
        { path: paths.modelList.pattern, ...page(() => import('./routes/model-list')) },
        { path: paths.debuggerList.pattern, ...page(() => import('./routes/debugger-list')) },
        { path: paths.debugger2List.pattern, ...page(() => import('./routes/debugger-list')) },
        { path: paths.detail.pattern, ...page(() => import('./routes/model-detail')) },
        { path: paths.detail.legacyPattern, ...page(() => import('./routes/model-detail')) },
        { path: paths.albumList.pattern, ...page(() => import('./routes/album-list')) },
        { path: paths.albumDetail.pattern, ...page(() => import('./routes/album-detail')) },
        { path: paths.albumDetail.queryPattern, ...page(() => import('./routes/album-detail')) },
        { path: paths.ranking.pattern, ...page(() => import('./routes/ranking')) },
        { path: paths.rankingList.pattern, ...page(() => import('./routes/ranking')) },
        { path: paths.labelIndex.pattern, ...page(() => import('./routes/label-index')) },
        { path: paths.help.pattern, ...page(() => import('./routes/help')) },
        { path: paths.vip.pattern, ...page(() => import('./routes/vip')) },
        { path: paths.activity.pattern, ...page(() => import('./routes/activities')) },
        { path: paths.surveyPage.pattern, ...page(() => import('./routes/survey')) },
        { path: paths.modeLetter.pattern, ...page(() => import('./routes/mode-letter')) },
        { path: paths.ueChannel.pattern, ...page(() => import('./routes/ue-channel')) },
        { path: paths.imageSearch.pattern, ...page(() => import('./routes/image-search')) },
        { path: paths.imageSearch.altPattern, ...page(() => import('./routes/image-search')) },
        { path: paths.personalCenter.pattern, ...page(() => import('./routes/author-page')) },
        { path: paths.personalCenter.entryPattern, ...page(() => import('./routes/author-page')) },
        { path: paths.authorWork.pattern, ...page(() => import('./routes/author-work')) },
        { path: paths.login.pattern, ...page(() => import('./routes/login')) },
        { path: paths.register.pattern, ...page(() => import('./routes/register')) },
        { path: paths.userFavourites.pattern, ...page(() => import('./routes/user-favourites')) },
        { path: paths.userMessages.pattern, ...page(() => import('./routes/user-messages')) },
        { path: paths.apiTokens.pattern, ...page(() => import('./routes/api-tokens')) },
        { path: paths.about.pattern, ...page(() => import('./routes/about')) },
        { path: paths.agreement.pattern, ...page(() => import('./routes/agreement')) },
        { path: paths.privacy.pattern, ...page(() => import('./routes/privacy')) },
        { path: paths.notFound.pattern, ...page(() => import('./routes/not-found')) },
        // Unknown paths explain themselves instead of silently landing on the home page.
        { path: '*', ...page(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore, routes: RouteObject[] = createRoutes(store)) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the code of the routes a server-rendered page matched before hydrating, so the first
 * client render draws the same page instead of the loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async (match) => {
      const load = match.route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(match.route, { ...(await load()), lazy: undefined });
    }),
  );
}
