import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { backends, build, fetchBytes, type BuiltApp } from './helper.js';
import { createSession } from './session-helper.js';

interface Legacy<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const dataUrl = (type: string, bytes: Buffer) =>
  `data:image/${type};base64,${bytes.toString('base64')}`;

describe.each(backends)('author cover on %s', (backend) => {
  let built: BuiltApp;
  let picture: Buffer;

  beforeAll(async () => {
    built = await build(backend, 40);
    picture = await sharp({
      create: { width: 900, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  async function change(token: string | undefined, image: string) {
    const call = request(built.app.server).post('/v1/personal/updateCover');
    if (token) void call.set('token', token);
    return (await call.send({ image })).body as Legacy<{ pcPath: string; mobilePath: string }>;
  }
  async function bannersOf(userId: number) {
    const [row] = await built.app.db.orm
      .select({ pc: users.pcBannerPath, mobile: users.mobileBannerPath })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  it('crops the picture to the desktop and phone banners of the caller’s own page', async () => {
    const { token, userId, userName } = await createSession(built.app);
    const answer = await change(token, dataUrl('png', picture));
    expect(answer.code).toBe(200);
    expect(await bannersOf(userId)).toEqual({
      pc: answer.data.pcPath,
      mobile: answer.data.mobilePath,
    });
    for (const [publicPath, width, height] of [
      [answer.data.pcPath, 1920, 360],
      [answer.data.mobilePath, 750, 300],
    ] as const) {
      const file = await fetchBytes(built.app, publicPath);
      expect(file.status).toBe(200);
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
    const profile = (
      await request(built.app.server).get('/v1/personal/getInfo').query({ author: userName })
    ).body as Legacy<{ pcBanner: string }>;
    expect(profile.data.pcBanner).toBe(answer.data.pcPath);
  });

  it('refuses guests, wrong types by their bytes, truncated pictures and bombs, and changes nothing', async () => {
    const { token, userId } = await createSession(built.app);
    const before = await bannersOf(userId);
    expect((await change(undefined, dataUrl('png', picture))).code).toBe(10004);
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    expect(await change(token, dataUrl('gif', gif))).toMatchObject({
      code: 400,
      msg: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    });
    expect(await change(token, dataUrl('png', gif))).toMatchObject({
      code: 400,
      msg: IMAGE_SEARCH_MESSAGES.fileWrongFormat,
    });
    expect(
      (await change(token, dataUrl('png', picture.subarray(0, Math.floor(picture.length / 2)))))
        .code,
    ).toBe(400);
    // A PNG header claiming 30000 x 30000 pixels: refused before anything is decoded.
    const bomb = Buffer.from(picture);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    expect((await change(token, dataUrl('png', bomb))).code).toBe(400);
    const huge = (
      await request(built.app.server)
        .post('/v1/personal/updateCover')
        .set('token', token)
        .send({ image: `data:image/png;base64,${'A'.repeat(4_300_000)}` })
    ).body as Legacy;
    expect(huge.code).toBe(400);
    expect(await bannersOf(userId)).toEqual(before);
  });
});
