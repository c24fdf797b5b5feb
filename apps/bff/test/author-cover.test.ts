import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { authorProfileSchema } from '@yunmo/api-contract/authors';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';

/** A real PNG (8 x 8, one colour), built by hand: the gateway has no image library. */
function solidPng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: side }, () => Buffer.from([0, ...Array.from({ length: side }, () => [40, 120, 200]).flat()])));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi({ count: 40 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('the author’s change-cover through the gateway', () => {
  it('needs a login and the CSRF proof, then shows the new banner on the author’s page', async () => {
    const body = { image: `data:image/png;base64,${solidPng(8).toString('base64')}` };
    await request(app.server).put('/api/me/author-cover').send(body).expect(401);

    const agent = request.agent(app.server);
    const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
    const userName = `cover_${String(Date.now()).slice(-8)}`;
    await agent.post('/api/session/register').set('x-csrf-token', csrf).send({ userName, phone: `166${String(Date.now()).slice(-8)}`, password: 'correct-horse' }).expect(200);
    await agent.put('/api/me/author-cover').send(body).expect(403);

    const changed = await agent.put('/api/me/author-cover').set('x-csrf-token', csrf).send(body);
    expect(changed.body).not.toHaveProperty('error');
    expect(changed.status).toBe(200);
    expect(changed.body.bannerUrl).toMatch(/^\/files\/covers\/.+-pc\.jpg$/u);
    const profile = authorProfileSchema.parse((await agent.get(`/api/authors/${userName}`).expect(200)).body);
    expect(profile.bannerUrl).toBe(changed.body.bannerUrl);
    expect(profile.isOwner).toBe(true);
    await agent.get(changed.body.bannerUrl as string).expect(200).expect('content-type', /image\/jpeg/u);
  });

  it('refuses a picture that is not JPG/JPEG/PNG with the spec’s message', async () => {
    const agent = request.agent(app.server);
    const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
    await agent.post('/api/session/register').set('x-csrf-token', csrf).send({ userName: `cov2_${String(Date.now()).slice(-8)}`, phone: `167${String(Date.now()).slice(-8)}`, password: 'correct-horse' }).expect(200);
    const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
    const refused = await agent.put('/api/me/author-cover').set('x-csrf-token', csrf).send({ image: gifAsPng });
    expect([400, 422]).toContain(refused.status);
    expect(refused.body.error.message).toBe(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    const notDataUrl = await agent.put('/api/me/author-cover').set('x-csrf-token', csrf).send({ image: 'https://example.com/a.png' }).expect(400);
    expect(notDataUrl.body.error.message).toContain(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
  });
});
