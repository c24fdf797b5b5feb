/**
 * Image search benchmark: does a picture of an object find that object, and objects of its kind?
 *
 * 1. Catalogue: generated 3D assets of every 3D subcategory the seed uses (`--per-subcategory`, about
 *    the seeded catalogue's density), each rendered from the six index angles the seed renders and
 *    indexed with the default embedder on PGlite, as the seed does. Its seeds differ from the set the
 *    projection was fitted on (fit-projection.ts).
 * 2. Queries: (a) one render of every asset from a random angle at least 12 degrees of azimuth or 10
 *    of elevation away from every index angle, saved as a 480 x 360 JPEG; (b) crops of multi-object
 *    scenes: 2 to 4 catalogue assets side by side, rendered together, each object cut out along the
 *    empty columns between them. Figures: the exact model in the top 10, and the share of the top 10
 *    in the query's subcategory, through the real search path (inverted-file index).
 * 3. Embedding time per picture, one core (sharp limited to one thread, pictures one at a time).
 * 4. Query latency at `--latency-images` indexed pictures (default 100,000; each picture is several
 *    windows): the real catalogue's rows plus copies with Gaussian noise, on PGlite and PostgreSQL.
 *
 * Usage: pnpm --filter @yunmo/bench bench:image-search [--per-subcategory 28] [--scenes 60]
 *        [--latency-images 100000] [--latency-queries 100] [--engines pglite,postgres]
 */
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { normalise } from '@yunmo/image-search/embedding';
import {
  type EmbeddingRow,
  type SqlExecutor,
  insertEmbeddings,
  migrateImageEmbeddings,
  searchNearest,
  trainLists,
} from '@yunmo/image-search/knn-index';
import { rerankBySubcategoryVotes } from '@yunmo/image-search/rerank';
import { defaultEmbedder } from '@yunmo/image-search/search-by-image';
import { shapePicture } from '@yunmo/image-search/shape-embedding';
import pg from 'pg';
import sharp from 'sharp';
import { median, percentile, withTarget, writeResult, type Figure } from '../lib/report.js';
import {
  type CatalogueAsset,
  catalogueFiles,
  createRandom,
  queryFile,
  readPicture,
  renderScenes,
  renderedSet,
  wholeNumberArgument,
} from './dataset.js';

const PER_SUBCATEGORY = wholeNumberArgument('per-subcategory', 28);
const SCENES = wholeNumberArgument('scenes', 60);
const LATENCY_IMAGES = wholeNumberArgument('latency-images', 100_000);
const LATENCY_QUERIES = wholeNumberArgument('latency-queries', 100);
const ENGINES = (() => {
  const index = process.argv.indexOf('--engines');
  return index >= 0 ? (process.argv[index + 1] ?? '').split(',') : ['pglite', 'postgres'];
})();
const WINDOWS_PER_PICTURE = 32;
const embedder = defaultEmbedder;
const figures: Figure[] = [];
const format = (value: number, digits = 1) => value.toFixed(digits);
// One core: libvips works on one thread, and pictures are embedded one at a time.
sharp.concurrency(1);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** Cuts each object out of a scene along the columns without edges between them; undefined when they do not separate. */
async function cropScene(picture: Buffer, members: number): Promise<Buffer[] | undefined> {
  const { data, info } = await sharp(picture)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const working = shapePicture(data, info.width, info.height, info.channels);
  const strong = (at: number) => working.magnitude[at]! > 0.05;
  const columnEdges = new Int32Array(info.width);
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) if (strong(y * info.width + x)) columnEdges[x]!++;
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= info.width; x++) {
    const on = x < info.width && columnEdges[x]! > 1;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      const last = runs.at(-1);
      // Gaps narrower than a few pixels are inside one object (between chair legs, say).
      if (last && start - last[1] < 6) last[1] = x;
      else runs.push([start, x]);
      start = -1;
    }
  }
  const objects = runs.filter(([from, to]) => to - from >= 12);
  if (objects.length !== members) return undefined;
  const crops: Buffer[] = [];
  for (const [index, [from, to]] of objects.entries()) {
    const left = index === 0 ? 0 : Math.round((objects[index - 1]![1] + from) / 2);
    const right =
      index === objects.length - 1 ? info.width : Math.round((to + objects[index + 1]![0]) / 2);
    let top = info.height;
    let bottom = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = from; x < to; x++) {
        if (!strong(y * info.width + x)) continue;
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    }
    const margin = Math.round((bottom - top) * 0.06);
    const y0 = Math.max(0, top - margin);
    const y1 = Math.min(info.height, bottom + margin);
    crops.push(
      await sharp(picture)
        .extract({ left, top: y0, width: right - left, height: y1 - y0 })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return crops;
}

/** Left-to-right order of a row scene's members (the first stands in the middle, then right, left, ...). */
function leftToRight<T>(members: readonly T[]): T[] {
  const left = members.filter((_, index) => index % 2 === 0 && index > 0).reverse();
  const right = members.filter((_, index) => index % 2 === 1);
  return [...left, members[0]!, ...right];
}

// --- 1. Catalogue ------------------------------------------------------------------------------
console.log(
  `Embedder ${embedder.id}: ${embedder.dimensions} dimensions; ${PER_SUBCATEGORY} assets per 3D subcategory`,
);
const {
  assets,
  queries: queryViews,
  renderMs,
} = await renderedSet(PER_SUBCATEGORY, 900_000, 20261124);
console.log(`Rendering (missing pictures only): ${format(renderMs / 1000)} s`);
const scenes = await renderScenes(assets, SCENES, 31);

const rows: EmbeddingRow[] = [];
const catalogueEmbedMs: number[] = [];
for (const asset of assets) {
  for (const [picture, file] of catalogueFiles(asset.input).entries()) {
    const png = await sharp(await readPicture(file))
      .png()
      .toBuffer();
    const [vectors, ms] = await timed(() => embedder.embed(png, 'catalogue'));
    catalogueEmbedMs.push(ms);
    vectors.forEach((vector, window) =>
      rows.push({
        modelId: asset.id,
        cid: 1,
        windowIndex: picture * WINDOWS_PER_PICTURE + window,
        embedder: embedder.id,
        vector,
      }),
    );
  }
}
const windowsPerPicture = rows.length / catalogueEmbedMs.length;
const lite = await PGlite.create({ extensions: { cube } });
await migrateImageEmbeddings(lite);
await insertEmbeddings(lite, rows);
await trainLists(lite, embedder.id);

// --- 2. Queries --------------------------------------------------------------------------------
interface Outcome {
  readonly exact: boolean;
  readonly sameSubcategory: number;
}
const subcategory = new Map(assets.map((asset) => [asset.id, asset.subcategory]));
const queryEmbedMs: number[] = [];
const queryVectors: Float32Array[][] = [];
async function query(picture: Buffer, truth: CatalogueAsset): Promise<Outcome> {
  const [vectors, ms] = await timed(() => embedder.embed(picture, 'query'));
  queryEmbedMs.push(ms);
  queryVectors.push(vectors);
  // As the API does: its 40 nearest models, re-ranked by their subcategories' votes; the top 10 count.
  const nearest = await searchNearest(lite, vectors, { cid: 1, embedder: embedder.id, k: 40 });
  const hits = rerankBySubcategoryVotes(nearest, (id) => subcategory.get(id)).slice(0, 10);
  return {
    exact: hits.some((hit) => hit.modelId === truth.id),
    sameSubcategory:
      hits.filter((hit) => subcategory.get(hit.modelId) === truth.subcategory).length / 10,
  };
}
const angleOutcomes: Outcome[] = [];
const missesBySubcategory = new Map<string, number>();
for (const asset of assets) {
  const jpeg = await sharp(await readPicture(queryFile(asset.input, queryViews.get(asset.id)!)))
    .jpeg({ quality: 88 })
    .toBuffer();
  const outcome = await query(jpeg, asset);
  angleOutcomes.push(outcome);
  if (!outcome.exact)
    missesBySubcategory.set(
      asset.subcategory,
      (missesBySubcategory.get(asset.subcategory) ?? 0) + 1,
    );
}
const cropOutcomes: Outcome[] = [];
let scenesSkipped = 0;
for (const scene of scenes) {
  const crops = await cropScene(await readPicture(scene.file), scene.members.length);
  if (crops === undefined) {
    scenesSkipped++;
    continue;
  }
  const ordered = leftToRight(scene.members);
  for (const [index, crop] of crops.entries())
    cropOutcomes.push(await query(crop, ordered[index]!));
}
await lite.close();

const share = (outcomes: readonly Outcome[], pick: (outcome: Outcome) => number) =>
  (outcomes.reduce((sum, outcome) => sum + pick(outcome), 0) / Math.max(1, outcomes.length)) * 100;
const recallRows: [string, Outcome[]][] = [
  ['renders from other angles', angleOutcomes],
  ['crops of multi-object scenes', cropOutcomes],
  ['all queries', [...angleOutcomes, ...cropOutcomes]],
];
console.log(
  `\nSearch quality, ${assets.length} catalogue models x ${catalogueFiles(assets[0]!.input).length} pictures (${rows.length} rows), top 10 of the 40 nearest after the subcategory vote, inverted-file index on PGlite`,
);
console.log('queries | count | exact model in top 10 | same subcategory share of top 10');
for (const [label, outcomes] of recallRows) {
  const exact = share(outcomes, (outcome) => (outcome.exact ? 1 : 0));
  const same = share(outcomes, (outcome) => outcome.sameSubcategory);
  console.log(`${label} | ${outcomes.length} | ${format(exact)}% | ${format(same)}%`);
  figures.push(withTarget(`exact model in top 10, ${label}`, exact, '%', '>= 95'));
  figures.push(withTarget(`same subcategory share of top 10, ${label}`, same, '%', '>= 80'));
}
console.log(
  `Scenes whose objects did not separate into columns (left out): ${scenesSkipped} of ${scenes.length}`,
);
console.log(
  `Misses by subcategory: ${[...missesBySubcategory].map(([name, count]) => `${name} ${count}`).join(', ')}`,
);

// --- 3. Embedding time -------------------------------------------------------------------------
console.log(
  `\nEmbedding, one core: query picture median ${format(median(queryEmbedMs))} ms, p95 ${format(percentile(queryEmbedMs, 95))} ms; ` +
    `catalogue picture (${format(windowsPerPicture)} windows) median ${format(median(catalogueEmbedMs))} ms, p95 ${format(percentile(catalogueEmbedMs, 95))} ms`,
);
figures.push(
  withTarget('embedding, query picture, one core, median', median(queryEmbedMs), 'ms', '<= 50'),
);
figures.push(
  withTarget(
    'embedding, query picture, one core, p95',
    percentile(queryEmbedMs, 95),
    'ms',
    '<= 50',
  ),
);
figures.push(
  withTarget(
    'embedding, catalogue picture, one core, median',
    median(catalogueEmbedMs),
    'ms',
    '<= 50',
  ),
);
figures.push(
  withTarget(
    'embedding, catalogue picture, one core, p95',
    percentile(catalogueEmbedMs, 95),
    'ms',
    '<= 50',
  ),
);

// --- 4. Latency at scale -----------------------------------------------------------------------
/** The real rows, then copies of whole pictures with Gaussian noise, up to `images` pictures. */
function* scaledRows(images: number, seed: number): Generator<EmbeddingRow[]> {
  const random = createRandom(seed);
  const gaussian = () =>
    Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const pictures = new Map<string, EmbeddingRow[]>();
  for (const row of rows) {
    const key = `${row.modelId}-${Math.floor(row.windowIndex / WINDOWS_PER_PICTURE)}`;
    const group = pictures.get(key);
    if (group) group.push(row);
    else pictures.set(key, [row]);
  }
  const base = [...pictures.values()];
  const perModel = catalogueFiles(assets[0]!.input).length;
  let batch: EmbeddingRow[] = [];
  for (let image = 0; image < images; image++) {
    const source = base[image % base.length]!;
    const copy = Math.floor(image / base.length);
    for (const row of source) {
      const vector =
        copy === 0
          ? row.vector
          : normalise(Float32Array.from(row.vector, (value) => value + gaussian() * 0.03));
      // Copies are other models, both tabs: half 3D, half SU.
      const modelId = copy === 0 ? row.modelId : 1_000_000 + Math.floor(image / perModel);
      batch.push({ ...row, vector, modelId, cid: copy === 0 || copy % 2 === 0 ? 1 : 2 });
    }
    if (batch.length >= 20_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function measureLatency(engine: string, executor: SqlExecutor): Promise<void> {
  await migrateImageEmbeddings(executor);
  let total = 0;
  const [, loadMs] = await timed(async () => {
    for (const batch of scaledRows(LATENCY_IMAGES, 77))
      total += await insertEmbeddings(executor, batch);
  });
  const [lists, trainMs] = await timed(() => trainLists(executor, embedder.id));
  const latency: number[] = [];
  await searchNearest(executor, queryVectors[0]!, { cid: 1, embedder: embedder.id, k: 40 });
  for (let index = 0; index < LATENCY_QUERIES; index++) {
    const vectors = queryVectors[(index * 7) % queryVectors.length]!;
    const [, ms] = await timed(() =>
      searchNearest(executor, vectors, { cid: 1, embedder: embedder.id, k: 40 }),
    );
    latency.push(ms);
  }
  console.log(
    `${engine}: ${LATENCY_IMAGES} pictures, ${total} rows, ${lists} lists, load ${format(loadMs / 1000)} s, train ${format(trainMs / 1000)} s; ` +
      `query (k = 40, as the API asks) p50 ${format(median(latency))} ms, p95 ${format(percentile(latency, 95))} ms`,
  );
  figures.push(
    withTarget(
      `${engine}, ${LATENCY_IMAGES} pictures (${total} rows), query p95`,
      percentile(latency, 95),
      'ms',
      '<= 100',
    ),
  );
  figures.push(
    withTarget(
      `${engine}, ${LATENCY_IMAGES} pictures (${total} rows), query p50`,
      median(latency),
      'ms',
    ),
  );
}

console.log('\nQuery latency at scale');
if (ENGINES.includes('pglite')) {
  const scaledLite = await PGlite.create({ extensions: { cube } });
  await measureLatency('PGlite', scaledLite);
  await scaledLite.close();
}
const database = `yunmo_imgsearch_bench_${process.pid}`;
const admin = new pg.Client({
  host: '127.0.0.1',
  port: 5432,
  user: 'postgres',
  database: 'postgres',
  connectionTimeoutMillis: 2_000,
});
const reachable =
  ENGINES.includes('postgres') &&
  (await admin.connect().then(
    () => true,
    () => false,
  ));
if (reachable) {
  await admin.query(`CREATE DATABASE ${database}`);
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
  await client.connect();
  try {
    await measureLatency('PostgreSQL', client);
  } finally {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL at 127.0.0.1:5432 is not reachable: PostgreSQL figures skipped.');
}

writeResult('image-search', {
  benchmark: 'image-search',
  figures,
  notes:
    `Embedder ${embedder.id} (${embedder.dimensions} dimensions, ${format(windowsPerPicture)} windows per catalogue picture). ` +
    `Catalogue: ${assets.length} generated assets (${PER_SUBCATEGORY} per 3D subcategory, asset seeds apart from the projection's training set), ` +
    `${catalogueFiles(assets[0]!.input).length} index renders each (240 x 180, the seed's index angles), PGlite. ` +
    `Queries: ${angleOutcomes.length} renders (480 x 360 JPEG) from random angles at least 12 degrees of azimuth or 10 of elevation away from every index angle, ` +
    `and ${cropOutcomes.length} object crops of ${scenes.length - scenesSkipped} rendered scenes of 2 to 4 catalogue assets (${scenesSkipped} scenes whose objects touched were left out). ` +
    `Embedding: sharp on one thread, one picture at a time. Latency: the catalogue's rows plus copies with Gaussian noise (sigma 0.03 per dimension, re-normalised) ` +
    `up to ${LATENCY_IMAGES} pictures, half 3D and half SU; k = 40 as the API asks; queries are the benchmark's query vectors.`,
});
