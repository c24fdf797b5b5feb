import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImageInput } from './image-input.js';
import { embedPicture } from './embedding.js';
import { migrateImageEmbeddings, nearestOfModels, trainLists } from './knn-index.js';
import {
  defaultEmbedder,
  embedCatalogueFile,
  embedQuery,
  indexCatalogueImage,
  rerankByStoredDetails,
  searchByImage,
  searchByVectors,
} from './search-by-image.js';
import type { ShapeEmbedder } from './shape-embedding.js';
import { createRandom, syntheticImage, transformForQuery } from './synthetic-images.js';

describe('searchByImage and indexCatalogueImage on PGlite', () => {
  let database: PGlite;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await PGlite.create({ extensions: { cube } });
    await migrateImageEmbeddings(database);
    for (let modelId = 1; modelId <= 16; modelId++) {
      const result = await indexCatalogueImage(database, {
        modelId,
        cid: modelId <= 10 ? 1 : 2,
        image: await syntheticImage(modelId),
      });
      expect(result).toEqual({ ok: true, windows: 6 });
    }
    await trainLists(database, defaultEmbedder.id, { lists: 4 });
    const crop = await transformForQuery(await syntheticImage(7), 'crop', createRandom(1));
    server = createServer((request, response) => {
      if (request.url === '/crop.png')
        response.writeHead(200, { 'content-type': 'image/png' }).end(crop);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await database.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('finds the model from an uploaded crop, within the chosen tab only', async () => {
    const query = await transformForQuery(await syntheticImage(9), 'crop', createRandom(4));
    const found = await searchByImage(database, { kind: 'file', bytes: query }, { cid: 1, k: 5 });
    expect(found.ok && found.hits[0]?.modelId).toBe(9);
    const otherTab = await searchByImage(
      database,
      { kind: 'file', bytes: query },
      { cid: 2, k: 5 },
    );
    expect(otherTab.ok && otherTab.hits.every((hit) => hit.modelId > 10)).toBe(true);
  });

  it('stores one colour histogram per indexed picture and re-ranks the candidates by them', async () => {
    const embedder = defaultEmbedder as ShapeEmbedder;
    const counts = await database.query<{ model_id: number; total: number }>(
      `SELECT model_id, count(*)::int AS total FROM image_embeddings WHERE embedder = $1
       GROUP BY model_id ORDER BY model_id`,
      [embedder.detailId],
    );
    expect(counts.rows).toEqual(
      Array.from({ length: 16 }, (_, index) => ({ model_id: index + 1, total: 1 })),
    );
    // Model 9's own picture: its stored histogram is at distance 0, the others' further; model 12
    // is in the other tab.
    const own = await embedder.embedDetailed(await syntheticImage(9), 'catalogue');
    const nearest = await nearestOfModels(database, [3, 9, 12], own.details, {
      cid: 1,
      embedder: embedder.detailId,
    });
    expect([...nearest.keys()].sort()).toEqual([3, 9]);
    expect(nearest.get(9)).toBeCloseTo(0, 5);
    expect(nearest.get(3)).toBeGreaterThan(0.05);
    const query = await transformForQuery(await syntheticImage(9), 'crop', createRandom(4));
    const embedded = await embedQuery({ kind: 'file', bytes: query });
    if (!embedded.ok) throw new Error(embedded.message);
    const hits = await searchByVectors(database, embedded.vectors, embedded.embedder, {
      cid: 1,
      k: 10,
    });
    const scored = await rerankByStoredDetails(database, hits, embedded.details, {
      cid: 1,
      embedder: embedded.embedder,
    });
    expect(scored.map((hit) => hit.modelId).sort()).toEqual(hits.map((hit) => hit.modelId).sort());
    expect(scored[0]?.modelId).toBe(9);
    expect(
      scored.every((hit, index) => index === 0 || hit.score! >= scored[index - 1]!.score!),
    ).toBe(true);
    // Vectors of another embedder have no detail rows: the first stage's order stays.
    expect(
      await rerankByStoredDetails(database, hits, embedded.details, { cid: 1, embedder: 'other' }),
    ).toEqual(hits);
  });

  it('finds the model from a pasted screenshot (data URL)', async () => {
    const screenshot = await transformForQuery(
      await syntheticImage(14),
      'ui-frame',
      createRandom(8),
    );
    const dataUrl = `data:image/png;base64,${screenshot.toString('base64')}`;
    const found = await searchByImage(database, { kind: 'data-url', dataUrl }, { cid: 2, k: 3 });
    // The shape descriptor sees these abstract pictures' shapes through the frame less sharply than
    // a whole picture: the model is among the first three, not always first.
    expect(found.ok && found.hits.map((hit) => hit.modelId)).toContain(14);
  });

  it('finds the model from a link, fetched safely', async () => {
    const fetchOptions = { allowAddresses: ['127.0.0.1'] };
    const found = await searchByImage(
      database,
      { kind: 'url', url: `${base}/crop.png`, fetchOptions },
      { cid: 1, k: 3 },
    );
    expect(found.ok && found.hits[0]?.modelId).toBe(7);
    expect(
      await searchByImage(
        database,
        { kind: 'url', url: `${base}/page`, fetchOptions },
        { cid: 1, k: 3 },
      ),
    ).toEqual({
      ok: false,
      code: 'not-an-image',
      message: '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索',
    });
    expect(
      await searchByImage(database, { kind: 'url', url: `${base}/crop.png` }, { cid: 1, k: 3 }),
    ).toMatchObject({ code: 'forbidden-address' });
  });

  it('returns the spec messages for bad pictures', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await searchByImage(database, { kind: 'file', bytes: gif }, { cid: 1, k: 3 })).toEqual({
      ok: false,
      code: 'wrong-format',
      message: '上传图片只能是 JPG、JPEG、PNG 格式!',
    });
    expect(
      await searchByImage(
        database,
        { kind: 'data-url', dataUrl: 'data:image/gif;base64,R0lGOD==' },
        { cid: 1, k: 3 },
      ),
    ).toMatchObject({
      message: '搜索图片只能是 JPG、JPEG、PNG 格式!',
    });
    expect(
      await indexCatalogueImage(database, { modelId: 99, cid: 1, image: new Uint8Array(0) }),
    ).toMatchObject({ ok: false, code: 'empty' });
  });
});

describe('embedCatalogueFile', () => {
  // 240 x 180 is larger than the working copy (decoded to a PNG first); 160 x 120, the size of the
  // seed's index renders, is not (handed over as it is).
  it.each([
    [240, 180],
    [160, 120],
  ])(
    'embeds a %i x %i WebP render as the checked PNG copy would be embedded, and skips what is not a picture',
    async (width, height) => {
      const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-embed-'));
      try {
        const webp = await sharp(await syntheticImage(3, { width, height }))
          .webp({ quality: 80 })
          .toBuffer();
        await writeFile(path.join(folder, 'render.webp'), webp);
        await writeFile(path.join(folder, 'broken.webp'), webp.subarray(0, 40));
        // The path indexing took before: a PNG copy through the upload checks.
        const checked = await checkImageInput(await sharp(webp).png().toBuffer(), {
          source: 'file',
          gate: null,
        });
        if (!checked.ok) throw new Error(checked.message);
        const expected = await embedPicture(defaultEmbedder, checked.normalised, 'catalogue');
        const embedded = await embedCatalogueFile(path.join(folder, 'render.webp'));
        expect(embedded?.vectors.length).toBe(expected.vectors.length);
        embedded?.vectors.forEach((vector, index) =>
          expect(Array.from(vector)).toEqual(Array.from(expected.vectors[index]!)),
        );
        // One colour histogram per picture for the second stage, the same as the checked copy's.
        expect(embedded?.details).toHaveLength(1);
        expect(Array.from(embedded!.details[0]!)).toEqual(Array.from(expected.details[0]!));
        expect(await embedCatalogueFile(path.join(folder, 'broken.webp'))).toBeNull();
        expect(await embedCatalogueFile(path.join(folder, 'missing.webp'))).toBeNull();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
