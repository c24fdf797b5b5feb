import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { kindFromCode } from '@yunmo/domain/asset-kinds';
import { CHANNEL_SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { fenToYuanString } from '@yunmo/domain/money';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';

// The real web build: its dist-ssr holds the server render (built before this suite, see turbo.json).
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));

let api: TestApi;
let app: FastifyInstance;
let query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

beforeAll(async () => {
  if (!existsSync(ssrEntry))
    throw new Error('build the web app first: pnpm --filter @yunmo/web build');
  api = await createTestApi({ count: 30 });
  app = await build({
    V1_UPSTREAM: api.baseUrl,
    WEB_DIST: webDist,
    CACHE_TTL_MS: '0',
    SSR: '1',
    SSR_TIMEOUT_MS: '10000',
  });
  const db = (api.app as unknown as { db: { executor: { query: typeof query } } }).db;
  query = (sql, params) => db.executor.query(sql, params);
}, 400_000);
afterAll(async () => {
  await app.close();
  await api.close();
});

const page = (path: string) => request(app.server).get(path).set('accept', 'text/html,*/*');

/** The server-rendered content of `#root` and the rehydration payload. */
function rendered(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="yunmo-state">/.exec(
      html,
    )?.[1] ?? '';
  const state = /<script type="application\/json" id="yunmo-state">(.*?)<\/script>/.exec(html)?.[1];
  const queries =
    state === undefined
      ? {}
      : (JSON.parse(state) as { api: { queries: Record<string, { status: string }> } }).api.queries;
  return { root, queries };
}

async function renderedJson(path: string): Promise<unknown> {
  const response = await request(app.server).get(path).expect(200);
  return response.body;
}

describe('server-rendered pages', () => {
  it('renders a list page with the titles, prices and images of its first results, and their cache', async () => {
    const response = await page('/list/max').expect(200).expect('x-rendered', 'server');
    const { root, queries } = rendered(response.text);
    const data = (await renderedJson('/api/kinds/max/models?page=1')) as {
      items: { title: string; thumbnailUrl: string; priceLabel?: string }[];
    };
    expect(data.items.length).toBeGreaterThan(3);
    for (const item of data.items.slice(0, 4)) {
      expect(root).toContain(item.title.replace(/&/g, '&amp;'));
      expect(root).toContain(item.thumbnailUrl.replace(/&/g, '&amp;'));
      if (item.priceLabel) expect(root).toContain(item.priceLabel);
    }
    expect(Object.keys(queries).some((key) => key.startsWith('searchKindModels('))).toBe(true);
    expect(Object.values(queries).every((entry) => entry.status === 'fulfilled')).toBe(true);
    // The page's own early request script is dropped: the data is already in the page.
    expect(response.text).not.toContain('/early-data.js');
    expect(response.text).toContain('<title>');
    // No boundary is left pending for an inline script to fill in: the CSP allows no inline script.
    expect(response.text).not.toContain('<!--$?-->');
    expect(response.text).not.toMatch(/<script>(?!<\/script>)/u);
  });

  it('renders a detail page with its title, price and images', async () => {
    const { rows } = await query('select uuid, kind from models where online order by id limit 1');
    const { uuid } = rows[0] as { uuid: string };
    const kind = kindFromCode(Number(rows[0]!.kind))!;
    const detail = (await renderedJson(`/api/kinds/${kind}/models/${uuid}`)) as {
      title: string;
      price: { fen: number; free: boolean };
      images: { url: string }[];
    };
    const response = await page(`/detail/${kind}/${uuid}`)
      .expect(200)
      .expect('x-rendered', 'server');
    const { root, queries } = rendered(response.text);
    expect(root).toContain(detail.title.replace(/&/g, '&amp;'));
    expect(root).toContain(detail.images[0]!.url.replace(/&/g, '&amp;'));
    // React separates the two text parts with an empty comment.
    if (!detail.price.free)
      expect(root.replace(/<!-- -->/g, '')).toContain(`¥${fenToYuanString(detail.price.fen)}`);
    expect(Object.keys(queries).some((key) => key.startsWith('getModelDetail('))).toBe(true);
    // The JSON-LD head stays.
    expect(response.text).toContain('application/ld+json');
  });

  it('renders an album page and a channel page', async () => {
    const { rows } = await query('select uuid, title from albums order by id limit 1');
    const album = rows[0] as { uuid: string; title: string };
    const albumPage = rendered(
      (await page(`/album/albumDetail/${album.uuid}`).expect(200).expect('x-rendered', 'server'))
        .text,
    );
    expect(albumPage.root).toContain(album.title.replace(/&/g, '&amp;'));
    expect(Object.keys(albumPage.queries).some((key) => key.startsWith('getAlbum('))).toBe(true);

    const channel = await page('/home/max').expect(200).expect('x-rendered', 'server');
    const channelPage = rendered(channel.text);
    const models = (await renderedJson(
      `/api/channels/max/models?sort=${String(CHANNEL_SORT_OPTIONS[0].value)}&page=1`,
    )) as { items: { title: string }[] };
    if (models.items[0])
      expect(channelPage.root).toContain(models.items[0].title.replace(/&/g, '&amp;'));
    expect(
      Object.keys(channelPage.queries).some((key) => key.startsWith('getChannelModels(')),
    ).toBe(true);
  });

  it('announces the rendered route’s chunks and styles in the head, from the build manifest', async () => {
    const manifest = JSON.parse(readFileSync(`${webDist}/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const headOf = async (path: string) => {
      const html = (await page(path).expect(200).expect('x-rendered', 'server')).text;
      return html.slice(0, html.indexOf('</head>'));
    };
    const listHead = await headOf('/list/max');
    const list = manifest['src/app/routes/list.tsx'];
    expect(list).toBeDefined();
    expect(listHead).toContain(
      `<link rel="modulepreload" crossorigin href="/${list?.file ?? ''}">`,
    );
    // What the entry already brings is not announced twice.
    const entry = manifest['index.html']?.file ?? '';
    expect(listHead).not.toContain(`rel="modulepreload" crossorigin href="/${entry}"`);
    // A route with styles of its own gets them before its server-rendered content paints.
    const channel = manifest['src/app/routes/channel.tsx'];
    const channelHead = await headOf('/home/max');
    expect(channelHead).toContain(`href="/${channel?.file ?? ''}"`);
    for (const style of channel?.css ?? [])
      expect(channelHead).toContain(`<link rel="stylesheet" crossorigin href="/${style}">`);
    // The plain app (the home page is not rendered) announces no route.
    const home = (await page('/').expect(200)).text;
    expect(home).not.toContain(list?.file ?? 'list');
  });

  it('sends the page compressed by negotiation, its first row of pictures preloaded at the top of the head', async () => {
    const answer = (encoding: string) =>
      app.inject({
        url: '/list/max',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
    const br = await answer('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-rendered']).toBe('server');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // Every request renders afresh here (no cache): the state's request ids differ, the head does not.
    const gzip = await answer('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain(head);
    const plain = await answer('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(head);
    expect(plain.body).toContain('<script type="application/json" id="yunmo-state">');
    const preloads = head.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g);
    expect(preloads?.length).toBeGreaterThan(0);
    // Ahead of every script and stylesheet of the head.
    expect(head.indexOf(preloads?.[0] ?? '')).toBeLessThan(head.indexOf('<script'));
    expect(head.indexOf(preloads?.[0] ?? '')).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it('keeps 404 and 410 as the plain app, and serves visitors with a login cookie the plain app', async () => {
    await page('/detail/max/00000000-0000-4000-8000-000000000000')
      .expect(404)
      .expect((response) => {
        expect(response.text).toContain('<div id="root"></div>');
      });
    await page('/album/albumDetail/00000000-0000-4000-8000-000000000000').expect(404);
    const { rows } = await query('select uuid from models where online order by id limit 1');
    const { uuid } = rows[0] as { uuid: string };
    await query('update models set online = false where uuid = $1', [uuid]);
    try {
      const gone = await page(`/detail/max/${uuid}`).expect(410);
      expect(gone.text).toContain('<div id="root"></div>');
    } finally {
      await query('update models set online = true where uuid = $1', [uuid]);
    }
    const member = await page('/list/max').set('cookie', 'login=someone').expect(200);
    expect(member.headers['x-rendered']).toBeUndefined();
    expect(member.text).toContain('<div id="root"></div>');
  });
});
