import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { SPA_ROUTES } from '@yunmo/domain/spa-routes';

/**
 * Every route of the web app and every link it builds. The patterns come from SPA_ROUTES, which the
 * gateway reads too to answer 404 for paths with no page.
 */
export const paths = {
  home: { pattern: SPA_ROUTES.home, href: () => '/' },
  newHome: { pattern: SPA_ROUTES.newHome, href: () => '/newHome' },
  channel: { pattern: SPA_ROUTES.channel, href: (kind: AssetKind) => `/home/${kind}` },
  list: {
    pattern: SPA_ROUTES.list,
    href: (
      kind: AssetKind,
      filterCode?: string,
      keyword?: string,
      page?: number,
      esIndex?: number,
    ) => {
      const search = new URLSearchParams();
      if (keyword) search.set('element', keyword);
      if (page && page > 1) search.set('page', String(page));
      if (esIndex !== undefined) search.set('esIndex', String(esIndex));
      const query = search.toString();
      return `/list/${kind}${filterCode ? `/${filterCode}` : ''}${query ? `?${query}` : ''}`;
    },
  },
  modelList: {
    pattern: SPA_ROUTES.modelList,
    href: (query = '') => `/model/list${query ? `?${query}` : ''}`,
  },
  debuggerList: { pattern: SPA_ROUTES.debuggerList, href: () => '/model/debugger/list' },
  debugger2List: { pattern: SPA_ROUTES.debugger2List, href: () => '/model/debugger2/list' },
  detail: {
    pattern: SPA_ROUTES.detail,
    legacyPattern: SPA_ROUTES.legacyDetail,
    href: (kind: AssetKind, uuid: string) => `/detail/${kind}/${uuid}`,
  },
  imageSearch: {
    pattern: SPA_ROUTES.imageSearch,
    altPattern: SPA_ROUTES.imageSearchAlt,
    href: () => '/search/searchPic',
  },
  albumList: { pattern: SPA_ROUTES.albumList, href: () => '/album/albumList' },
  albumDetail: {
    pattern: SPA_ROUTES.albumDetail,
    queryPattern: SPA_ROUTES.albumDetailQuery,
    href: (uuid: string) => `/album/albumDetail/${encodeURIComponent(uuid)}`,
  },
  ranking: { pattern: SPA_ROUTES.ranking, href: () => '/ranking' },
  rankingList: { pattern: SPA_ROUTES.rankingList, href: () => '/ranking/list' },
  labelIndex: { pattern: SPA_ROUTES.labelIndex, href: () => '/labelIndex/labelIndexList' },
  help: {
    pattern: SPA_ROUTES.help,
    href: (section?: string) =>
      `/commonProblems/commonProblemsIndex${section ? `?section=${section}` : ''}`,
  },
  notFound: { pattern: SPA_ROUTES.notFound, href: () => '/404' },
  vip: {
    pattern: SPA_ROUTES.vip,
    href: (source?: string) =>
      `/vip/vipList${source ? `?source=${encodeURIComponent(source)}` : ''}`,
  },
  // No bean top-up page exists in this product: 去充值 opens the nearest purchase page, the
  // membership page (QR payment for the membership and download packages); the dialog says so.
  recharge: { href: () => '/vip/vipList' },
  about: { pattern: SPA_ROUTES.about, href: () => '/about' },
  agreement: { pattern: SPA_ROUTES.agreement, href: () => '/agreement' },
  privacy: { pattern: SPA_ROUTES.privacy, href: () => '/privacy' },
  activity: { pattern: SPA_ROUTES.activity, href: () => '/active/activeList' },
  surveyPage: { pattern: SPA_ROUTES.surveyPage, href: () => '/survey/survey' },
  modeLetter: { pattern: SPA_ROUTES.modeLetter, href: () => '/modeLetter' },
  ueChannel: { pattern: SPA_ROUTES.ueChannel, href: () => '/ueChannel' },
  personalCenter: {
    pattern: SPA_ROUTES.personalCenter,
    entryPattern: SPA_ROUTES.personalCenterEntry,
    href: (flag?: string, typeIdx?: number) =>
      `/personalCenter/center${flag ? `?flag=${flag}${typeIdx === undefined ? '' : `&typeIdx=${String(typeIdx)}`}` : ''}`,
  },
  authorWork: {
    pattern: SPA_ROUTES.authorWork,
    href: (id: number) => `/personalCenter/work/${String(id)}`,
  },
  login: {
    pattern: SPA_ROUTES.login,
    href: (returnTo: string) => `/login?source=MODEL&redirect=${encodeURIComponent(returnTo)}`,
  },
  register: {
    pattern: SPA_ROUTES.register,
    href: (returnTo: string) => `/register?source=MODEL&redirect=${encodeURIComponent(returnTo)}`,
  },
  userFavourites: { pattern: SPA_ROUTES.userFavourites, href: () => '/user/favourites' },
  userMessages: { pattern: SPA_ROUTES.userMessages, href: () => '/user/messages' },
  apiTokens: { pattern: SPA_ROUTES.apiTokens, href: () => '/settings/tokens' },
  feedback: { href: () => '/commonProblems/commonProblemsIndex?section=contact' },
} as const;
