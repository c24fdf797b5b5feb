import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes, legacyCard, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream(catalogueRoutes());
  app = await build({ V1_UPSTREAM: upstream.url, PUBLIC_ORIGIN: 'https://www.yunmo.test', CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('one origin for the web app', () => {
  it('serves built files and falls back to index.html for client routes that accept HTML', async () => {
    await request(app.server).get('/assets/app.css').expect(200).expect('content-type', /css/).expect('cache-control', /immutable/);
    const page = await request(app.server).get('/album/albumList').set('accept', 'text/html,*/*').expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    await request(app.server).get('/').set('accept', 'text/html').expect(200).expect('content-type', /html/);
  });

  it('answers 404 JSON for unknown assets that do not accept HTML, and for /v1 paths the upstream lacks', async () => {
    const asset = await request(app.server).get('/assets/missing.js').set('accept', 'application/javascript').expect(404);
    expect(asset.body.error.code).toBe('NOT_FOUND');
    // Even a navigation to a missing build asset is a 404, never the app shell.
    const navigation = await request(app.server).get('/assets/missing-chunk.js').set('accept', 'text/html,*/*').expect(404);
    expect(navigation.body.error.code).toBe('NOT_FOUND');
    await request(app.server).get('/v1/no/such/call').expect(404);
  });

  it('writes title, description, canonical and og:image from real data into list pages, HTML-escaped', async () => {
    upstream.routes['/v1/model/search'] = {
      data: { total: 3, totalCapped: false, records: [legacyCard({ title: '"><script>alert(1)</script>', thumbPath: '/files/thumbs/x.jpg' })] },
    };
    const page = await request(app.server)
      .get('/list/max/1-11-0-1-0-0-0-0-0-0-0-0')
      .query({ element: '<b>沙发</b>' })
      .set('accept', 'text/html')
      .expect(200);
    const html = page.text;
    expect(html).toContain('<title>&lt;b&gt;沙发&lt;/b&gt; - 沙发 - 3D模型 - 云模型</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.yunmo.test/list/max/1-11-0-1-0-0-0-0-0-0-0-0">');
    expect(html).toContain('<meta property="og:image" content="https://www.yunmo.test/files/thumbs/x.jpg">');
    expect(html).toMatch(/<meta name="description" content="云模型3D模型：共 3 个。&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;">/);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('default description');
  });

  it('canonicalises an invalid filter code and still serves the page when the upstream fails', async () => {
    const page = await request(app.server).get('/list/mapping/nonsense').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('href="https://www.yunmo.test/list/mapping/0-0-0-2-0-0-0-0-0-0-0-0"');
    upstream.routes['/v1/ue4/search'] = { reset: true };
    const fallback = await request(app.server).get('/list/ue4/0-0-0-1-0-0-0-0-0-0-0-0').set('accept', 'text/html').expect(200);
    expect(fallback.text).toContain('<title>云模</title>');
  });
});

describe('without a built web app', () => {
  it('answers a small page saying so, while /api keeps working', async () => {
    const emptyDirectory = mkdtempSync(join(tmpdir(), 'yunmo-web-'));
    const bare = await build({ V1_UPSTREAM: upstream.url, WEB_DIST: emptyDirectory });
    try {
      const page = await request(bare.server).get('/list/max/0-0-0-1-0-0-0-0-0-0-0-0').set('accept', 'text/html').expect(503);
      expect(page.text).toContain('The web app is not built');
      await request(bare.server).get('/ranking').set('accept', 'text/html').expect(503);
      await request(bare.server).get('/api/label-words').expect(200);
    } finally {
      await bare.close();
      rmSync(emptyDirectory, { recursive: true, force: true });
    }
  });
});
