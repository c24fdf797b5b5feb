import { describe, expect, it } from 'vitest';
import { createTestApi } from '../src/testing.js';

describe('createTestApi', () => {
  it('serves a seeded catalogue over HTTP and cleans up', async () => {
    const api = await createTestApi({ count: 60, seed: 7 });
    try {
      const response = await fetch(`${api.baseUrl}/v1/model/search?modelType=1&size=5`);
      const body = (await response.json()) as { code: number; data: { total: number; records: { thumbPath: string }[] } };
      expect(body.code).toBe(200);
      expect(body.data.records.length).toBeGreaterThan(0);
      const image = await fetch(`${api.baseUrl}${body.data.records[0]!.thumbPath}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    } finally {
      await api.close();
    }
    await expect(fetch(`${api.baseUrl}/v1/home/navList`)).rejects.toThrow();
  });
});
