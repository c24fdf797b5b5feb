import type { Asset } from '@yunmo/asset-gen/types';
import type { HdriName } from './environment.js';
import type { View, ViewName } from './render.js';

/** What the seed and the API ask the renderer for; plain data, so it crosses to worker threads. */
export interface AssetInput {
  /** The seed's second-level category name ('沙发', '吊灯', ...). */
  subcategory: string;
  /** The item phrase of the title ('转角沙发', '牌坊', ...). */
  item: string;
  seed: number;
  style?: string;
}

export type SceneSource =
  | { kind: 'asset'; input: AssetInput }
  /** Several assets on one floor (banners). */
  | {
      kind: 'scene';
      placements: { input: AssetInput; x: number; z: number; rotationDeg?: number }[];
      /** 'row': ignore x and stand the pieces side by side (first in the middle, then right, left, ...) with a small gap. */
      layout?: 'row';
    };

export interface RenderOutput {
  /** Where to write the encoded image (written to a temporary name, then renamed). */
  file: string;
  view: ViewName | View;
  width: number;
  height: number;
  supersample?: number;
  fill?: number;
  format?: 'webp' | 'png';
  quality?: number;
  subjectX?: number;
  /** Backdrop colours, sRGB 0..255, top and bottom. */
  backdrop?: { top: [number, number, number]; bottom: [number, number, number] };
  /** Smaller copies of the same picture (downscaled, not rendered again), e.g. the 1× of a 2× banner. */
  downscaled?: { file: string; width: number; height: number }[];
}

export interface RenderJob {
  source: SceneSource;
  outputs: RenderOutput[];
  hdri?: HdriName;
}

export interface RenderResult {
  /** Milliseconds spent per output (render and encode), and on building and preparing the asset. */
  prepareMs: number;
  outputMs: number[];
  bytes: number[];
}

/** Builds the asset a source names; the generator is passed in so this module stays data-only. */
export function buildSource(
  source: SceneSource,
  generate: (input: AssetInput) => Asset,
  compose: (placements: { asset: Asset; x: number; z: number; rotationDeg?: number }[]) => Asset,
): Asset {
  if (source.kind === 'asset') return generate(source.input);
  const pieces = source.placements.map((placement) => ({
    asset: generate(placement.input),
    x: placement.x,
    z: placement.z,
    rotationDeg: placement.rotationDeg,
  }));
  if (source.layout === 'row' && pieces.length > 0) {
    const gap = 0.3;
    const halfWidth = (index: number) => pieces[index]!.asset.dimensionsCm.width / 200;
    pieces[0]!.x = 0;
    let right = halfWidth(0);
    let left = -halfWidth(0);
    for (let index = 1; index < pieces.length; index += 1) {
      if (index % 2 === 1) {
        pieces[index]!.x = right + gap + halfWidth(index);
        right += gap + 2 * halfWidth(index);
      } else {
        pieces[index]!.x = left - gap - halfWidth(index);
        left -= gap + 2 * halfWidth(index);
      }
    }
  }
  return compose(pieces);
}
