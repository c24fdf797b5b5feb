import type { AssetKind } from '@yunmo/domain/asset-kinds';

/** Every route of the web app and every link it builds, in one place. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  newHome: { pattern: '/newHome', href: () => '/newHome' },
  channel: { pattern: '/home/:type', href: (kind: AssetKind) => `/home/${kind}` },
  list: {
    pattern: '/list/:type/:filterCode?',
    href: (kind: AssetKind, filterCode?: string, keyword?: string, page?: number) => {
      const search = new URLSearchParams();
      if (keyword) search.set('element', keyword);
      if (page && page > 1) search.set('page', String(page));
      const query = search.toString();
      return `/list/${kind}${filterCode ? `/${filterCode}` : ''}${query ? `?${query}` : ''}`;
    },
  },
  modelList: { pattern: '/model/list', href: (query = '') => `/model/list${query ? `?${query}` : ''}` },
  debuggerList: { pattern: '/model/debugger/list', href: () => '/model/debugger/list' },
  debugger2List: { pattern: '/model/debugger2/list', href: () => '/model/debugger2/list' },
  detail: { pattern: '/detail/:kind/:uuid', legacyPattern: '/model/detail/:model/:id', href: (kind: AssetKind, uuid: string) => `/detail/${kind}/${uuid}` },
  imageSearch: { pattern: '/search/searchPic', altPattern: '/search/SearchPic', href: () => '/search/searchPic' },
  albumList: { pattern: '/album/albumList', href: () => '/album/albumList' },
  albumDetail: {
    pattern: '/album/albumDetail/:id',
    queryPattern: '/album/albumDetail',
    href: (uuid: string) => `/album/albumDetail/${encodeURIComponent(uuid)}`,
  },
  ranking: { pattern: '/ranking', href: () => '/ranking' },
  rankingList: { pattern: '/ranking/list', href: () => '/ranking/list' },
  labelIndex: { pattern: '/labelIndex/labelIndexList', href: () => '/labelIndex/labelIndexList' },
  help: { pattern: '/commonProblems/commonProblemsIndex', href: (section?: string) => `/commonProblems/commonProblemsIndex${section ? `?section=${section}` : ''}` },
  notFound: { pattern: '/404', href: () => '/404' },
  vip: {
    pattern: '/vip/vipList',
    href: (source?: string) => `/vip/vipList${source ? `?source=${encodeURIComponent(source)}` : ''}`,
  },
  recharge: { href: () => '/user/recharge' },
  activity: { pattern: '/active/activeList', href: () => '/active/activeList' },
  surveyPage: { pattern: '/survey/survey', href: () => '/survey/survey' },
  modeLetter: { pattern: '/modeLetter', href: () => '/modeLetter' },
  ueChannel: { pattern: '/ueChannel', href: () => '/ueChannel' },
  personalCenter: {
    pattern: '/personalCenter/center',
    entryPattern: '/personalCenter',
    href: (flag?: string, typeIdx?: number) =>
      `/personalCenter/center${flag ? `?flag=${flag}${typeIdx === undefined ? '' : `&typeIdx=${String(typeIdx)}`}` : ''}`,
  },
  login: {
    pattern: '/login',
    href: (returnTo: string) => `/login?source=MODEL&redirect=${encodeURIComponent(returnTo)}`,
  },
  register: {
    pattern: '/register',
    href: (returnTo: string) => `/register?source=MODEL&redirect=${encodeURIComponent(returnTo)}`,
  },
  userFavourites: { pattern: '/user/favourites', href: () => '/user/favourites' },
  userMessages: { pattern: '/user/messages', href: () => '/user/messages' },
  feedback: { href: () => '/commonProblems/commonProblemsIndex?section=contact' },
} as const;
