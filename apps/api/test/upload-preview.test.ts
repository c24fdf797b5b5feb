import { syntheticImage } from '@yunmo/image-search/synthetic-images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_REFUSALS, SPEC_SHUTDOWN_NOTICE } from '@yunmo/domain/shutdown';
import { models } from '../src/db/schema.js';
import { setShutdownSchedule } from '../src/notices/shutdown-schedule.js';
import { backends, build, fetchBytes, type BuiltApp } from './helper.js';

interface Legacy<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const secret = 'upload-service-secret-for-the-tests-0123456789';
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(backends)('model previews handed in by the upload service on %s', (backend) => {
  let built: BuiltApp;
  let closed: BuiltApp;

  beforeAll(async () => {
    built = await build(backend, 60, { UPLOAD_SERVICE_SECRET: secret });
    closed = await build(backend, 0);
  }, 240_000);
  afterAll(async () => {
    await built.close();
    await closed.close();
  });

  const send = (app: BuiltApp, body: object, authorization = `Bearer ${secret}`) =>
    request(app.app.server)
      .post('/v1/upload/modelPreview')
      .set('authorization', authorization)
      .send(body);

  async function firstModel(kind: number) {
    const [model] = await built.app.db.orm
      .select({ id: models.id, thumbPath: models.thumbPath })
      .from(models)
      .where(eq(models.kind, kind))
      .limit(1);
    return model!;
  }

  it('stores the preview and its thumbnail and indexes it at once: the picture finds its model first', async () => {
    const model = await firstModel(1);
    const picture = await syntheticImage(90_001, { width: 900, height: 700 });
    const answer = (await send(built, { modelId: model.id, image: dataUrl(picture) }))
      .body as Legacy<{ path: string; thumbPath: string; windows: number }>;
    expect(answer.code).toBe(200);
    expect(answer.data.windows).toBeGreaterThan(1);
    const thumb = await fetchBytes(built.app, answer.data.thumbPath);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    const [row] = await built.app.db.orm
      .select({ thumbPath: models.thumbPath })
      .from(models)
      .where(eq(models.id, model.id));
    expect(row?.thumbPath).toBe(answer.data.thumbPath);

    // A cropped screenshot of the new preview, searched in the 3D tab.
    const crop = await sharp(picture)
      .extract({ left: 90, top: 70, width: 720, height: 560 })
      .png()
      .toBuffer();
    const found = (
      await request(built.app.server)
        .post('/v1/search/userRole/imgSearch/imgSearch')
        .send({ path: dataUrl(crop), flag: 2, cid: 1 })
    ).body as Legacy<{ id: number }[]>;
    expect(found.code).toBe(200);
    expect(found.data[0]?.id).toBe(model.id);
  });

  it('is closed without a configured secret, refuses a wrong one, bad pictures and unknown models, and changes nothing', async () => {
    const model = await firstModel(2);
    const picture = await syntheticImage(90_002);
    expect(
      ((await send(closed, { modelId: 1, image: dataUrl(picture) })).body as Legacy).code,
    ).toBe(403);
    expect(
      (
        (await send(built, { modelId: model.id, image: dataUrl(picture) }, 'Bearer wrong'))
          .body as Legacy
      ).code,
    ).toBe(403);
    expect(
      ((await send(built, { modelId: model.id, image: dataUrl(picture) }, '')).body as Legacy).code,
    ).toBe(403);
    expect(
      (
        (await send(built, { modelId: model.id, image: dataUrl(Buffer.from('GIF89a-not-a-png')) }))
          .body as Legacy
      ).code,
    ).toBe(400);
    expect(
      (
        (await send(built, { modelId: model.id, image: dataUrl(picture.subarray(0, 200)) }))
          .body as Legacy
      ).code,
    ).toBe(400);
    expect(
      (
        (await send(built, { modelId: model.id, image: 'https://example.com/a.png' }))
          .body as Legacy
      ).code,
    ).toBe(400);
    expect(
      ((await send(built, { modelId: 99_999_999, image: dataUrl(picture) })).body as Legacy).code,
    ).toBe(404);
    expect((await firstModel(2)).thumbPath).toBe(model.thumbPath);
  });

  it('refuses uploads once a shutdown schedule has closed them, and takes them again when it is cleared', async () => {
    const model = await firstModel(2);
    const picture = await syntheticImage(90_003, { width: 900, height: 700 });
    await setShutdownSchedule(built.app.db.orm, {
      uploadClosedOn: SPEC_SHUTDOWN_NOTICE.uploadClosedOn,
      siteClosedOn: SPEC_SHUTDOWN_NOTICE.siteClosedOn,
    });
    try {
      const refused = (await send(built, { modelId: model.id, image: dataUrl(picture) }))
        .body as Legacy;
      expect(refused).toMatchObject({
        code: SHUTDOWN_REFUSALS.uploadsClosed.code,
        msg: SHUTDOWN_REFUSALS.uploadsClosed.message,
      });
    } finally {
      await setShutdownSchedule(built.app.db.orm, null);
    }
    expect(
      ((await send(built, { modelId: model.id, image: dataUrl(picture) })).body as Legacy).code,
    ).toBe(200);
  });
});
