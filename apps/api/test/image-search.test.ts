import { readdir } from 'node:fs/promises';
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEmbedder } from '@yunmo/image-search/search-by-image';
import { ShapeEmbedder } from '@yunmo/image-search/shape-embedding';
import {
  buildingCatalogueIndex,
  indexIsCurrent,
  reindexCatalogue,
  WINDOWS_PER_PICTURE,
} from '../src/image-index/catalogue-index.js';
import { imageIndexViews } from '../src/previews/paths.js';
import { INDEX_BUILD_WAIT_MS } from '../src/routes/v1/search/userRole/imgSearch/index.js';
import { backends, build, type BuiltApp } from './helper.js';

interface Legacy<T> {
  code: number;
  msg: string;
  data: T;
}
interface Card {
  id: number;
  thumbPath: string;
  kind: number;
}

const base = '/v1/search/userRole/imgSearch';

describe.each(backends)('search by image on %s', (backend) => {
  let built: BuiltApp;
  let target: { id: number; kind: number; path: string };
  let preview: Buffer;

  // Each call from its own address: the per-address limit has a test of its own.
  let nextAddress = 1;
  const address = () => `198.51.100.${String(nextAddress++ % 250)}`;
  const search = async (body: unknown) =>
    (
      await request(built.app.server)
        .post(`${base}/imgSearch`)
        .set('x-client-ip', address())
        .send(body as object)
    ).body as Legacy<Card[] | null>;
  const upload = async (bytes: Buffer, name = 'picture.jpg', from = address()) =>
    (
      await request(built.app.server)
        .post(`${base}/localupload`)
        .set('x-client-ip', from)
        .attach('file', bytes, name)
    ).body as Legacy<{ path: string } | null>;
  const expectHealthy = async () => {
    const answer = await search({
      path: `data:image/png;base64,${(await sharp(preview).png().toBuffer()).toString('base64')}`,
      flag: 2,
      cid: target.kind,
    });
    expect(answer.code).toBe(200);
  };

  beforeAll(async () => {
    built = await build(backend, 120);
    const rows = await built.app.db.rows<{ id: number; kind: number; path: string }>(sql`
      select m.id, m.kind, m.thumb_path as path from models m where m.kind = 1 order by m.id limit 1`);
    target = rows[0]!;
    // The cover a list shows (the picture the index holds), saved by a visitor as a JPEG.
    preview = await sharp(
      (await request(built.app.server).get(target.path).buffer(true).expect(200)).body as Buffer,
    )
      .jpeg()
      .toBuffer();
  }, 120_000);
  afterAll(async () => built.close());

  it('indexes the seeded MAX and SU previews', async () => {
    const rows = await built.app.db.rows<{ cid: number; models: number }>(
      sql`select cid, count(distinct model_id)::int as models from image_embeddings group by cid order by cid`,
    );
    const kinds = await built.app.db.rows<{ kind: number; total: number }>(
      sql`select kind, count(*)::int as total from models where kind in (1, 2) group by kind order by kind`,
    );
    expect(rows.map((row) => [row.cid, row.models])).toEqual(
      kinds.map((row) => [row.kind, row.total]),
    );
  });

  // The crop cuts the object on two sides and is saved as a low-quality JPEG: the shape descriptor finds
  // the object's box in it and matches the catalogue's cut windows of the same render.
  it('finds the model from a crop of its preview pasted as a data URL', async () => {
    const { width = 0, height = 0 } = await sharp(preview).metadata();
    const crop = await sharp(preview)
      .extract({
        left: Math.round(width * 0.1),
        top: Math.round(height * 0.12),
        width: Math.round(width * 0.75),
        height: Math.round(height * 0.7),
      })
      .jpeg({ quality: 70 })
      .toBuffer();
    const answer = await search({
      path: `data:image/jpeg;base64,${crop.toString('base64')}`,
      flag: 2,
      cid: 1,
    });
    expect(answer.code).toBe(200);
    // Seeded models share generated pictures: the first hits are the models showing this one.
    const samePicture = await built.app.db.rows<{ id: number }>(sql`
      select m.id from models m where m.kind = 1 and m.thumb_path = ${target.path}`);
    const firstIds = answer
      .data!.slice(0, samePicture.length)
      .map((card) => card.id)
      .sort((a, b) => a - b);
    expect(firstIds).toEqual(samePicture.map((row) => row.id).sort((a, b) => a - b));
    expect(answer.data!.every((card) => card.kind === 1)).toBe(true);
  });

  it('while the index is being built, a search waits briefly, then says so; once built it answers', async () => {
    const picture = `data:image/png;base64,${(await sharp(preview).png().toBuffer()).toString('base64')}`;
    let finish: (() => void) | undefined;
    buildingCatalogueIndex(
      built.app.db,
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    expect(await search({ path: picture, flag: 2, cid: target.kind })).toEqual({
      code: 400,
      msg: IMAGE_SEARCH_MESSAGES.indexBuilding,
      data: null,
    });
    // A build that ends within the wait: the search answers from the whole index.
    setTimeout(() => finish?.(), INDEX_BUILD_WAIT_MS / 4);
    const answer = await search({ path: picture, flag: 2, cid: target.kind });
    expect(answer.code).toBe(200);
    expect(answer.data?.map((card) => card.id)).toContain(target.id);
  });

  it('indexes each rendered 3D model from every index angle', async () => {
    const rows = await built.app.db.rows<{ pictures: number }>(sql`
      select count(distinct window_index / ${WINDOWS_PER_PICTURE})::int as pictures from image_embeddings where model_id = ${target.id}`);
    expect(rows[0]!.pictures).toBe(imageIndexViews.length);
    // One colour histogram per index picture for the second stage.
    const details = await built.app.db.rows<{ total: number }>(sql`
      select count(*)::int as total from image_embeddings
      where model_id = ${target.id} and embedder = ${(defaultEmbedder as ShapeEmbedder).detailId}`);
    expect(details[0]!.total).toBe(imageIndexViews.length);
  });

  // Three whole reindexes of the test catalogue: 30 to 35 s on a loaded 2-core machine.
  it('indexes the catalogue again when the embedder changes, keeping only the new one', async () => {
    const other = new ShapeEmbedder({ grids: [4], orientations: 5 });
    expect(await indexIsCurrent(built.app.db)).toBe(true);
    expect(await indexIsCurrent(built.app.db, other)).toBe(false);
    const report = await reindexCatalogue(built.app.db, built.app.files.directory, {
      embedder: other,
    });
    expect(report.rows).toBeGreaterThan(0);
    const embedders = await built.app.db.rows<{ embedder: string }>(
      sql`select distinct embedder from image_embeddings order by embedder`,
    );
    // Its vectors and its colour histograms (the re-ranking's, stored under their own id).
    expect(embedders.map((row) => row.embedder)).toEqual([other.id, other.detailId].sort());
    expect(await indexIsCurrent(built.app.db)).toBe(false);
    // Back to the default, as a start after the change does.
    await reindexCatalogue(built.app.db, built.app.files.directory);
    expect(await indexIsCurrent(built.app.db)).toBe(true);
    // Rows without their lists are a load that stopped before its end (lists are written last).
    const lists = await built.app.db.rows<Record<string, unknown>>(
      sql`delete from image_embedding_lists where embedder = ${defaultEmbedder.id} returning *`,
    );
    expect(lists.length).toBeGreaterThan(0);
    expect(await indexIsCurrent(built.app.db)).toBe(false);
    await reindexCatalogue(built.app.db, built.app.files.directory);
    expect(await indexIsCurrent(built.app.db)).toBe(true);
    await expectHealthy();
  }, 120_000);

  it('uploads a file, then searches by its path, keeping nothing on disk', async () => {
    const filesBefore = await readdir(built.app.files.directory, { recursive: true });
    const uploaded = await upload(preview);
    expect(uploaded.code).toBe(200);
    expect(uploaded.data!.path).toMatch(
      /^\/v1\/search\/userRole\/imgSearch\/picture\/[0-9a-f]{32}\.jpg$/u,
    );
    const answer = await search({ path: uploaded.data!.path, flag: 1, cid: 1 });
    expect(answer.code).toBe(200);
    expect(answer.data!.map((card) => card.id)).toContain(target.id);
    // The uploaded picture is neither kept in the files tree nor anywhere else under the data folder.
    expect(await readdir(built.app.files.directory, { recursive: true })).toEqual(filesBefore);
    // Its small preview is shown while it lives; an unknown id is gone.
    const shown = await request(built.app.server).get(uploaded.data!.path);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(shown.body as Buffer).metadata()).width).toBeLessThanOrEqual(320);
    expect(
      (await request(built.app.server).get(`${base}/picture/${'0'.repeat(32)}.jpg`)).status,
    ).toBe(404);
    expect(
      await search({ path: `${base}/picture/${'0'.repeat(32)}.jpg`, flag: 1, cid: 1 }),
    ).toMatchObject({ code: 400, msg: IMAGE_SEARCH_MESSAGES.searchFailed });
    // The old stored-picture paths are no longer read.
    expect(
      (
        await search({
          path: '/files/image-search/0123456789abcdef0123456789abcdef.png',
          flag: 1,
          cid: 1,
        })
      ).code,
    ).toBe(400);
  });

  it('limits image-search calls per address, whatever the call', async () => {
    const png = await sharp(preview).resize(64).png().toBuffer();
    const body = { path: `data:image/png;base64,${png.toString('base64')}`, flag: 2, cid: 1 };
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await request(built.app.server)
        .post(`${base}/imgSearch`)
        .set('x-client-ip', from)
        .send(body);
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await request(built.app.server)
      .post(`${base}/imgSearch`)
      .set('x-client-ip', from)
      .send(body);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, msg: IMAGE_SEARCH_MESSAGES.tooFrequent });
    const limitedUpload = await request(built.app.server)
      .post(`${base}/localupload`)
      .set('x-client-ip', from)
      .attach('file', png, 'a.png');
    expect(limitedUpload.status).toBe(429);
    // Another address is not affected.
    expect(
      (
        await request(built.app.server)
          .post(`${base}/imgSearch`)
          .set('x-client-ip', '203.0.113.78')
          .send(body)
      ).status,
    ).toBe(200);
  });

  it('refuses bad files with the spec alerts and stays healthy', async () => {
    const textAsJpg = await upload(Buffer.from('<html>not a picture</html>'), 'fake.jpg');
    expect(textAsJpg).toMatchObject({ code: 400, msg: IMAGE_SEARCH_MESSAGES.fileWrongFormat });
    const empty = await upload(Buffer.alloc(0), 'empty.png');
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    const png = await sharp(preview).png().toBuffer();
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 2)), 'cut.png');
    expect(truncated.code).toBe(400);
    const bomb = await sharp({
      create: { width: 8000, height: 6250, channels: 3, background: '#777' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const bombAnswer = await upload(bomb, 'bomb.png');
    expect(bombAnswer.code).toBe(400);
    const huge = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await upload(huge, 'huge.png')).toMatchObject({
      code: 400,
      msg: IMAGE_SEARCH_MESSAGES.fileTooLarge,
    });
    const notMultipart = await request(built.app.server)
      .post(`${base}/localupload`)
      .set('x-client-ip', address())
      .send({ file: 'x' });
    expect(notMultipart.body.code).toBe(400);
    expect((await search({ path: 'data:image/png;base64,AAAA', flag: 2, cid: 1 })).code).toBe(400);
    expect((await search({ path: '', flag: 2, cid: 1 })).msg).toBe(IMAGE_SEARCH_MESSAGES.emptyUrl);
    expect((await search({ path: 'x', flag: 3, cid: 1 })).code).toBe(400);
    const oversizedDataUrl = `data:image/png;base64,${'A'.repeat(4_300_000)}`;
    expect(await search({ path: oversizedDataUrl, flag: 2, cid: 1 })).toMatchObject({
      code: 400,
      msg: IMAGE_SEARCH_MESSAGES.fileTooLarge,
    });
    await expectHealthy();
  });

  it('refuses links into the private network, and links that are not http', async () => {
    for (const link of [
      'http://127.0.0.1:1/a.png',
      'http://169.254.169.254/latest/meta-data/x.png',
      'http://10.0.0.1/a.jpg',
      'http://localhost/a.png',
      'file:///etc/passwd',
    ]) {
      const viaSearch = await search({ path: link, flag: 1, cid: 1 });
      expect(viaSearch.code).toBe(400);
      expect(viaSearch.msg).toBe(IMAGE_SEARCH_MESSAGES.unusableLink);
      const viaUpload = (
        await request(built.app.server)
          .post(`${base}/localuploadpath`)
          .set('x-client-ip', address())
          .send({ path: link })
      ).body as Legacy<null>;
      expect(viaUpload).toMatchObject({ code: 400, msg: IMAGE_SEARCH_MESSAGES.unusableLink });
    }
    expect(
      (
        (
          await request(built.app.server)
            .post(`${base}/localuploadpath`)
            .set('x-client-ip', address())
            .send({ path: '  ' })
        ).body as Legacy<null>
      ).msg,
    ).toBe(IMAGE_SEARCH_MESSAGES.emptyUrl);
    await expectHealthy();
  });
});
