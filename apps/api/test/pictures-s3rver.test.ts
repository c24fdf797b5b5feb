import { previewSrcSet } from '@yunmo/domain/previews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from './helper.js';
import { startBucket, type LocalBucket } from './local-servers.js';

interface Legacy<T> {
  code: number;
  data: T;
}

/**
 * Pictures in an S3-compatible bucket (s3rver): the boot publishes the seeded pictures, every size a
 * srcset names included, and answers name them by the public base URL, which serves them without
 * the API. The srcset the web derives from a URL is unchanged.
 */
describe('public pictures in a bucket (s3rver)', () => {
  let bucket: LocalBucket;
  let built: BuiltApp;
  let base = '';

  beforeAll(async () => {
    bucket = await startBucket('pictures');
    const { endpoint } = bucket;
    // A CDN-style base: here the bucket's own path-style URL, given explicitly.
    base = `${endpoint}/pictures`;
    built = await build('pglite', 4, {
      PICTURE_STORAGE_S3_ENDPOINT: endpoint,
      PICTURE_STORAGE_S3_BUCKET: 'pictures',
      PICTURE_STORAGE_S3_REGION: 'us-east-1',
      PICTURE_STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      PICTURE_STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      PICTURE_PUBLIC_BASE_URL: `${base}/`,
    });
  }, 600_000);
  afterAll(async () => {
    await built.close();
    await bucket.close();
  });

  async function answer<T>(url: string): Promise<Legacy<T>> {
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<Legacy<T>>();
  }

  async function fetchPicture(url: string) {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('answers list and detail pictures as bucket URLs that fetch the seeded picture, at every srcset width', async () => {
    const list = await answer('/v1/model/search?page=1');
    const text = JSON.stringify(list);
    expect(text).not.toContain('"/files/');
    const urls = [...text.matchAll(/"(http:[^"]+\.(?:webp|jpg|png))"/gu)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${base}/`)).toBe(true);

    const first = urls[0]!;
    const picture = await fetchPicture(first);
    expect(picture.status).toBe(200);
    expect(picture.type).toMatch(/^image\//u);
    expect(picture.cache).toBe('public, max-age=86400');
    expect(picture.bytes.length).toBeGreaterThan(100);

    // Every width the web's srcset names for a rendered preview is in the bucket.
    const rendered = urls.find((url) => previewSrcSet(url) !== undefined);
    expect(rendered).toBeDefined();
    const srcset = previewSrcSet(rendered!)!;
    const candidates = srcset.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    for (const candidate of candidates) {
      expect(candidate.startsWith(`${base}/`)).toBe(true);
      expect((await fetchPicture(candidate)).status).toBe(200);
    }

    const uuid = /"uuid":"([^"]+)"/u.exec(text)?.[1] ?? '';
    const detail = JSON.stringify(await answer(`/v1/webDetail/get?uuid=${uuid}`));
    const detailUrls = [...detail.matchAll(/"(http:[^"]+\.(?:webp|jpg|png))"/gu)].map(
      (match) => match[1]!,
    );
    expect(detail).not.toContain('"/files/');
    expect(detailUrls.length).toBeGreaterThan(0);
    for (const url of detailUrls) expect((await fetchPicture(url)).status).toBe(200);
  });
});
