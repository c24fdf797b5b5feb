/**
 * Chooses search-by-image settings without touching the benchmark's queries: fits the projection
 * on the fit set (seeds from 500,000, as fit-projection.ts), and scores descriptor settings and the
 * subcategory vote (ADR 0040) on a validation set (seeds from 700,000) by exact search in memory.
 * The benchmark's catalogue (seeds from 900,000) is measured by run.ts only.
 *
 * Usage: pnpm --filter @yunmo/bench tune:image-search [config names...]
 */
import sharp from 'sharp';
import { normalise } from '@yunmo/image-search/embedding';
import { fitDiscriminantProjection, project } from '@yunmo/image-search/projection';
import { rerankBySubcategoryVotes } from '@yunmo/image-search/rerank';
import {
  type Box,
  type ShapePicture,
  ShapeDescriptor,
  cutBoxes,
  fullBox,
  mirrorPicture,
  objectBox,
} from '@yunmo/image-search/shape-embedding';
import {
  type CatalogueAsset,
  catalogueFiles,
  queryFile,
  readPicture,
  renderedSet,
  wholeNumberArgument,
} from './dataset.js';

interface Prepared {
  asset: CatalogueAsset;
  catalogue: ShapePicture[];
  query: ShapePicture;
}

const descriptor = new ShapeDescriptor();
async function load(perSub: number, firstSeed: number, angleSeed: number): Promise<Prepared[]> {
  const { assets, queries } = await renderedSet(perSub, firstSeed, angleSeed);
  const out: Prepared[] = [];
  for (const asset of assets) {
    const catalogue: ShapePicture[] = [];
    for (const file of catalogueFiles(asset.input))
      catalogue.push(
        await descriptor.prepare(
          await sharp(await readPicture(file))
            .png()
            .toBuffer(),
        ),
      );
    const jpeg = await sharp(await readPicture(queryFile(asset.input, queries.get(asset.id)!)))
      .jpeg({ quality: 88 })
      .toBuffer();
    out.push({ asset, catalogue, query: await descriptor.prepare(jpeg) });
  }
  return out;
}

const fit = await load(10, 500_000, 500);
const val = await load(wholeNumberArgument('val-per-subcategory', 10, 1), 700_000, 700);

type Raw = (picture: ShapePicture, box: Box) => Float32Array;
const mirrorBox = (picture: ShapePicture, box: Box): Box => ({
  ...box,
  left: picture.width - box.right,
  right: picture.width - box.left,
});

interface Config {
  name: string;
  raw: Raw;
  outputs: number;
  ridge: number;
  colourWeight: number;
  colourCells: number;
  labelOf?: (asset: CatalogueAsset) => string;
  /** Fit on the cut windows as well as the whole box and mirror. */
  fitCuts?: boolean;
  /** Query with the cut windows as well (nearest of all). */
  queryCuts?: boolean;
  /** A second, per-model projection appended to the shape part, with its share of the length. */
  mix?: { outputs: number; weight: number; cuts?: boolean };
}

function embedderFor(config: Config) {
  const samples: Float32Array[] = [];
  const labels: string[] = [];
  for (const item of fit) {
    for (const picture of [...item.catalogue, item.query]) {
      const box = objectBox(picture, fullBox(picture));
      const mirrored = mirrorPicture(picture);
      const windows = config.fitCuts ? [box, ...cutBoxes(box, 0.2)] : [box];
      for (const window of windows) samples.push(config.raw(picture, window));
      samples.push(config.raw(mirrored, mirrorBox(picture, box)));
      const label = (config.labelOf ?? ((a) => a.subcategory))(item.asset);
      for (let i = 0; i <= windows.length; i++) labels.push(label);
    }
  }
  const projection = fitDiscriminantProjection(samples, labels, {
    outputs: config.outputs,
    ridge: config.ridge,
  });
  let second: ReturnType<typeof fitDiscriminantProjection> | undefined;
  if (config.mix) {
    const modelSamples: Float32Array[] = [];
    const modelLabels: string[] = [];
    for (const item of fit) {
      for (const picture of [...item.catalogue, item.query]) {
        const box = objectBox(picture, fullBox(picture));
        const windows = config.mix.cuts ? [box, ...cutBoxes(box, 0.2)] : [box];
        for (const window of windows) modelSamples.push(config.raw(picture, window));
        modelSamples.push(config.raw(mirrorPicture(picture), mirrorBox(picture, box)));
        for (let i = 0; i <= windows.length; i++) modelLabels.push(String(item.asset.id));
      }
    }
    second = fitDiscriminantProjection(modelSamples, modelLabels, {
      outputs: config.mix.outputs,
      ridge: config.ridge,
    });
  }
  const mixWeight = config.mix?.weight ?? 0;
  const colourer = new ShapeDescriptor({
    colourCells: config.colourCells,
    colourWeight: config.colourWeight,
  });
  return (picture: ShapePicture, box: Box): Float32Array => {
    const raw = config.raw(picture, box);
    let shape = normalise(project(projection, raw));
    if (second) {
      const own = normalise(project(second, raw));
      const both = new Float32Array(shape.length + own.length);
      const a = Math.sqrt(1 - mixWeight);
      const m = Math.sqrt(mixWeight);
      shape.forEach((value, i) => (both[i] = value * a));
      own.forEach((value, i) => (both[shape.length + i] = value * m));
      shape = both;
    }
    const colour = colourer.colour(picture, box);
    const vector = new Float32Array(shape.length + colour.length);
    vector.set(shape);
    vector.set(colour, shape.length);
    return normalise(vector);
  };
}

interface Rows {
  model: Int32Array;
  vectors: Float32Array[];
}

function index(set: Prepared[], embed: (p: ShapePicture, b: Box) => Float32Array): Rows {
  const model: number[] = [];
  const vectors: Float32Array[] = [];
  for (const item of set) {
    for (const picture of item.catalogue) {
      const box = objectBox(picture, fullBox(picture));
      for (const window of [box, ...cutBoxes(box, 0.2)]) {
        vectors.push(embed(picture, window));
        model.push(item.asset.id);
      }
      vectors.push(embed(mirrorPicture(picture), mirrorBox(picture, box)));
      model.push(item.asset.id);
    }
  }
  return { model: Int32Array.from(model), vectors };
}

function distance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** Candidate models (k = 40) by best window distance. */
function candidates(rows: Rows, queries: Float32Array[], k = 40): { id: number; d: number }[] {
  const best = new Map<number, number>();
  for (let i = 0; i < rows.vectors.length; i++) {
    let d = Infinity;
    for (const query of queries) d = Math.min(d, distance(rows.vectors[i]!, query));
    const id = rows.model[i]!;
    const known = best.get(id);
    if (known === undefined || d < known) best.set(id, d);
  }
  return [...best]
    .map(([id, d]) => ({ id, d }))
    .sort((a, b) => a.d - b.d)
    .slice(0, k);
}

type Rerank = (hits: { id: number; d: number }[], classOf: (id: number) => string) => number[];
const plain: Rerank = (hits) => hits.map((hit) => hit.id);
function votes(voters: number, strength: number, keep: number): Rerank {
  return (hits, classOf) =>
    rerankBySubcategoryVotes(
      hits.map((hit) => ({ modelId: hit.id, distance: hit.d })),
      classOf,
      { voters, strength, keep },
    ).map((hit) => hit.modelId);
}

function evaluate(
  set: Prepared[],
  rows: Rows,
  embed: (p: ShapePicture, b: Box) => Float32Array,
  reranks: [string, Rerank][],
  queryCuts = false,
) {
  const classes = new Map(set.map((item) => [item.asset.id, item.asset.subcategory]));
  const classOf = (id: number) => classes.get(id)!;
  const results = reranks.map(() => ({ exact: 0, same: 0 }));
  const firsts: number[] = [];
  let in40 = 0;
  for (const item of set) {
    const box = objectBox(item.query, fullBox(item.query));
    const windows = queryCuts ? [box, ...cutBoxes(box, 0.2)] : [box];
    const hits = candidates(
      rows,
      windows.map((window) => embed(item.query, window)),
    );
    firsts.push(hits[0]!.d);
    if (hits.some((hit) => hit.id === item.asset.id)) in40++;
    reranks.forEach(([, rerank], r) => {
      const top = rerank(hits, classOf).slice(0, 10);
      if (top.includes(item.asset.id)) results[r]!.exact++;
      results[r]!.same += top.filter((id) => classOf(id) === item.asset.subcategory).length / 10;
    });
  }
  firsts.sort((x, y) => x - y);
  const at = (q: number) => firsts[Math.floor(q * (firsts.length - 1))]!.toFixed(3);
  console.log(
    `nearest-hit distance p1 ${at(0.01)} p5 ${at(0.05)} median ${at(0.5)}; exact model in 40: ${((in40 / set.length) * 100).toFixed(1)}`,
  );
  return reranks.map(
    ([name], r) =>
      `${name}: exact ${((results[r]!.exact / set.length) * 100).toFixed(1)} same ${((results[r]!.same / set.length) * 100).toFixed(1)}`,
  );
}

const base = new ShapeDescriptor();
const g234 = new ShapeDescriptor({ grids: [2, 3, 4] });
const g24o12 = new ShapeDescriptor({ orientations: 12 });
const b = {
  raw: (p: ShapePicture, x: Box) => base.raw(p, x),
  outputs: 88,
  ridge: 0.05,
  colourWeight: 0.25,
  colourCells: 2,
};
const model = (a: CatalogueAsset) => String(a.id);
const configs: Config[] = [
  { name: 'mix48-40-0.3', ...b, outputs: 48, mix: { outputs: 40, weight: 0.3 } },
  { name: 'mix48-40-0.5', ...b, outputs: 48, mix: { outputs: 40, weight: 0.5 } },
  { name: 'mix48-40-0.2', ...b, outputs: 48, mix: { outputs: 40, weight: 0.2 } },
  { name: 'mix60-28-0.3', ...b, outputs: 60, mix: { outputs: 28, weight: 0.3 } },
  { name: 'mix48-40-0.4c', ...b, outputs: 48, mix: { outputs: 40, weight: 0.4, cuts: true } },
  { name: 'inst', ...b, labelOf: model },
  { name: 'inst-cuts', ...b, labelOf: model, fitCuts: true },
  { name: 'inst-cuts-q', ...b, labelOf: model, fitCuts: true, queryCuts: true },
  { name: 'inst-r0.02', ...b, labelOf: model, ridge: 0.02 },
  { name: 'inst-r0.15', ...b, labelOf: model, ridge: 0.15 },
  { name: 'inst-w0.4', ...b, labelOf: model, colourWeight: 0.4 },
  { name: 'inst-g234', ...b, labelOf: model, raw: (p, x) => g234.raw(p, x) },
  { name: 'base', ...b },
  { name: 'w0.4', ...b, colourWeight: 0.4 },
  { name: 'w0.6', ...b, colourWeight: 0.6 },
  { name: 'k3w0.4', ...b, colourWeight: 0.4, colourCells: 3, outputs: 82 },
  { name: 'item', ...b, labelOf: (a) => `${a.subcategory}/${a.input.item}` },
  { name: 'ridge0.02', ...b, ridge: 0.02 },
  { name: 'ridge0.15', ...b, ridge: 0.15 },
  { name: 'g234', ...b, raw: (p, x) => g234.raw(p, x) },
  { name: 'o12', ...b, raw: (p, x) => g24o12.raw(p, x) },
];
const which = process.argv.slice(2);
const reranks: [string, Rerank][] = [['plain', plain]];
for (const m of [5, 10])
  for (const beta of [0.5, 0.7, 0.9])
    for (const keep of [3])
      reranks.push([`votes m${m} b${beta} keep${keep}`, votes(m, beta, keep)]);

for (const config of configs) {
  if (which.length > 0 && !which.includes(config.name)) continue;
  const started = performance.now();
  const embed = embedderFor(config);
  {
    const [label, set] = ['val', val] as const;
    const rows = index(set, embed);
    for (const line of evaluate(set, rows, embed, reranks, config.queryCuts))
      console.log(`${config.name} ${label} ${line}`);
  }
  console.log(`${config.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
