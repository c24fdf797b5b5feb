import { KIND_DISPLAY_NAMES, type AssetKind } from './asset-kinds.js';
import { fenToYuanString } from './money.js';

/** The site name every title ends with. */
export const SITE_NAME = '云模型';

const defaultDescription =
  '云模型：海量3D模型、SU模型、UE模型、UE材质与贴图素材，免费下载与会员专享。';

/** Channel headings and descriptions, per kind. */
export const CHANNEL_HEADS: Record<AssetKind, { title: string; description: string }> = {
  max: {
    title: '3D模型频道 - 3dmax模型免费下载',
    description: '云模型3D模型频道：室内外3dmax模型、家具、灯具、建筑模型，按分类与热度浏览下载。',
  },
  su: {
    title: 'SU模型频道 - SketchUp草图大师模型下载',
    description: '云模型SU模型频道：SketchUp草图大师模型、景观、建筑、室内SU模型下载。',
  },
  mapping: {
    title: '材质贴图频道 - 高清贴图素材下载',
    description: '云模型材质贴图频道：木纹、石材、布料、金属等高清材质贴图下载。',
  },
  ue4: {
    title: 'UE模型频道 - 虚幻引擎模型下载',
    description: '云模型UE模型频道：虚幻引擎场景、资产与模型下载。',
  },
  uec: {
    title: 'UE材质频道 - 虚幻引擎材质下载',
    description: '云模型UE材质频道：虚幻引擎材质球与材质资源下载。',
  },
};

/** A page and what the page knows about itself; optional data only enriches the description. */
export type SeoRoute =
  | { name: 'home' }
  | { name: 'channel'; kind: AssetKind }
  | {
      name: 'list';
      kind: AssetKind;
      /** The canonical filter code of the page (from the filter-code codec). */
      filterCode: string;
      keyword?: string;
      /** The chosen subcategory's name, else the chosen category's. */
      categoryName?: string;
      total?: number;
      totalCapped?: boolean;
      sampleTitles?: readonly string[];
      imageUrl?: string;
    }
  | { name: 'queryList'; kind?: AssetKind; member?: boolean }
  | {
      name: 'detail';
      kind: AssetKind;
      uuid: string;
      /** Unknown while loading, or when the model is missing. */
      title?: string;
      number?: string;
      facts?: readonly string[];
      imageUrl?: string;
    }
  | { name: 'albumList' }
  | { name: 'albumDetail'; uuid: string; title?: string; modelCount?: number; imageUrl?: string }
  | { name: 'ranking' }
  | { name: 'vip'; promotion?: boolean }
  | { name: 'imageSearch' }
  /** authorName: the nickname, else the user name, as the page shows it. */
  | { name: 'author'; flag: string; authorName?: string; imageUrl?: string }
  | { name: 'help' }
  | { name: 'notFound' }
  | {
      name: 'static';
      page:
        | 'activity'
        | 'authorWork'
        | 'survey'
        | 'modeLetter'
        | 'ueChannel'
        | 'labelIndex'
        | 'about'
        | 'agreement'
        | 'privacy'
        | 'login'
        | 'register'
        | 'favourites'
        | 'messages'
        | 'apiTokens'
        | 'debugger';
    };

export interface Head {
  /** The whole document title, site name included. */
  title: string;
  description: string;
  /** Path of the canonical page; the caller prefixes the public origin. */
  canonicalPath: string;
  /** Path or absolute URL of the preview image. */
  imageUrl?: string;
  /** Pages crawlers should not index (personal pages, sign-in, 404). */
  noindex?: boolean;
}

const staticPages = {
  activity: {
    title: '活动中心',
    path: '/active/activeList',
    description: '云模型活动中心：会员优惠、作者活动与平台公告。',
  },
  survey: {
    title: '用户调研',
    path: '/survey/survey',
    description: '云模型用户调研：告诉我们您需要的素材与功能。',
    noindex: true,
  },
  modeLetter: {
    title: '作者授权书',
    path: '/modeLetter',
    description: '云模型作者授权书：作品上传与授权说明。',
  },
  ueChannel: {
    title: 'UE频道',
    path: '/ueChannel',
    description: '云模型UE频道：虚幻引擎模型与材质。',
  },
  labelIndex: {
    title: '热门搜索',
    path: '/labelIndex/labelIndexList',
    description: '云模型热门搜索：设计师最常搜索的模型与素材关键词。',
  },
  about: {
    title: '关于我们',
    path: '/about',
    description: '关于云模型：面向设计师的3D模型与素材平台。',
  },
  agreement: {
    title: '用户协议',
    path: '/agreement',
    description: '云模型用户协议：账号、下载许可、付费与会员。',
  },
  privacy: {
    title: '隐私政策',
    path: '/privacy',
    description: '云模型隐私政策：我们收集哪些个人信息，如何使用与保护。',
  },
  login: { title: '登录', path: '/login', description: '登录云模型。', noindex: true },
  register: { title: '注册', path: '/register', description: '注册云模型账号。', noindex: true },
  authorWork: {
    title: '作者作品',
    path: '/personalCenter/work',
    description: '云模型作者的全景与视频教程作品。',
    // One head for every work: not indexed, so no work claims another's canonical address.
    noindex: true,
  },
  favourites: {
    title: '我的收藏',
    path: '/user/favourites',
    description: '我的收藏。',
    noindex: true,
  },
  messages: { title: '消息中心', path: '/user/messages', description: '消息中心。', noindex: true },
  apiTokens: {
    title: '访问令牌',
    path: '/settings/tokens',
    description: '管理调用 /api 的个人访问令牌。',
    noindex: true,
  },
  debugger: {
    title: '搜索分析',
    path: '/model/debugger/list',
    description: '搜索分析。',
    noindex: true,
  },
} as const;

const titled = (...parts: (string | undefined)[]): string =>
  [...parts.filter((part): part is string => part !== undefined && part !== ''), SITE_NAME].join(
    ' - ',
  );

const cut = (text: string, length: number): string =>
  Array.from(text).length > length
    ? `${Array.from(text)
        .slice(0, length - 1)
        .join('')}…`
    : text;

/**
 * Title, description and canonical path of a page. The gateway writes them into the served HTML and
 * the web app sets them after navigation, so both always agree.
 */
export function headFor(route: SeoRoute): Head {
  switch (route.name) {
    case 'home':
      return {
        title: titled('3D模型素材下载'),
        description: defaultDescription,
        canonicalPath: '/',
      };
    case 'channel': {
      const head = CHANNEL_HEADS[route.kind];
      return {
        title: titled(head.title),
        description: head.description,
        canonicalPath: `/home/${route.kind}`,
      };
    }
    case 'list': {
      const kindName = KIND_DISPLAY_NAMES[route.kind].full;
      const keyword = route.keyword?.trim();
      const bare = (keyword ?? '') === '' && (route.categoryName ?? '') === '';
      const count =
        route.total === undefined
          ? ''
          : `共 ${String(route.total)}${route.totalCapped === true ? '+' : ''} 个。`;
      const samples = route.sampleTitles?.slice(0, 5).join('、') ?? '';
      const subject = [keyword, route.categoryName]
        .filter((part) => part !== undefined && part !== '')
        .join(' ');
      return {
        title: bare ? titled(`${kindName}下载`) : titled(keyword, route.categoryName, kindName),
        description: cut(
          `${SITE_NAME}${kindName}${subject === '' ? '' : `「${subject}」`}：${count}${samples}`,
          160,
        ),
        canonicalPath: `/list/${route.kind}/${route.filterCode}${keyword ? `?element=${encodeURIComponent(keyword)}` : ''}`,
        ...(route.imageUrl ? { imageUrl: route.imageUrl } : {}),
      };
    }
    case 'queryList': {
      const name =
        route.member === true
          ? '会员模型'
          : route.kind
            ? KIND_DISPLAY_NAMES[route.kind].full
            : '模型列表';
      return {
        title: titled(name),
        description: `${SITE_NAME}${name}列表。`,
        canonicalPath: '/model/list',
      };
    }
    case 'detail': {
      const kindName = KIND_DISPLAY_NAMES[route.kind].full;
      const facts = route.facts?.slice(0, 4).join('，') ?? '';
      return {
        title: titled(route.title, kindName),
        description: cut(
          route.title === undefined
            ? `${SITE_NAME}${kindName}下载。`
            : `${kindName}${route.number ?? ''}：${route.title}。${facts}`,
          160,
        ),
        canonicalPath: `/detail/${route.kind}/${route.uuid}`,
        ...(route.imageUrl ? { imageUrl: route.imageUrl } : {}),
      };
    }
    case 'albumList':
      return {
        title: titled('模型专辑'),
        description: '云模型模型专辑：设计师精选的3D模型合集。',
        canonicalPath: '/album/albumList',
      };
    case 'albumDetail':
      return {
        title: titled(route.title, '模型专辑'),
        description:
          route.title === undefined
            ? '云模型模型专辑。'
            : `模型专辑「${route.title}」${route.modelCount === undefined ? '' : `：共 ${String(route.modelCount)} 个模型`}。`,
        canonicalPath: `/album/albumDetail/${encodeURIComponent(route.uuid)}`,
        ...(route.imageUrl ? { imageUrl: route.imageUrl } : {}),
      };
    case 'ranking':
      return {
        title: titled('作者排行榜'),
        description: '云模型作者排行榜：按作品下载与人气排名的设计师。',
        canonicalPath: '/ranking',
      };
    case 'vip':
      return {
        title: titled(route.promotion === true ? '会员活动' : '会员中心'),
        description: '云模型会员中心：开通会员，免费下载会员模型与素材。',
        canonicalPath: '/vip/vipList',
      };
    case 'imageSearch':
      return {
        title: titled('以图搜图'),
        description: '云模型以图搜图：上传图片，找到相似的3D模型与素材。',
        canonicalPath: '/search/searchPic',
      };
    case 'author':
      return {
        // The spec's title: the author's name followed by 个人主页, without the site name.
        title:
          route.authorName === undefined || route.authorName === ''
            ? titled('作者主页')
            : `${route.authorName}个人主页`,
        description: route.authorName
          ? `${route.authorName}在云模型发布的3D模型、SU模型与素材作品。`
          : '云模型作者主页。',
        canonicalPath: `/personalCenter/center?flag=${encodeURIComponent(route.flag)}`,
        ...(route.imageUrl ? { imageUrl: route.imageUrl } : {}),
      };
    case 'help':
      return {
        title: titled('常见问题'),
        description: '云模型常见问题：下载、会员、支付与上传的帮助。',
        canonicalPath: '/commonProblems/commonProblemsIndex',
      };
    case 'notFound':
      return {
        title: titled('404'),
        description: '页面不存在。',
        canonicalPath: '/404',
        noindex: true,
      };
    case 'static': {
      const page = staticPages[route.page];
      return {
        title: titled(page.title),
        description: page.description,
        canonicalPath: page.path,
        ...('noindex' in page ? { noindex: true } : {}),
      };
    }
  }
}

/** The detail facts JSON-LD describes: Product with an offer, counts and images, plus its breadcrumbs. */
export interface DetailStructuredData {
  kind: AssetKind;
  uuid: string;
  title: string;
  number: string;
  description: string;
  /** Absolute image URLs. */
  images: readonly string[];
  priceFen: number;
  downloads: number;
  favourites: number;
  categories: { first?: string | null; second?: string | null };
  authorName?: string;
}

/** Schema.org JSON-LD objects of a detail page; `origin` is the public origin, never the Host header. */
export function detailJsonLd(detail: DetailStructuredData, origin: string): object[] {
  const url = `${origin}/detail/${detail.kind}/${detail.uuid}`;
  const kindName = KIND_DISPLAY_NAMES[detail.kind].full;
  const crumbs = [
    { name: SITE_NAME, url: `${origin}/` },
    { name: kindName, url: `${origin}/home/${detail.kind}` },
    { name: detail.title, url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: detail.title,
      sku: detail.number,
      description: detail.description,
      url,
      image: detail.images,
      category:
        [detail.categories.first, detail.categories.second]
          .filter((part) => part !== undefined && part !== null && part !== '')
          .join(' > ') || kindName,
      ...(detail.authorName ? { brand: { '@type': 'Brand', name: detail.authorName } } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: fenToYuanString(detail.priceFen),
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
      },
      interactionStatistic: [
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/DownloadAction',
          userInteractionCount: detail.downloads,
        },
        {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/LikeAction',
          userInteractionCount: detail.favourites,
        },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
  ];
}

/** URLs per sitemap file: the sitemap protocol's limit. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The database-backed sections of the sitemap, each paged into files of SITEMAP_URLS_PER_FILE URLs. */
export const SITEMAP_SECTIONS = ['models', 'albums', 'authors'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** A moment as Baidu's time factor writes it: Beijing time, `YYYY-MM-DDTHH:mm:ss` (UTC+8, no DST). */
export function beijingDateTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19);
}

/** The dynamic time of a detail page (spec §7.2): its address, first publication and last update. */
export interface DynamicTime {
  url: string;
  pubDate: string;
  upDate: string;
}

/** The structured data of the dynamic time (Baidu's Cambrian time factor). */
export function dynamicTimeJsonLd(time: DynamicTime): object {
  return {
    '@context': 'https://ziyuan.baidu.com/contexts/cambrian.jsonld',
    '@id': time.url,
    pubDate: time.pubDate,
    upDate: time.upDate,
  };
}
