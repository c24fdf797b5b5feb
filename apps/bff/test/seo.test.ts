import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { decodeAuthorName } from '@yunmo/domain/author-name';
import { defaultFilterCode } from '@yunmo/domain/filter-code';
import { headFor } from '@yunmo/domain/seo';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';

const origin = 'https://www.yunmo.test';
let api: TestApi;
let app: FastifyInstance;
let query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

beforeAll(async () => {
  api = await createTestApi({ count: 60 });
  app = await build({ V1_UPSTREAM: api.baseUrl, PUBLIC_ORIGIN: origin, CACHE_TTL_MS: '0' });
  const db = (api.app as unknown as { db: { executor: { query: typeof query } } }).db;
  query = (sql, params) => db.executor.query(sql, params);
}, 180_000);
afterAll(async () => {
  await app.close();
  await api.close();
});

const page = (path: string) => request(app.server).get(path).set('accept', 'text/html,*/*');

function head(html: string) {
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)">/),
    canonical: pick(/<link rel="canonical" href="([^"]*)">/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)">/),
    ogUrl: pick(/<meta property="og:url" content="([^"]*)">/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)">/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe('status codes of served pages', () => {
  it('answers 404 with the app for unknown paths and /404, 200 for the pages the app has', async () => {
    const unknown = await page('/no/such/page').expect(404).expect('content-type', /html/);
    expect(unknown.text).toContain('<div id="root"></div>');
    expect(head(unknown.text).title).toBe('404 - 云模型');
    expect(unknown.text).toContain('<meta name="robots" content="noindex">');
    await page('/404').expect(404);
    await page('/detail/max').expect(404);
    await page('/ranking').expect(200);
    await page('/Ranking').expect(200); // the router matches letter case loosely, so does the gateway
    await page('/user/messages').expect(200);
    await page('/search/SearchPic').expect(200);
  });

  it('answers 404 for a missing model or album and 410 for a model taken offline', async () => {
    const { rows } = await query('select uuid, kind from models where online order by id limit 1');
    const { uuid } = rows[0] as { uuid: string };
    await query('update models set online = false where uuid = $1', [uuid]);
    try {
      const gone = await page(`/detail/max/${uuid}`).expect(410);
      expect(gone.text).toContain('<div id="root"></div>');
      await page(`/model/detail/1/${uuid}`).expect(410);
    } finally {
      await query('update models set online = true where uuid = $1', [uuid]);
    }
    await page('/detail/max/00000000-0000-4000-8000-000000000000').expect(404);
    await page('/detail/nokind/00000000-0000-4000-8000-000000000000').expect(404);
    await page('/album/albumDetail/00000000-0000-4000-8000-000000000000').expect(404);
  });
});

describe('heads written by the server', () => {
  it('writes a list page head from the first result page, with the public origin only', async () => {
    const response = await page('/list/max/0-0-0-1-0-0-0-0-0-0-0-0')
      .set('host', 'evil.example')
      .expect(200);
    const tags = head(response.text);
    expect(tags.title).toBe('3D模型下载 - 云模型');
    expect(tags.canonical).toBe(`${origin}/list/max/0-0-0-1-0-0-0-0-0-0-0-0`);
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogTitle).toBe(tags.title);
    expect(tags.description).toMatch(/^云模型3D模型：共 \d+ 个。/);
    expect(tags.ogImage).toMatch(/^https:\/\/www\.yunmo\.test\//);
    expect(response.text).not.toContain('evil.example');
  });

  it('names the keyword of a search and the channel of a channel page', async () => {
    const search = head((await page('/list/su?element=%E6%B2%99%E5%8F%91').expect(200)).text);
    expect(search.title).toBe('沙发 - SU模型 - 云模型');
    expect(search.canonical).toBe(
      `${origin}/list/su/${defaultFilterCode('su')}?element=%E6%B2%99%E5%8F%91`,
    );
    const channel = head((await page('/home/ue4').expect(200)).text);
    expect(channel.title).toBe(headFor({ name: 'channel', kind: 'ue4' }).title);
    expect(channel.canonical).toBe(`${origin}/home/ue4`);
  });

  it('writes the album title into an album page', async () => {
    const { rows } = await query('select uuid, title from albums order by id limit 1');
    const album = rows[0] as { uuid: string; title: string };
    const tags = head((await page(`/album/albumDetail/${album.uuid}`).expect(200)).text);
    expect(tags.title).toBe(`${album.title} - 模型专辑 - 云模型`);
    expect(tags.canonical).toBe(`${origin}/album/albumDetail/${album.uuid}`);
    expect(head((await page('/album/albumList').expect(200)).text).title).toBe('模型专辑 - 云模型');
  });

  it('writes a detail head with Product and BreadcrumbList JSON-LD from the model itself', async () => {
    const { rows } = await query(
      'select uuid, title, price_fen, download_count, favor_count from models where online and kind = 1 order by id limit 1',
    );
    const model = rows[0] as {
      uuid: string;
      title: string;
      download_count: number;
      favor_count: number;
    };
    const detail = (
      await request(app.server).get(`/api/kinds/max/models/${model.uuid}`).expect(200)
    ).body as { price: { fen: number } };
    const response = await page(`/detail/max/${model.uuid}`).expect(200);
    const tags = head(response.text);
    expect(tags.title).toBe(`${model.title} - 3D模型 - 云模型`);
    expect(tags.canonical).toBe(`${origin}/detail/max/${model.uuid}`);
    const [product, breadcrumbs] = tags.jsonLd;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: model.title,
      url: tags.canonical,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'CNY',
        price: (detail.price.fen / 100).toFixed(2),
      },
    });
    expect((product!.image as string[]).every((url) => url.startsWith(`${origin}/`))).toBe(true);
    expect(product!.interactionStatistic).toEqual([
      expect.objectContaining({ userInteractionCount: model.download_count }),
      expect.objectContaining({ userInteractionCount: model.favor_count }),
    ]);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('writes author, ranking, vip, image search and help heads', async () => {
    const { rows } = await query(
      'select user_name, nickname from users where is_author order by id limit 1',
    );
    const sitemap = (await request(app.server).get('/sitemaps/authors-1.xml').expect(200)).text;
    const flag = /personalCenter\/center\?flag=([^<&]+)/.exec(sitemap)![1]!;
    expect(decodeAuthorName(decodeURIComponent(flag))).toBe(
      (rows[0] as { user_name: string }).user_name,
    );
    const author = head((await page(`/personalCenter/center?flag=${flag}`).expect(200)).text);
    // The spec's author title: the name the page shows, followed by 个人主页.
    expect(author.title).toBe(`${(rows[0] as { nickname: string }).nickname}个人主页`);
    await page('/personalCenter/center?flag=zzzzzzzzz').expect(404);
    await page('/personalCenter/center').expect(404);
    for (const [path, title] of [
      ['/ranking', '作者排行榜 - 云模型'],
      ['/vip/vipList', '会员中心 - 云模型'],
      ['/search/searchPic', '以图搜图 - 云模型'],
      ['/commonProblems/commonProblemsIndex?section=contact', '常见问题 - 云模型'],
      ['/', '3D模型素材下载 - 云模型'],
    ] as const) {
      expect(head((await page(path).expect(200)).text).title).toBe(title);
    }
  });
});

describe('crawl files', () => {
  it('answers robots.txt as text with the sitemap on the public origin', async () => {
    const robots = await request(app.server)
      .get('/robots.txt')
      .set('host', 'evil.example')
      .expect(200)
      .expect('content-type', /text\/plain/);
    expect(robots.text).toContain('Disallow: /user/');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Disallow: /v1/');
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('never answers favicon.ico with HTML', async () => {
    const icon = await request(app.server).get('/favicon.ico').set('accept', '*/*').expect(404);
    expect(icon.headers['content-type']).not.toMatch(/html/);
  });

  it('indexes sitemap files that list every online model, album and author once', async () => {
    const index = await request(app.server)
      .get('/sitemap.xml')
      .expect(200)
      .expect('content-type', /xml/);
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files).toEqual([
      `${origin}/sitemaps/pages-1.xml`,
      `${origin}/sitemaps/models-1.xml`,
      `${origin}/sitemaps/albums-1.xml`,
      `${origin}/sitemaps/authors-1.xml`,
    ]);
    const models = (await request(app.server).get('/sitemaps/models-1.xml').expect(200)).text;
    const modelUrls = [...models.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const { rows } = await query('select count(*)::int as n from models where online');
    expect(modelUrls).toHaveLength((rows[0] as { n: number }).n);
    expect(new Set(modelUrls).size).toBe(modelUrls.length);
    expect(modelUrls[0]).toMatch(
      /^https:\/\/www\.yunmo\.test\/detail\/(max|su|mapping|ue4|uec)\/[0-9a-f-]{36}$/,
    );
    expect(models).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    const pages = (await request(app.server).get('/sitemaps/pages-1.xml').expect(200)).text;
    for (const path of ['/', '/home/max', '/home/uec', '/album/albumList', '/ranking'])
      expect(pages).toContain(`<loc>${origin}${path}</loc>`);
    await request(app.server).get('/sitemaps/models-2.xml').expect(404);
    await request(app.server).get('/sitemaps/other-1.xml').expect(404);
  });
});
