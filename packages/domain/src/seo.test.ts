import { describe, expect, it } from 'vitest';
import {
  beijingDateTime,
  detailJsonLd,
  dynamicTimeJsonLd,
  headFor,
  SITE_NAME,
  type SeoRoute,
} from './seo.js';
import { matchSpaRoute, SPA_ROUTES } from './spa-routes.js';

describe('headFor', () => {
  it('titles every page with the site name last', () => {
    expect(headFor({ name: 'home' }).title).toBe('3D模型素材下载 - 云模型');
    expect(headFor({ name: 'channel', kind: 'su' }).title).toBe(
      'SU模型频道 - SketchUp草图大师模型下载 - 云模型',
    );
    expect(headFor({ name: 'ranking' }).title).toBe('作者排行榜 - 云模型');
    expect(headFor({ name: 'author', flag: 'abc', authorName: '张三' }).title).toBe('张三个人主页');
    expect(headFor({ name: 'static', page: 'login' })).toMatchObject({
      title: '登录 - 云模型',
      noindex: true,
    });
  });

  it('names the keyword, category and kind of a list, most specific first', () => {
    const head = headFor({
      name: 'list',
      kind: 'max',
      filterCode: '1-11-0-1-0-0-0-0-0-0-0-0',
      keyword: '沙发',
      categoryName: '客厅',
      total: 12,
      sampleTitles: ['A', 'B'],
      imageUrl: '/files/a.jpg',
    });
    expect(head.title).toBe('沙发 - 客厅 - 3D模型 - 云模型');
    expect(head.description).toBe('云模型3D模型「沙发 客厅」：共 12 个。A、B');
    expect(head.canonicalPath).toBe(
      '/list/max/1-11-0-1-0-0-0-0-0-0-0-0?element=%E6%B2%99%E5%8F%91',
    );
    expect(head.imageUrl).toBe('/files/a.jpg');
    expect(headFor({ name: 'list', kind: 'ue4', filterCode: '0' }).title).toBe(
      'UE模型下载 - 云模型',
    );
  });

  it('gives a detail its own title, and a generic one while the model is unknown', () => {
    const head = headFor({
      name: 'detail',
      kind: 'max',
      uuid: 'u1',
      title: '北欧沙发',
      number: 'M1',
      facts: ['风格现代'],
    });
    expect(head.title).toBe('北欧沙发 - 3D模型 - 云模型');
    expect(head.description).toBe('3D模型M1：北欧沙发。风格现代');
    expect(head.canonicalPath).toBe('/detail/max/u1');
    expect(headFor({ name: 'detail', kind: 'max', uuid: 'u1' }).title).toBe(
      `3D模型 - ${SITE_NAME}`,
    );
  });
});

describe('every route', () => {
  const routes: SeoRoute[] = [
    { name: 'home' },
    { name: 'queryList' },
    { name: 'queryList', kind: 'su' },
    { name: 'queryList', member: true },
    { name: 'albumList' },
    { name: 'albumDetail', uuid: 'a b' },
    { name: 'albumDetail', uuid: 'a', title: '客厅', modelCount: 3, imageUrl: '/i.jpg' },
    { name: 'ranking' },
    { name: 'vip' },
    { name: 'vip', promotion: true },
    { name: 'imageSearch' },
    { name: 'author', flag: 'f&g' },
    { name: 'author', flag: 'f', authorName: '李四', imageUrl: '/a.jpg' },
    { name: 'help' },
    { name: 'notFound' },
    {
      name: 'list',
      kind: 'mapping',
      filterCode: '0',
      categoryName: '木材',
      totalCapped: true,
      total: 10_000,
    },
    { name: 'detail', kind: 'uec', uuid: 'x', title: '长'.repeat(200) },
    ...(
      [
        'activity',
        'survey',
        'modeLetter',
        'ueChannel',
        'labelIndex',
        'login',
        'register',
        'favourites',
        'messages',
        'debugger',
      ] as const
    ).map((page): SeoRoute => ({ name: 'static', page })),
  ];

  it('has a title ending in the site name, a short description and a canonical path', () => {
    for (const route of routes) {
      const head = headFor(route);
      expect(head.title.endsWith(` - ${SITE_NAME}`) || head.title === '李四个人主页').toBe(true);
      expect(head.description.length).toBeGreaterThan(0);
      expect(Array.from(head.description).length).toBeLessThanOrEqual(160);
      expect(head.canonicalPath.startsWith('/')).toBe(true);
    }
    expect(headFor({ name: 'albumDetail', uuid: 'a b' }).canonicalPath).toBe(
      '/album/albumDetail/a%20b',
    );
    expect(headFor({ name: 'author', flag: 'f&g' }).canonicalPath).toBe(
      '/personalCenter/center?flag=f%26g',
    );
    expect(headFor({ name: 'vip', promotion: true }).title).toBe('会员活动 - 云模型');
    expect(
      headFor({ name: 'albumDetail', uuid: 'a', title: '客厅', modelCount: 3 }).description,
    ).toBe('模型专辑「客厅」：共 3 个模型。');
    expect(
      headFor({ name: 'list', kind: 'mapping', filterCode: '0', total: 10_000, totalCapped: true })
        .description,
    ).toBe('云模型材质贴图：共 10000+ 个。');
  });
});

describe('detailJsonLd', () => {
  it('writes a Product with a CNY offer in yuan and a BreadcrumbList, on the given origin', () => {
    const [product, breadcrumbs] = detailJsonLd(
      {
        kind: 'su',
        uuid: 'u2',
        title: '椅子',
        number: 'S9',
        description: 'd',
        images: ['https://x.test/a.jpg'],
        priceFen: 220,
        downloads: 5,
        favourites: 2,
        categories: { first: '家具', second: '椅子' },
      },
      'https://x.test',
    ) as [Record<string, unknown>, { itemListElement: { item: string }[] }];
    expect(product).toMatchObject({
      '@type': 'Product',
      url: 'https://x.test/detail/su/u2',
      offers: { price: '2.20', priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
      category: '家具 > 椅子',
    });
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      'https://x.test/',
      'https://x.test/home/su',
      'https://x.test/detail/su/u2',
    ]);
  });
});

describe('matchSpaRoute', () => {
  it('knows the pages of the web app and nothing else', () => {
    expect(matchSpaRoute('/')).toBe('home');
    expect(matchSpaRoute('/list/max')).toBe('list');
    expect(matchSpaRoute('/list/max/0-0-0-1-0-0-0-0-0-0-0-0/')).toBe('list');
    expect(matchSpaRoute('/detail/su/abc')).toBe('detail');
    expect(matchSpaRoute('/404')).toBe('notFound');
    expect(matchSpaRoute('/search/searchpic')).toBe('imageSearch');
    expect(matchSpaRoute('/no/such/page')).toBeUndefined();
    expect(matchSpaRoute('/detail/su')).toBeUndefined();
    expect(matchSpaRoute('/list/max/a/b')).toBeUndefined();
    for (const pattern of Object.values(SPA_ROUTES))
      expect(matchSpaRoute(pattern.replace(/:\w+\??/g, 'x'))).toBeDefined();
  });
});

describe('the dynamic time', () => {
  it('writes Beijing time and the Cambrian structured data with url, pubDate and upDate', () => {
    expect(beijingDateTime(new Date('2026-03-01T16:30:05.123Z'))).toBe('2026-03-02T00:30:05');
    expect(
      dynamicTimeJsonLd({
        url: 'https://a/detail/max/x',
        pubDate: '2026-01-01T08:00:00',
        upDate: '2026-02-01T08:00:00',
      }),
    ).toEqual({
      '@context': 'https://ziyuan.baidu.com/contexts/cambrian.jsonld',
      '@id': 'https://a/detail/max/x',
      pubDate: '2026-01-01T08:00:00',
      upDate: '2026-02-01T08:00:00',
    });
  });
});
