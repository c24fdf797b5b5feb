/**
 * Every path pattern of the web app, in React Router syntax. The web router is built from these and
 * the gateway answers 404 for any HTML navigation that matches none of them (one list, two readers).
 */
export const SPA_ROUTES = {
  home: '/',
  newHome: '/newHome',
  channel: '/home/:type',
  list: '/list/:type/:filterCode?',
  modelList: '/model/list',
  debuggerList: '/model/debugger/list',
  debugger2List: '/model/debugger2/list',
  detail: '/detail/:kind/:uuid',
  legacyDetail: '/model/detail/:model/:id',
  imageSearch: '/search/searchPic',
  imageSearchAlt: '/search/SearchPic',
  albumList: '/album/albumList',
  albumDetail: '/album/albumDetail/:id',
  albumDetailQuery: '/album/albumDetail',
  ranking: '/ranking',
  rankingList: '/ranking/list',
  labelIndex: '/labelIndex/labelIndexList',
  help: '/commonProblems/commonProblemsIndex',
  notFound: '/404',
  vip: '/vip/vipList',
  activity: '/active/activeList',
  surveyPage: '/survey/survey',
  modeLetter: '/modeLetter',
  ueChannel: '/ueChannel',
  about: '/about',
  agreement: '/agreement',
  privacy: '/privacy',
  personalCenter: '/personalCenter/center',
  personalCenterEntry: '/personalCenter',
  /** One panorama or video tutorial of an author (the works list links here). */
  authorWork: '/personalCenter/work/:id',
  login: '/login',
  register: '/register',
  userFavourites: '/user/favourites',
  userMessages: '/user/messages',
  /** The user's personal access tokens for /api (ADR 0033). */
  apiTokens: '/settings/tokens',
} as const;

export type SpaRouteName = keyof typeof SPA_ROUTES;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern as a regular expression, matching as React Router does (case-insensitive, optional trailing slash). */
export function routePatternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const body = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const compiled = (Object.entries(SPA_ROUTES) as [SpaRouteName, string][]).map(
  ([name, pattern]) => [name, routePatternRegExp(pattern)] as const,
);

/** The route a path (without query) belongs to, or undefined when the web app has no page there. */
export function matchSpaRoute(pathname: string): SpaRouteName | undefined {
  return compiled.find(([, expression]) => expression.test(pathname))?.[0];
}
