/**
 * Rendered pictures of generated 3D assets for the image-search benchmark and for fitting the
 * descriptor's projection: catalogue pictures from the index angles (as the seed renders them),
 * query pictures from other angles, and multi-object scenes. Renders are cached in a folder under
 * the system's temporary directory, keyed by what they show, so a second run only embeds.
 */
import { access, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasArchetype } from '@yunmo/asset-gen/generate';
import type { AssetInput, RenderJob, RenderOutput } from '@yunmo/asset-render/jobs';
import { RenderPool } from '@yunmo/asset-render/pool';
import type { View } from '@yunmo/asset-render/render';
import {
  imageIndexRenderSize,
  imageIndexRenderSupersample,
  imageIndexViews,
  modelAspect,
  modelWidths,
} from '@yunmo/api/previews/paths';
import { styleNames, taxonomyByKind } from '@yunmo/api/seed/taxonomy';

export const CACHE_DIR = path.join(tmpdir(), 'yunmo-image-search-renders');

/** One generated asset of the benchmark catalogue. */
export interface CatalogueAsset {
  readonly id: number;
  readonly subcategory: string;
  readonly input: AssetInput;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `perSubcategory` assets of every 3D subcategory the seed uses, cycling through its items and the
 * styles; `firstSeed` keeps sets apart (the benchmark's catalogue is not what the projection was
 * fitted on, and neither is the seeded catalogue).
 */
export function catalogueAssets(perSubcategory: number, firstSeed: number): CatalogueAsset[] {
  const leaves = taxonomyByKind[1].flatMap((category) => category.children);
  const assets: CatalogueAsset[] = [];
  for (let round = 0; round < perSubcategory; round++) {
    for (const [leafIndex, leaf] of leaves.entries()) {
      const items = leaf.items.filter(hasArchetype);
      if (items.length === 0) continue;
      const input: AssetInput = {
        subcategory: leaf.name,
        item: items[round % items.length]!,
        seed: firstSeed + round,
        style: styleNames[(round + leafIndex) % styleNames.length]!,
      };
      assets.push({ id: assets.length + 1, subcategory: leaf.name, input });
    }
  }
  return assets;
}

function views(view: string | View): string {
  return typeof view === 'string' ? view : `a${view.azimuthDeg}e${view.elevationDeg}`;
}

function assetFolder(input: AssetInput): string {
  return path.join(
    CACHE_DIR,
    'assets',
    `${encodeURIComponent(`${input.subcategory}-${input.item}-${input.style ?? ''}`)}-${input.seed}`,
  );
}

/** Catalogue picture files of an asset (the index angles at the index render size). */
const indexSupersample: number = imageIndexRenderSupersample;

export function catalogueFiles(input: AssetInput): string[] {
  // Renders at other sizes or sample counts are other pictures: they are cached under their own names.
  const samples = indexSupersample === 2 ? '' : `-ss${String(indexSupersample)}`;
  const size = `${String(imageIndexRenderSize.width)}x${String(imageIndexRenderSize.height)}`;
  return imageIndexViews.map(({ name }) =>
    path.join(assetFolder(input), `index-${name}-${size}${samples}.webp`),
  );
}

/** A query angle away from every index angle (a picture the catalogue does not hold). */
export function queryAngle(random: () => number): View {
  for (;;) {
    const view = {
      azimuthDeg: Math.round(-45 + random() * 150),
      elevationDeg: Math.round(4 + random() * 46),
    };
    const near = imageIndexViews.some(({ view: indexed }) => {
      const known =
        typeof indexed === 'string'
          ? { cover: [34, 17], front: [0, 8], side: [90, 10], top: [-38, 48] }[indexed]
          : [indexed.azimuthDeg, indexed.elevationDeg];
      return (
        Math.abs(known[0]! - view.azimuthDeg) < 12 && Math.abs(known[1]! - view.elevationDeg) < 10
      );
    });
    if (!near) return view;
  }
}

/** The asset's list thumbnail, as the seed renders it (the cover at the thumbnail width). */
export function thumbnailFile(input: AssetInput): string {
  return path.join(assetFolder(input), `thumb-${modelWidths.thumb}.webp`);
}

export function queryFile(input: AssetInput, view: View): string {
  return path.join(assetFolder(input), `query-${views(view)}.webp`);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders what is missing: the catalogue pictures of every asset, the query pictures asked for
 * (480 x 360, the size of a saved thumbnail) and, with `thumbnails`, each asset's list thumbnail, on
 * a pool of worker threads.
 */
export async function renderAssets(
  assets: readonly CatalogueAsset[],
  queries: ReadonlyMap<number, View>,
  onProgress?: (done: number, total: number) => void,
  thumbnails = false,
): Promise<number> {
  const pool = new RenderPool(2);
  const started = performance.now();
  let done = 0;
  try {
    await Promise.all(
      assets.map(async (asset) => {
        const outputs: RenderOutput[] = [];
        const files = catalogueFiles(asset.input);
        for (const [index, { view }] of imageIndexViews.entries()) {
          if (!(await exists(files[index]!))) {
            outputs.push({
              file: files[index]!,
              view,
              ...imageIndexRenderSize,
              supersample: indexSupersample,
              format: 'webp',
              quality: 80,
            });
          }
        }
        const query = queries.get(asset.id);
        if (query && !(await exists(queryFile(asset.input, query)))) {
          outputs.push({
            file: queryFile(asset.input, query),
            view: query,
            width: 480,
            height: 360,
            supersample: 2,
            format: 'webp',
            quality: 85,
          });
        }
        if (thumbnails && !(await exists(thumbnailFile(asset.input)))) {
          // As the seed renders a model's thumbnail.
          outputs.push({
            file: thumbnailFile(asset.input),
            view: 'cover',
            width: modelWidths.thumb,
            height: Math.round(modelWidths.thumb * modelAspect),
            supersample: 2,
            format: 'webp',
            quality: 80,
          });
        }
        if (outputs.length > 0) {
          await mkdir(assetFolder(asset.input), { recursive: true });
          const job: RenderJob = { source: { kind: 'asset', input: asset.input }, outputs };
          await pool.run(job);
        }
        onProgress?.((done += 1), assets.length);
      }),
    );
  } finally {
    await pool.close();
  }
  return performance.now() - started;
}

/** A scene of several catalogue assets side by side, and where each one is. */
export interface SceneQuery {
  readonly file: string;
  readonly members: readonly CatalogueAsset[];
}

/** Renders scenes of 2 to 4 assets in a row, seen from slightly off the front. */
export async function renderScenes(
  assets: readonly CatalogueAsset[],
  count: number,
  seed: number,
): Promise<SceneQuery[]> {
  const random = createRandom(seed);
  const scenes: SceneQuery[] = [];
  const jobs: RenderJob[] = [];
  for (let index = 0; index < count; index++) {
    const size = 2 + Math.floor(random() * 3);
    const members: CatalogueAsset[] = [];
    while (members.length < size) {
      const candidate = assets[Math.floor(random() * assets.length)]!;
      if (!members.includes(candidate)) members.push(candidate);
    }
    const view = {
      azimuthDeg: Math.round(random() * 8),
      elevationDeg: 10 + Math.round(random() * 10),
    };
    const file = path.join(
      CACHE_DIR,
      'scenes',
      `${seed}-${index}-${members.map((member) => member.id).join('.')}-${views(view)}.webp`,
    );
    scenes.push({ file, members });
    if (!(await exists(file))) {
      jobs.push({
        source: {
          kind: 'scene',
          layout: 'row',
          placements: members.map((member) => ({ input: member.input, x: 0, z: 0 })),
        },
        outputs: [
          {
            file,
            view,
            width: 300 * size,
            height: 300,
            supersample: 2,
            format: 'webp',
            quality: 85,
            fill: 0.8,
          },
        ],
      });
    }
  }
  await mkdir(path.join(CACHE_DIR, 'scenes'), { recursive: true });
  const pool = new RenderPool(2);
  try {
    await Promise.all(jobs.map((job) => pool.run(job)));
  } finally {
    await pool.close();
  }
  return scenes;
}

/** A whole-number command-line option `--name N` (at least `min`), or `fallback`. */
export function wholeNumberArgument(name: string, fallback: number, min = 0): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} needs a whole number`);
  return value;
}

/** An asset set and one query angle per asset. */
export interface RenderedSet {
  readonly assets: CatalogueAsset[];
  readonly queries: ReadonlyMap<number, View>;
  /** Time spent rendering what was missing. */
  readonly renderMs: number;
}

/**
 * `perSubcategory` assets per 3D subcategory from `firstSeed`, a query angle per asset from
 * `angleSeed`, and their pictures rendered where missing (progress on stdout). The projection's
 * training set, the tuning set and the benchmark's catalogue differ only in these seeds.
 */
export async function renderedSet(
  perSubcategory: number,
  firstSeed: number,
  angleSeed: number,
  thumbnails = false,
): Promise<RenderedSet> {
  const assets = catalogueAssets(perSubcategory, firstSeed);
  const random = createRandom(angleSeed);
  const queries = new Map(assets.map((asset) => [asset.id, queryAngle(random)] as const));
  const renderMs = await renderAssets(
    assets,
    queries,
    (done, total) => {
      if (done % 100 === 0 || done === total) process.stdout.write(`\rrendered ${done}/${total}`);
    },
    thumbnails,
  );
  process.stdout.write('\n');
  return { assets, queries, renderMs };
}

export async function readPicture(file: string): Promise<Buffer> {
  return readFile(file);
}
