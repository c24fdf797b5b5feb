import { authorProfileSchema } from '@yunmo/api-contract/authors';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

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
  const rows = Buffer.concat(
    Array.from({ length: side }, () =>
      Buffer.from([0, ...Array.from({ length: side }, () => [40, 120, 200]).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const gateway = gatewayOverSeededApi(40);

describe('the author’s change-cover through the gateway', () => {
  it('needs a login and the CSRF proof, then shows the new banner on the author’s page', async () => {
    const body = { image: `data:image/png;base64,${solidPng(8).toString('base64')}` };
    await request(gateway.app.server).put('/api/me/author-cover').send(body).expect(401);

    const { agent, csrf, userName } = await registeredMember(gateway.app, 'cover');
    await agent.put('/api/me/author-cover').send(body).expect(403);

    const changed = await agent.put('/api/me/author-cover').set('x-csrf-token', csrf).send(body);
    expect(changed.body).not.toHaveProperty('error');
    expect(changed.status).toBe(200);
    expect(changed.body.bannerUrl).toMatch(/^\/files\/covers\/.+-pc\.jpg$/u);
    const profile = authorProfileSchema.parse(
      (await agent.get(`/api/authors/${userName}`).expect(200)).body,
    );
    expect(profile.bannerUrl).toBe(changed.body.bannerUrl);
    expect(profile.isOwner).toBe(true);
    await agent
      .get(changed.body.bannerUrl as string)
      .expect(200)
      .expect('content-type', /image\/jpeg/u);
  });

  it('refuses a picture that is not JPG/JPEG/PNG with the spec’s message', async () => {
    const { agent, csrf } = await registeredMember(gateway.app, 'cover');
    const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
    const refused = await agent
      .put('/api/me/author-cover')
      .set('x-csrf-token', csrf)
      .send({ image: gifAsPng });
    expect([400, 422]).toContain(refused.status);
    expect(refused.body.detail).toBe(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    const notDataUrl = await agent
      .put('/api/me/author-cover')
      .set('x-csrf-token', csrf)
      .send({ image: 'https://example.com/a.png' })
      .expect(400);
    expect(notDataUrl.body.detail).toContain(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
  });
});
