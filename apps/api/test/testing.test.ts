import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../src/testing.js';

describe('createTestApi', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ count: 60, seed: 7 });
  });
  afterAll(async () => {
    await api.close();
    await expect(fetch(`${api.baseUrl}/v1/home/navList`)).rejects.toThrow();
  });

  it('serves a seeded catalogue and its files over HTTP', async () => {
    const response = await fetch(`${api.baseUrl}/v1/model/search?modelType=1&size=5`);
    const body = (await response.json()) as {
      code: number;
      data: { total: number; records: { thumbPath: string }[] };
    };
    expect(body.code).toBe(200);
    expect(body.data.records.length).toBeGreaterThan(0);
    const image = await fetch(`${api.baseUrl}${body.data.records[0]!.thumbPath}`);
    expect(image.status).toBe(200);
    // MAX models show renders of their own asset.
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});
