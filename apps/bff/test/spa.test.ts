import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueRoutes,
  legacyCard,
  startFakeUpstream,
  type FakeUpstream,
} from './fake-upstream.js';
import { documentOnlyHeaders } from '../src/plugins/app/spa.js';
import { build } from './helper.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
  app = await build({
    V1_UPSTREAM: upstream.url,
    PUBLIC_ORIGIN: 'https://www.yunmo.test',
    CACHE_TTL_MS: '0',
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('one origin for the web app', () => {
  it('serves built files and falls back to index.html for client routes that accept HTML', async () => {
    await request(app.server)
      .get('/assets/app.css')
      .expect(200)
      .expect('content-type', /css/)
      .expect('cache-control', /immutable/);
    const page = await request(app.server)
      .get('/album/albumList')
      .set('accept', 'text/html,*/*')
      .expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    await request(app.server)
      .get('/')
      .set('accept', 'text/html')
      .expect(200)
      .expect('content-type', /html/);
  });

  it('sends build assets without the document-only security headers, and pages with them', async () => {
    const asset = await request(app.server).get('/assets/app.css').expect(200);
    for (const name of documentOnlyHeaders) expect(asset.headers[name]).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await request(app.server).get('/').set('accept', 'text/html').expect(200);
    for (const name of documentOnlyHeaders) expect(page.headers[name]).toBeDefined();
  });

  it('answers 404 JSON for unknown assets that do not accept HTML, and for /v1 paths the upstream lacks', async () => {
    const asset = await request(app.server)
      .get('/assets/missing.js')
      .set('accept', 'application/javascript')
      .expect(404);
    expect(asset.body.code).toBe('NOT_FOUND');
    // Even a navigation to a missing build asset is a 404, never the app shell.
    const navigation = await request(app.server)
      .get('/assets/missing-chunk.js')
      .set('accept', 'text/html,*/*')
      .expect(404);
    expect(navigation.body.code).toBe('NOT_FOUND');
    await request(app.server).get('/v1/no/such/call').expect(404);
  });

  it('writes title, description, canonical and og:image from real data into list pages, HTML-escaped', async () => {
    upstream.routes['/v1/model/search'] = {
      data: {
        total: 3,
        totalCapped: false,
        records: [
          legacyCard({ title: '"><script>alert(1)</script>', thumbPath: '/files/thumbs/x.jpg' }),
        ],
      },
    };
    const page = await request(app.server)
      .get('/list/max/1-11-0-1-0-0-0-0-0-0-0-0')
      .query({ element: '<b>沙发</b>' })
      .set('accept', 'text/html')
      .expect(200);
    const html = page.text;
    expect(html).toContain('<title>&lt;b&gt;沙发&lt;/b&gt; - 沙发 - 3D模型 - 云模型</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.yunmo.test/list/max/1-11-0-1-0-0-0-0-0-0-0-0?element=%3Cb%3E%E6%B2%99%E5%8F%91%3C%2Fb%3E">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.yunmo.test/files/thumbs/x.jpg">',
    );
    expect(html).toMatch(
      /<meta name="description" content="云模型3D模型「&lt;b&gt;沙发&lt;\/b&gt; 沙发」：共 3 个。&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;">/,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('default description');
  });

  it('canonicalises an invalid filter code and still serves the page when the upstream fails', async () => {
    const page = await request(app.server)
      .get('/list/mapping/nonsense')
      .set('accept', 'text/html')
      .expect(200);
    expect(page.text).toContain(
      'href="https://www.yunmo.test/list/mapping/0-0-0-2-0-0-0-0-0-0-0-0"',
    );
    upstream.routes['/v1/ue4/search'] = { reset: true };
    const fallback = await request(app.server)
      .get('/list/ue4/0-0-0-1-0-0-0-0-0-0-0-0')
      .set('accept', 'text/html')
      .expect(200);
    expect(fallback.text).toContain('<title>云模</title>');
  });
});

describe('sitemap files', () => {
  it('splits each section into files of the size the API pages by, walking ids from each file start', async () => {
    const ids = [3, 8, 9, 20, 21];
    upstream.routes['/v1/sitemap/summary'] = {
      data: {
        size: 2,
        sections: [
          { type: 'models', pageStarts: [3, 9, 21] },
          { type: 'albums', pageStarts: [] },
          { type: 'authors', pageStarts: [4] },
        ],
      },
    };
    upstream.routes['/v1/sitemap/entries'] = (recorded) => {
      const query = recorded.query;
      const fromId = Number(query.get('fromId'));
      const limit = Number(query.get('limit'));
      if (query.get('type') === 'authors')
        return {
          data: { items: [{ id: 4, userName: 'a&b', lastmod: '2026-01-02T00:00:00.000Z' }] },
        };
      const items = ids
        .filter((id) => id >= fromId)
        .slice(0, limit)
        .map((id) => ({
          id,
          uuid: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
          kind: 2,
          lastmod: '2026-01-01T00:00:00.000Z',
        }));
      return { data: { items } };
    };
    const index = await request(app.server)
      .get('/sitemap.xml')
      .set('host', 'evil.example')
      .expect(200)
      .expect('content-type', /application\/xml/);
    expect([...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.yunmo.test/sitemaps/pages-1.xml',
      'https://www.yunmo.test/sitemaps/models-1.xml',
      'https://www.yunmo.test/sitemaps/models-2.xml',
      'https://www.yunmo.test/sitemaps/models-3.xml',
      'https://www.yunmo.test/sitemaps/authors-1.xml',
    ]);
    expect(index.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const second = await request(app.server).get('/sitemaps/models-2.xml').expect(200);
    expect([...second.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.yunmo.test/detail/su/00000000-0000-4000-8000-000000000009',
      'https://www.yunmo.test/detail/su/00000000-0000-4000-8000-000000000020',
    ]);
    expect(second.text).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    const authors = await request(app.server).get('/sitemaps/authors-1.xml').expect(200);
    expect(authors.text).toMatch(
      /<loc>https:\/\/www\.yunmo\.test\/personalCenter\/center\?flag=[^<&]+<\/loc>/,
    );
    await request(app.server).get('/sitemaps/models-4.xml').expect(404);
    await request(app.server).get('/sitemaps/albums-1.xml').expect(404);
    await request(app.server).get('/sitemaps/pages-2.xml').expect(404);
  });
});

describe('without a built web app', () => {
  it('answers a small page saying so, while /api keeps working', async () => {
    const emptyDirectory = mkdtempSync(join(tmpdir(), 'yunmo-web-'));
    const bare = await build({ V1_UPSTREAM: upstream.url, WEB_DIST: emptyDirectory });
    try {
      const page = await request(bare.server)
        .get('/list/max/0-0-0-1-0-0-0-0-0-0-0-0')
        .set('accept', 'text/html')
        .expect(503);
      expect(page.text).toContain('The web app is not built');
      await request(bare.server).get('/ranking').set('accept', 'text/html').expect(503);
      await request(bare.server).get('/api/label-words').expect(200);
    } finally {
      await bare.close();
      rmSync(emptyDirectory, { recursive: true, force: true });
    }
  });
});
