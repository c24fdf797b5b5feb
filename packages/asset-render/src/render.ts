import type { Asset, PbrMaterial, TextureRef } from '@yunmo/asset-gen/types';
import { studioBackdrop } from '@yunmo/domain/previews';
import { createEnvironment, evalSh, sampleSpecular, type Environment } from './environment.js';
import { flattenAsset, type FlatScene } from './scene.js';

/**
 * A CPU renderer for catalogue previews. Triangles are rasterised into a visibility buffer (depth,
 * triangle, perspective-correct barycentrics) at a supersampled size, every covered sample is shaded
 * once with metallic-roughness GGX and image-based lighting, the key light's shadow comes from a
 * shadow map, and the floor is a seamless studio backdrop whose soft shadow and contact occlusion are
 * baked once per asset into a floor texture, so every camera angle reuses them.
 */

export interface TextureImage {
  width: number;
  height: number;
  /** Linear RGB, row-major. */
  color: Float32Array;
  /** Optional roughness 0..1 per texel, multiplied into the material's roughness. */
  roughness?: Float32Array;
}

/** Looks up a material's tiling map (from @yunmo/textures when it is available). */
export type TextureProvider = (ref: TextureRef) => TextureImage | undefined;

export interface View {
  azimuthDeg: number;
  elevationDeg: number;
}

/** The catalogue's camera angles: the cover is front three-quarter; the gallery adds front, side and a high angle. */
export const views = {
  cover: { azimuthDeg: 34, elevationDeg: 17 },
  front: { azimuthDeg: 0, elevationDeg: 8 },
  side: { azimuthDeg: 90, elevationDeg: 10 },
  top: { azimuthDeg: -38, elevationDeg: 48 },
} satisfies Record<string, View>;
export type ViewName = keyof typeof views;

export interface PrepareOptions {
  environment?: Environment;
  textures?: TextureProvider;
  /**
   * Stand the asset on the studio floor with its shadow (default). Off for things that hang from a
   * ceiling or a wall: they float on the clean backdrop, as catalogues show them.
   */
  floor?: boolean;
}

/** Archetypes that hang or mount on a wall, by the ids @yunmo/asset-gen gives them. */
const mountedArchetype = /pendant|chandelier|ceiling|wall-lamp|wall-lantern|mirror-light|sconce/u;

export function standsOnFloor(archetype: string): boolean {
  return !mountedArchetype.test(archetype);
}

function emptyFloor(): FloorMap {
  return {
    size: 2,
    minX: 1e9,
    minZ: 1e9,
    cell: 1,
    light: new Float32Array(4).fill(1),
    open: new Float32Array(4).fill(1),
  };
}

interface ShadowMap {
  size: number;
  /** Light-space basis: right, up, towards the light. */
  right: [number, number, number];
  up: [number, number, number];
  dir: [number, number, number];
  minS: number;
  minT: number;
  texel: number;
  /** Height towards the light of the nearest surface per texel; -Infinity where empty. */
  depth: Float32Array;
}

interface FloorMap {
  size: number;
  minX: number;
  minZ: number;
  cell: number;
  /** Key-light visibility 0..1. */
  light: Float32Array;
  /** Contact occlusion 0..1 (1 = fully open). */
  open: Float32Array;
}

interface MaterialInfo {
  base: [number, number, number];
  metallic: number;
  roughness: number;
  opacity: number;
  emissive: [number, number, number] | undefined;
  texture: TextureImage | undefined;
  /** Texture repeats per metre of UV. */
  repeat: number;
}

export interface PreparedAsset {
  scene: FlatScene;
  environment: Environment;
  shadow: ShadowMap;
  floor: FloorMap;
  materials: MaterialInfo[];
  hasTransparent: boolean;
}

export interface RenderOptions {
  width: number;
  height: number;
  view?: ViewName | View;
  /** Samples per pixel side (2 = 4 samples per pixel). */
  supersample?: number;
  /** Share of the frame the object fills along its tighter side. */
  fill?: number;
  /** Vertical field of view, degrees. */
  fovDeg?: number;
  /** Backdrop colours (sRGB 0..255) at the top and bottom of the frame. */
  backdrop?: {
    top: readonly [number, number, number];
    bottom: readonly [number, number, number];
  };
  exposure?: number;
  /** Where the subject's centre sits across the frame, 0..1 (0.5 centred; banners leave room for text). */
  subjectX?: number;
}

export interface RenderedImage {
  width: number;
  height: number;
  /** sRGB, 3 bytes per pixel. */
  rgb: Uint8Array;
}

const shadowMapSize = 640;
const floorSize = 192;
/** Angular radius of the key light: a large soft box rather than the sun. */
const lightTan = Math.tan(0.09);

function cross(a: readonly number[], b: readonly number[]): [number, number, number] {
  return [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
}
function normalize(v: [number, number, number]): [number, number, number] {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

function buildShadowMap(scene: FlatScene, dir: [number, number, number]): ShadowMap {
  const reference: [number, number, number] = Math.abs(dir[1]) > 0.99 ? [1, 0, 0] : [0, 1, 0];
  const right = normalize(cross(reference, dir));
  const up = cross(dir, right);
  const { positions, triangles } = scene;
  const vertexCount = positions.length / 3;
  const s = new Float32Array(vertexCount);
  const t = new Float32Array(vertexCount);
  const h = new Float32Array(vertexCount);
  let minS = Infinity;
  let maxS = -Infinity;
  let minT = Infinity;
  let maxT = -Infinity;
  for (let vertex = 0; vertex < vertexCount; vertex += 1) {
    const x = positions[vertex * 3]!;
    const y = positions[vertex * 3 + 1]!;
    const z = positions[vertex * 3 + 2]!;
    s[vertex] = x * right[0] + y * right[1] + z * right[2];
    t[vertex] = x * up[0] + y * up[1] + z * up[2];
    h[vertex] = x * dir[0] + y * dir[1] + z * dir[2];
    if (s[vertex]! < minS) minS = s[vertex]!;
    if (s[vertex]! > maxS) maxS = s[vertex]!;
    if (t[vertex]! < minT) minT = t[vertex]!;
    if (t[vertex]! > maxT) maxT = t[vertex]!;
  }
  const span = Math.max(maxS - minS, maxT - minT, 1e-3) * 1.04;
  const texel = span / shadowMapSize;
  minS -= span * 0.02;
  minT -= span * 0.02;
  const depth = new Float32Array(shadowMapSize * shadowMapSize).fill(-Infinity);
  for (let triangle = 0; triangle < triangles.length; triangle += 3) {
    const a = triangles[triangle]!;
    const b = triangles[triangle + 1]!;
    const c = triangles[triangle + 2]!;
    rasterDepth(
      (s[a]! - minS) / texel,
      (t[a]! - minT) / texel,
      h[a]!,
      (s[b]! - minS) / texel,
      (t[b]! - minT) / texel,
      h[b]!,
      (s[c]! - minS) / texel,
      (t[c]! - minT) / texel,
      h[c]!,
      shadowMapSize,
      shadowMapSize,
      depth,
      true,
    );
  }
  return { size: shadowMapSize, right, up, dir, minS, minT, texel, depth };
}

/** Rasterises one triangle's affine value into a buffer, keeping the maximum (or minimum). */
function rasterDepth(
  x0: number,
  y0: number,
  v0: number,
  x1: number,
  y1: number,
  v1: number,
  x2: number,
  y2: number,
  v2: number,
  width: number,
  height: number,
  buffer: Float32Array,
  keepMax: boolean,
): void {
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
  const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
  if (minX > maxX || minY > maxY) return;
  if (Math.abs(area) < 1e-9) {
    // Edge-on to the grid: still mark the corners so thin walls leave a trace.
    const points = [
      [x0, y0, v0],
      [x1, y1, v1],
      [x2, y2, v2],
    ] as const;
    for (const [x, y, v] of points) {
      const column = Math.floor(x);
      const row = Math.floor(y);
      if (column < 0 || row < 0 || column >= width || row >= height) continue;
      const index = row * width + column;
      if (keepMax ? v > buffer[index]! : v < buffer[index]!) buffer[index] = v;
    }
    return;
  }
  const inverse = 1 / area;
  const a0 = (y1 - y2) * inverse;
  const b0 = (x2 - x1) * inverse;
  const c0 = (x1 * y2 - x2 * y1) * inverse;
  const a1 = (y2 - y0) * inverse;
  const b1 = (x0 - x2) * inverse;
  const c1 = (x2 * y0 - x0 * y2) * inverse;
  // The value is affine in screen space: step it along the row like the weights.
  const dv = a0 * v0 + a1 * v1 - (a0 + a1) * v2;
  for (let row = minY; row <= maxY; row += 1) {
    const py = row + 0.5;
    const rowW0 = a0 * (minX + 0.5) + b0 * py + c0;
    const rowW1 = a1 * (minX + 0.5) + b1 * py + c1;
    rowSpan(minX, maxX, rowW0, a0, rowW1, a1, 1e-6);
    const first = span[0]!;
    const last = span[1]!;
    if (first > last) continue;
    let w0 = rowW0 + a0 * (first - minX);
    let w1 = rowW1 + a1 * (first - minX);
    let value = w0 * v0 + w1 * v1 + (1 - w0 - w1) * v2;
    let index = row * width + first;
    for (
      let column = first;
      column <= last;
      column += 1, index += 1, w0 += a0, w1 += a1, value += dv
    ) {
      if (w0 < -1e-6 || w1 < -1e-6 || 1 - w0 - w1 < -1e-6) continue;
      if (keepMax ? value > buffer[index]! : value < buffer[index]!) buffer[index] = value;
    }
  }
}

/**
 * The columns of a row inside a triangle, from the three edge weights at the row's first column and
 * their steps per column; writes [first, last] into span (first > last when the row misses it).
 * Walking only the span, not the bounding box, matters for long slivers.
 */
const span = new Int32Array(2);
function rowSpan(
  minX: number,
  maxX: number,
  w0: number,
  a0: number,
  w1: number,
  a1: number,
  epsilon: number,
): void {
  let first = minX;
  let last = maxX;
  const w2 = 1 - w0 - w1;
  const a2 = -a0 - a1;
  for (let edge = 0; edge < 3; edge += 1) {
    const w = edge === 0 ? w0 : edge === 1 ? w1 : w2;
    const a = edge === 0 ? a0 : edge === 1 ? a1 : a2;
    if (a > 1e-12) first = Math.max(first, minX + Math.ceil((-epsilon - w) / a));
    else if (a < -1e-12) last = Math.min(last, minX + Math.floor((w + epsilon) / -a));
    else if (w < -epsilon) last = first - 1;
  }
  span[0] = first;
  span[1] = last;
}

/** Deterministic hash to rotate sampling patterns per texel (noise instead of banding). */
function hash(a: number, b: number): number {
  let value = (Math.imul(a, 73856093) ^ Math.imul(b, 19349663)) >>> 0;
  value = Math.imul(value ^ (value >>> 13), 1274126177) >>> 0;
  return (value & 0xffff) / 0x10000;
}

const goldenAngle = Math.PI * (3 - Math.sqrt(5));

/** Vogel-disc offsets on the unit disc, in a few rotations, so the taps need no trigonometry. */
function vogelDisc(taps: number, rotations: number): Float32Array {
  const table = new Float32Array(rotations * taps * 2);
  for (let rotation = 0; rotation < rotations; rotation += 1) {
    const offset = (rotation / rotations) * Math.PI * 2;
    for (let tap = 0; tap < taps; tap += 1) {
      const radius = Math.sqrt((tap + 0.5) / taps);
      const angle = tap * goldenAngle + offset;
      table[(rotation * taps + tap) * 2] = Math.cos(angle) * radius;
      table[(rotation * taps + tap) * 2 + 1] = Math.sin(angle) * radius;
    }
  }
  return table;
}
const discRotations = 16;
const blockerDisc = vogelDisc(12, discRotations);
const floorDisc = vogelDisc(20, discRotations);

/** Soft shadow of the key light on the floor (PCSS: blocker search, then a penumbra sized by the gap). */
function floorShadow(shadow: ShadowMap, x: number, z: number, rotation: number): number {
  const { right, up, dir, size, depth, texel } = shadow;
  const s = (x * right[0] + z * right[2] - shadow.minS) / texel;
  const t = (x * up[0] + z * up[2] - shadow.minT) / texel;
  const h = x * dir[0] + z * dir[2] + texel * 1.5;
  const searchRadius = Math.min(size / 6, size * 0.35 * lightTan * 2);
  let blockerSum = 0;
  let blockers = 0;
  let base = rotation * 12 * 2;
  for (let tap = 0; tap < 12; tap += 1, base += 2) {
    const column = Math.floor(s + blockerDisc[base]! * searchRadius);
    const row = Math.floor(t + blockerDisc[base + 1]! * searchRadius);
    if (column < 0 || row < 0 || column >= size || row >= size) continue;
    const occluder = depth[row * size + column]!;
    if (occluder > h) {
      blockerSum += occluder;
      blockers += 1;
    }
  }
  if (blockers === 0) return 1;
  const gap = blockerSum / blockers - h;
  const radius = Math.min(size / 8, Math.max(1.5, (gap * lightTan * 2) / texel));
  let lit = 0;
  base = rotation * 20 * 2;
  for (let tap = 0; tap < 20; tap += 1, base += 2) {
    const column = Math.floor(s + floorDisc[base]! * radius);
    const row = Math.floor(t + floorDisc[base + 1]! * radius);
    if (column < 0 || row < 0 || column >= size || row >= size || depth[row * size + column]! <= h)
      lit += 1;
  }
  return lit / 20;
}

/** Key-light visibility on the object: a 3 × 3 PCF with bilinear weights, soft enough at catalogue sizes. */
function surfaceShadow(shadow: ShadowMap, x: number, y: number, z: number, bias: number): number {
  const { right, up, dir, size, depth, texel } = shadow;
  const s = (x * right[0] + y * right[1] + z * right[2] - shadow.minS) / texel - 0.5;
  const t = (x * up[0] + y * up[1] + z * up[2] - shadow.minT) / texel - 0.5;
  const h = x * dir[0] + y * dir[1] + z * dir[2] + bias;
  const column0 = Math.floor(s);
  const row0 = Math.floor(t);
  const fs = s - column0;
  const ft = t - row0;
  let lit = 0;
  for (let dy = -1; dy <= 2; dy += 1) {
    const row = row0 + dy;
    const wy = dy === -1 ? 1 - ft : dy === 2 ? ft : 1;
    for (let dx = -1; dx <= 2; dx += 1) {
      const column = column0 + dx;
      const wx = dx === -1 ? 1 - fs : dx === 2 ? fs : 1;
      if (
        column < 0 ||
        row < 0 ||
        column >= size ||
        row >= size ||
        depth[row * size + column]! <= h
      )
        lit += wx * wy;
    }
  }
  return lit / 9;
}

function boxBlur(source: Float32Array, size: number, radius: number): Float32Array {
  if (radius < 1) return source;
  const temp = new Float32Array(source.length);
  const out = new Float32Array(source.length);
  const span = radius * 2 + 1;
  for (let row = 0; row < size; row += 1) {
    let sum = 0;
    for (let k = -radius; k <= radius; k += 1)
      sum += source[row * size + Math.min(size - 1, Math.max(0, k))]!;
    for (let column = 0; column < size; column += 1) {
      temp[row * size + column] = sum / span;
      sum +=
        source[row * size + Math.min(size - 1, column + radius + 1)]! -
        source[row * size + Math.max(0, column - radius)]!;
    }
  }
  for (let column = 0; column < size; column += 1) {
    let sum = 0;
    for (let k = -radius; k <= radius; k += 1)
      sum += temp[Math.min(size - 1, Math.max(0, k)) * size + column]!;
    for (let row = 0; row < size; row += 1) {
      out[row * size + column] = sum / span;
      sum +=
        temp[Math.min(size - 1, row + radius + 1) * size + column]! -
        temp[Math.max(0, row - radius) * size + column]!;
    }
  }
  return out;
}

function buildFloor(scene: FlatScene, shadow: ShadowMap): FloorMap {
  const { min, max } = scene;
  const height = max[1] - min[1];
  const reach = Math.max(max[0] - min[0], max[2] - min[2], 0.2);
  // The floor texture covers the footprint, where the shadow falls and a margin for the soft edges.
  const slope = Math.sqrt(1 - shadow.dir[1] * shadow.dir[1]) / Math.max(shadow.dir[1], 0.2);
  const throwX = -shadow.dir[0] / Math.max(Math.hypot(shadow.dir[0], shadow.dir[2]), 1e-6);
  const throwZ = -shadow.dir[2] / Math.max(Math.hypot(shadow.dir[0], shadow.dir[2]), 1e-6);
  const margin = 0.25 * reach + 0.15 * height + 0.05;
  const minX = Math.min(min[0], min[0] + throwX * height * slope) - margin;
  const maxX = Math.max(max[0], max[0] + throwX * height * slope) + margin;
  const minZ = Math.min(min[2], min[2] + throwZ * height * slope) - margin;
  const maxZ = Math.max(max[2], max[2] + throwZ * height * slope) + margin;
  const span = Math.max(maxX - minX, maxZ - minZ);
  const cell = span / floorSize;
  const originX = (minX + maxX) / 2 - span / 2;
  const originZ = (minZ + maxZ) / 2 - span / 2;

  const light = new Float32Array(floorSize * floorSize);
  for (let row = 0; row < floorSize; row += 1) {
    for (let column = 0; column < floorSize; column += 1) {
      light[row * floorSize + column] = floorShadow(
        shadow,
        originX + (column + 0.5) * cell,
        originZ + (row + 0.5) * cell,
        Math.floor(hash(column, row) * discRotations),
      );
    }
  }
  const smoothLight = boxBlur(boxBlur(light, floorSize, 1), floorSize, 1);

  // Lowest surface above each floor cell, for contact occlusion.
  const lowest = new Float32Array(floorSize * floorSize).fill(Infinity);
  const { positions, triangles } = scene;
  for (let triangle = 0; triangle < triangles.length; triangle += 3) {
    const a = triangles[triangle]! * 3;
    const b = triangles[triangle + 1]! * 3;
    const c = triangles[triangle + 2]! * 3;
    rasterDepth(
      (positions[a]! - originX) / cell,
      (positions[a + 2]! - originZ) / cell,
      positions[a + 1]!,
      (positions[b]! - originX) / cell,
      (positions[b + 2]! - originZ) / cell,
      positions[b + 1]!,
      (positions[c]! - originX) / cell,
      (positions[c + 2]! - originZ) / cell,
      positions[c + 1]!,
      floorSize,
      floorSize,
      lowest,
      false,
    );
  }
  const scale = Math.min(3, Math.max(0.6, Math.max(reach, height) / 1.2));
  const layers = [
    { below: 0.025 * scale, radius: 0.03 * scale, weight: 0.45 },
    { below: 0.12 * scale, radius: 0.09 * scale, weight: 0.35 },
    { below: 0.45 * scale, radius: 0.25 * scale, weight: 0.25 },
  ];
  const occlusion = new Float32Array(floorSize * floorSize);
  for (const layer of layers) {
    const mask = new Float32Array(floorSize * floorSize);
    for (let index = 0; index < mask.length; index += 1)
      mask[index] = lowest[index]! - min[1] < layer.below ? 1 : 0;
    const radius = Math.max(1, Math.round(layer.radius / cell / 2));
    const blurred = boxBlur(boxBlur(mask, floorSize, radius), floorSize, radius);
    for (let index = 0; index < occlusion.length; index += 1)
      occlusion[index] = occlusion[index]! + blurred[index]! * layer.weight;
  }
  const open = new Float32Array(floorSize * floorSize);
  for (let index = 0; index < open.length; index += 1)
    open[index] = Math.max(0, 1 - occlusion[index]!);
  return { size: floorSize, minX: originX, minZ: originZ, cell, light: smoothLight, open };
}

function floorLookup(floor: FloorMap, map: Float32Array, x: number, z: number): number {
  const u = (x - floor.minX) / floor.cell - 0.5;
  const v = (z - floor.minZ) / floor.cell - 0.5;
  const size = floor.size;
  if (u < 0 || v < 0 || u >= size - 1 || v >= size - 1) return 1;
  const column = Math.floor(u);
  const row = Math.floor(v);
  const fu = u - column;
  const fv = v - row;
  const index = row * size + column;
  return (
    (map[index]! * (1 - fu) + map[index + 1]! * fu) * (1 - fv) +
    (map[index + size]! * (1 - fu) + map[index + size + 1]! * fu) * fv
  );
}

/** Builds everything that does not depend on the camera: the flat mesh, the shadow map and the floor. */
export function prepareAsset(asset: Asset, options: PrepareOptions = {}): PreparedAsset {
  const environment = options.environment ?? createEnvironment();
  const scene = flattenAsset(asset);
  const shadow = buildShadowMap(scene, environment.keyDir);
  const floor =
    (options.floor ?? standsOnFloor(asset.archetype)) ? buildFloor(scene, shadow) : emptyFloor();
  const materials = scene.materials.map((material: PbrMaterial): MaterialInfo => {
    const texture =
      material.texture && options.textures ? options.textures(material.texture) : undefined;
    return {
      base: [material.baseColor[0], material.baseColor[1], material.baseColor[2]],
      metallic: Math.min(1, Math.max(0, material.metallic)),
      roughness: Math.min(1, Math.max(0.04, material.roughness)),
      opacity: material.opacity ?? 1,
      emissive: material.emissive
        ? [material.emissive[0], material.emissive[1], material.emissive[2]]
        : undefined,
      texture,
      repeat: material.texture ? 100 / Math.max(1, material.texture.tileCm) : 1,
    };
  });
  return {
    scene,
    environment,
    shadow,
    floor,
    materials,
    hasTransparent: materials.some((material) => material.opacity < 0.99),
  };
}

interface Camera {
  position: [number, number, number];
  right: [number, number, number];
  up: [number, number, number];
  forward: [number, number, number];
  /** Pixels per unit of x/z at the supersampled size. */
  focal: number;
  centerX: number;
  centerY: number;
}

function frameCamera(
  scene: FlatScene,
  view: View,
  width: number,
  height: number,
  fovDeg: number,
  fill: number,
  subjectX: number,
): Camera {
  const azimuth = (view.azimuthDeg * Math.PI) / 180;
  const elevation = (view.elevationDeg * Math.PI) / 180;
  const direction: [number, number, number] = [
    Math.sin(azimuth) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(azimuth) * Math.cos(elevation),
  ];
  const forward: [number, number, number] = [-direction[0], -direction[1], -direction[2]];
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const { min, max } = scene;
  const corners: [number, number, number][] = [];
  for (let corner = 0; corner < 8; corner += 1)
    corners.push([
      corner & 1 ? max[0] : min[0],
      corner & 2 ? max[1] : min[1],
      corner & 4 ? max[2] : min[2],
    ]);
  const target: [number, number, number] = [
    (min[0] + max[0]) / 2,
    (min[1] + max[1]) / 2,
    (min[2] + max[2]) / 2,
  ];
  const radius = Math.max(0.05, Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2);
  const tanY = Math.tan((fovDeg * Math.PI) / 360);
  const tanX = (tanY * width) / height;
  // An off-centre subject must fit between its centre and the nearer side edge.
  const fitX = tanX * Math.min(1, 2 * Math.min(subjectX, 1 - subjectX));
  let distance = radius / Math.sin((fovDeg * Math.PI) / 360);
  for (let iteration = 0; iteration < 6; iteration += 1) {
    const position: [number, number, number] = [
      target[0] + direction[0] * distance,
      target[1] + direction[1] * distance,
      target[2] + direction[2] * distance,
    ];
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const corner of corners) {
      const rx = corner[0] - position[0];
      const ry = corner[1] - position[1];
      const rz = corner[2] - position[2];
      const depth = Math.max(1e-3, rx * forward[0] + ry * forward[1] + rz * forward[2]);
      const x = (rx * right[0] + ry * right[1] + rz * right[2]) / depth;
      const y = (rx * up[0] + ry * up[1] + rz * up[2]) / depth;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const shiftX = ((minX + maxX) / 2) * distance;
    // Sit the object slightly below the middle: the floor and its shadow read better with more air above.
    const shiftY = ((minY + maxY) / 2 + (maxY - minY) * 0.03) * distance;
    for (let axis = 0; axis < 3; axis += 1)
      target[axis] = target[axis]! + right[axis]! * shiftX + up[axis]! * shiftY;
    const scale = Math.max((maxX - minX) / 2 / (fitX * fill), (maxY - minY) / 2 / (tanY * fill));
    distance *= 0.5 + 0.5 * scale;
  }
  const offset = (0.5 - subjectX) * 2 * tanX * distance;
  for (let axis = 0; axis < 3; axis += 1) target[axis] = target[axis]! + right[axis]! * offset;
  const position: [number, number, number] = [
    target[0] + direction[0] * distance,
    target[1] + direction[1] * distance,
    target[2] + direction[2] * distance,
  ];
  return {
    position,
    right,
    up,
    forward,
    focal: height / 2 / tanY,
    centerX: width / 2,
    centerY: height / 2,
  };
}

function srgbToLinear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** ACES filmic curve (Narkowicz's fit), in and out linear. */
function aces(x: number): number {
  const value = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

const srgbTable = new Uint8Array(4097);
for (let index = 0; index <= 4096; index += 1) {
  const c = index / 4096;
  srgbTable[index] = Math.round(
    255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055),
  );
}

interface VisibilityBuffer {
  depth: Float32Array;
  triangle: Int32Array;
  b1: Float32Array;
  b2: Float32Array;
}

/** Buffers are reused between renders of the same size (a worker renders thousands): no garbage per image. */
const visibilityPool = new Map<string, VisibilityBuffer>();
function createVisibility(count: number, role: string): VisibilityBuffer {
  const key = `${role}:${count}`;
  let buffer = visibilityPool.get(key);
  if (!buffer) {
    if (visibilityPool.size > 6) visibilityPool.clear();
    buffer = {
      depth: new Float32Array(count),
      triangle: new Int32Array(count),
      b1: new Float32Array(count),
      b2: new Float32Array(count),
    };
    visibilityPool.set(key, buffer);
  }
  buffer.depth.fill(0);
  buffer.triangle.fill(-1);
  return buffer;
}

function rasterScene(
  prepared: PreparedAsset,
  sx: Float32Array,
  sy: Float32Array,
  iz: Float32Array,
  width: number,
  height: number,
  target: VisibilityBuffer,
  transparentPass: boolean,
  opaqueDepth: Float32Array | undefined,
): void {
  const { triangles, triangleMaterial } = prepared.scene;
  const { depth, triangle: triangleBuffer, b1, b2 } = target;
  for (let triangle = 0; triangle < triangles.length / 3; triangle += 1) {
    const transparent = prepared.materials[triangleMaterial[triangle]!]!.opacity < 0.99;
    if (transparent !== transparentPass) continue;
    const ia = triangles[triangle * 3]!;
    const ib = triangles[triangle * 3 + 1]!;
    const ic = triangles[triangle * 3 + 2]!;
    const z0 = iz[ia]!;
    const z1 = iz[ib]!;
    const z2 = iz[ic]!;
    if (z0 <= 0 || z1 <= 0 || z2 <= 0) continue;
    const x0 = sx[ia]!;
    const y0 = sy[ia]!;
    const x1 = sx[ib]!;
    const y1 = sy[ib]!;
    const x2 = sx[ic]!;
    const y2 = sy[ic]!;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(area) < 1e-10) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    if (minX > maxX || minY > maxY) continue;
    const inverse = 1 / area;
    const a0 = (y1 - y2) * inverse;
    const bb0 = (x2 - x1) * inverse;
    const c0 = (x1 * y2 - x2 * y1) * inverse;
    const a1 = (y2 - y0) * inverse;
    const bb1 = (x0 - x2) * inverse;
    const c1 = (x2 * y0 - x0 * y2) * inverse;
    for (let row = minY; row <= maxY; row += 1) {
      const py = row + 0.5;
      const rowW0 = a0 * (minX + 0.5) + bb0 * py + c0;
      const rowW1 = a1 * (minX + 0.5) + bb1 * py + c1;
      rowSpan(minX, maxX, rowW0, a0, rowW1, a1, 1e-7);
      const first = span[0]!;
      const last = span[1]!;
      if (first > last) continue;
      let w0 = rowW0 + a0 * (first - minX);
      let w1 = rowW1 + a1 * (first - minX);
      let index = row * width + first;
      for (let column = first; column <= last; column += 1, index += 1, w0 += a0, w1 += a1) {
        const w2 = 1 - w0 - w1;
        if (w0 < -1e-7 || w1 < -1e-7 || w2 < -1e-7) continue;
        const z = w0 * z0 + w1 * z1 + w2 * z2;
        if (z <= depth[index]!) continue;
        if (opaqueDepth && z <= opaqueDepth[index]!) continue;
        depth[index] = z;
        triangleBuffer[index] = triangle;
        b1[index] = (w1 * z1) / z;
        b2[index] = (w2 * z2) / z;
      }
    }
  }
}

const scratchA = new Float32Array(3);
const scratchB = new Float32Array(3);

/** Shades one surface sample; returns display-linear RGB (after exposure and ACES) in out, and opacity. */
function shade(
  prepared: PreparedAsset,
  camera: Camera,
  triangle: number,
  b1: number,
  b2: number,
  exposure: number,
  out: Float32Array,
): number {
  const { scene, environment, materials } = prepared;
  const { positions, normals, uvs, triangles, triangleMaterial } = scene;
  const material = materials[triangleMaterial[triangle]!]!;
  const b0 = 1 - b1 - b2;
  const ia = triangles[triangle * 3]!;
  const ib = triangles[triangle * 3 + 1]!;
  const ic = triangles[triangle * 3 + 2]!;
  const px = positions[ia * 3]! * b0 + positions[ib * 3]! * b1 + positions[ic * 3]! * b2;
  const py =
    positions[ia * 3 + 1]! * b0 + positions[ib * 3 + 1]! * b1 + positions[ic * 3 + 1]! * b2;
  const pz =
    positions[ia * 3 + 2]! * b0 + positions[ib * 3 + 2]! * b1 + positions[ic * 3 + 2]! * b2;
  let nx = normals[ia * 3]! * b0 + normals[ib * 3]! * b1 + normals[ic * 3]! * b2;
  let ny = normals[ia * 3 + 1]! * b0 + normals[ib * 3 + 1]! * b1 + normals[ic * 3 + 1]! * b2;
  let nz = normals[ia * 3 + 2]! * b0 + normals[ib * 3 + 2]! * b1 + normals[ic * 3 + 2]! * b2;
  let length = Math.hypot(nx, ny, nz) || 1;
  nx /= length;
  ny /= length;
  nz /= length;
  let vx = camera.position[0] - px;
  let vy = camera.position[1] - py;
  let vz = camera.position[2] - pz;
  length = Math.hypot(vx, vy, vz) || 1;
  vx /= length;
  vy /= length;
  vz /= length;
  let nDotV = nx * vx + ny * vy + nz * vz;
  if (nDotV < 0) {
    // Seen from behind (open shells, lamp shades): light the side that faces the camera.
    nx = -nx;
    ny = -ny;
    nz = -nz;
    nDotV = -nDotV;
  }
  if (nDotV < 1e-4) nDotV = 1e-4;

  let baseR = material.base[0];
  let baseG = material.base[1];
  let baseB = material.base[2];
  let roughness = material.roughness;
  const texture = material.texture;
  if (texture) {
    const u = (uvs[ia * 2]! * b0 + uvs[ib * 2]! * b1 + uvs[ic * 2]! * b2) * material.repeat;
    const v =
      (uvs[ia * 2 + 1]! * b0 + uvs[ib * 2 + 1]! * b1 + uvs[ic * 2 + 1]! * b2) * material.repeat;
    const tu = ((u % 1) + 1) % 1;
    const tv = ((v % 1) + 1) % 1;
    const texel =
      Math.min(texture.height - 1, Math.floor(tv * texture.height)) * texture.width +
      Math.min(texture.width - 1, Math.floor(tu * texture.width));
    baseR *= texture.color[texel * 3]!;
    baseG *= texture.color[texel * 3 + 1]!;
    baseB *= texture.color[texel * 3 + 2]!;
    if (texture.roughness)
      roughness = Math.min(1, Math.max(0.04, roughness * texture.roughness[texel]! * 2));
  }
  const metallic = material.metallic;
  const alpha = roughness * roughness;
  const alpha2 = alpha * alpha;
  const f0R = 0.04 + (baseR - 0.04) * metallic;
  const f0G = 0.04 + (baseG - 0.04) * metallic;
  const f0B = 0.04 + (baseB - 0.04) * metallic;
  const diffuseR = baseR * (1 - metallic);
  const diffuseG = baseG * (1 - metallic);
  const diffuseB = baseB * (1 - metallic);

  // Occlusion near the floor and under the object, from the baked floor map.
  const floorOpen = floorLookup(prepared.floor, prepared.floor.open, px, pz);
  const nearFloor = Math.exp(
    -Math.max(0, py - scene.min[1]) / (0.08 + 0.05 * (scene.max[1] - scene.min[1])),
  );
  const occlusion = 1 - (1 - floorOpen) * nearFloor * (ny < -0.3 ? 0.9 : 0.6);

  // Diffuse environment.
  evalSh(environment.sh, nx, ny, nz, scratchA);
  let red = diffuseR * scratchA[0]! * occlusion;
  let green = diffuseG * scratchA[1]! * occlusion;
  let blue = diffuseB * scratchA[2]! * occlusion;

  // Glossy environment (split sum with Karis's analytic environment BRDF).
  const dot2 = 2 * nDotV;
  const rx = dot2 * nx - vx;
  const ry = dot2 * ny - vy;
  const rz = dot2 * nz - vz;
  sampleSpecular(environment, rx, ry, rz, roughness, scratchB);
  const c0x = -1 * roughness + 1;
  const c0y = -0.0275 * roughness + 0.0425;
  const c0z = -0.572 * roughness + 1.04;
  const c0w = 0.022 * roughness - 0.04;
  const a004 = Math.min(c0x * c0x, Math.exp(-6.4324 * nDotV)) * c0x + c0y;
  const scaleA = -1.04 * a004 + c0z;
  const scaleB = 1.04 * a004 + c0w;
  // Reflections of the floor-level environment are partly blocked by the object itself.
  const specularOcclusion = occlusion * (ry < 0 ? 0.8 : 1);
  red += scratchB[0]! * (f0R * scaleA + scaleB) * specularOcclusion;
  green += scratchB[1]! * (f0G * scaleA + scaleB) * specularOcclusion;
  blue += scratchB[2]! * (f0B * scaleA + scaleB) * specularOcclusion;

  // Key light with its shadow.
  const keyDir = environment.keyDir;
  const lx = keyDir[0];
  const ly = keyDir[1];
  const lz = keyDir[2];
  const nDotL = nx * lx + ny * ly + nz * lz;
  if (nDotL > 0) {
    const bias = prepared.shadow.texel * 2;
    const visible = surfaceShadow(
      prepared.shadow,
      px + nx * bias,
      py + ny * bias,
      pz + nz * bias,
      bias,
    );
    if (visible > 0) {
      let hx = lx + vx;
      let hy = ly + vy;
      let hz = lz + vz;
      length = Math.hypot(hx, hy, hz) || 1;
      hx /= length;
      hy /= length;
      hz /= length;
      const nDotH = Math.max(0, nx * hx + ny * hy + nz * hz);
      const vDotH = Math.max(0, vx * hx + vy * hy + vz * hz);
      const d = nDotH * nDotH * (alpha2 - 1) + 1;
      const distribution = alpha2 / (Math.PI * d * d);
      const visibility =
        0.5 /
        (nDotL * Math.sqrt(nDotV * nDotV * (1 - alpha2) + alpha2) +
          nDotV * Math.sqrt(nDotL * nDotL * (1 - alpha2) + alpha2));
      const oneMinus = 1 - vDotH;
      const fresnel = oneMinus * oneMinus * oneMinus * oneMinus * oneMinus;
      const specular = distribution * visibility;
      const kc = environment.keyColor;
      const strength = nDotL * visible;
      // keyColor is in the same Lambert-radiance units as the SH term, so the specular lobe gains π.
      red +=
        (diffuseR * (1 - fresnel) + (f0R + (1 - f0R) * fresnel) * specular * Math.PI) *
        kc[0] *
        strength;
      green +=
        (diffuseG * (1 - fresnel) + (f0G + (1 - f0G) * fresnel) * specular * Math.PI) *
        kc[1] *
        strength;
      blue +=
        (diffuseB * (1 - fresnel) + (f0B + (1 - f0B) * fresnel) * specular * Math.PI) *
        kc[2] *
        strength;
    }
  }
  if (material.emissive) {
    red += material.emissive[0];
    green += material.emissive[1];
    blue += material.emissive[2];
  }
  out[0] = aces(red * exposure);
  out[1] = aces(green * exposure);
  out[2] = aces(blue * exposure);
  if (material.opacity >= 0.99) return 1;
  // Glass: more opaque at grazing angles (Fresnel).
  const grazing = Math.pow(1 - nDotV, 5);
  return Math.min(1, material.opacity + (1 - material.opacity) * (0.04 + 0.96 * grazing));
}

/** Renders one view of a prepared asset. */
export function renderView(prepared: PreparedAsset, options: RenderOptions): RenderedImage {
  const ss = Math.max(1, Math.round(options.supersample ?? 2));
  const outWidth = options.width;
  const outHeight = options.height;
  const width = outWidth * ss;
  const height = outHeight * ss;
  const view = typeof options.view === 'object' ? options.view : views[options.view ?? 'cover'];
  const camera = frameCamera(
    prepared.scene,
    view,
    width,
    height,
    options.fovDeg ?? 30,
    options.fill ?? 0.82,
    options.subjectX ?? 0.5,
  );
  const exposure = options.exposure ?? 1;
  const backdrop = options.backdrop ?? studioBackdrop;
  const topLinear = backdrop.top.map(srgbToLinear);
  const bottomLinear = backdrop.bottom.map(srgbToLinear);

  // Project vertices.
  const { positions } = prepared.scene;
  const vertexCount = positions.length / 3;
  const sx = new Float32Array(vertexCount);
  const sy = new Float32Array(vertexCount);
  const iz = new Float32Array(vertexCount);
  const [cx, cy, cz] = camera.position;
  const { right, up, forward, focal, centerX, centerY } = camera;
  for (let vertex = 0; vertex < vertexCount; vertex += 1) {
    const rx = positions[vertex * 3]! - cx;
    const ry = positions[vertex * 3 + 1]! - cy;
    const rz = positions[vertex * 3 + 2]! - cz;
    const depth = rx * forward[0] + ry * forward[1] + rz * forward[2];
    if (depth < 1e-3) {
      iz[vertex] = -1;
      continue;
    }
    const inverse = 1 / depth;
    iz[vertex] = inverse;
    sx[vertex] = centerX + (rx * right[0] + ry * right[1] + rz * right[2]) * inverse * focal;
    sy[vertex] = centerY - (rx * up[0] + ry * up[1] + rz * up[2]) * inverse * focal;
  }
  const count = width * height;
  const opaque = createVisibility(count, 'opaque');
  rasterScene(prepared, sx, sy, iz, width, height, opaque, false, undefined);
  const glass = prepared.hasTransparent ? createVisibility(count, 'glass') : undefined;
  if (glass) rasterScene(prepared, sx, sy, iz, width, height, glass, true, opaque.depth);

  // Resolve: per output pixel, shade each distinct triangle among its samples once and weight it by
  // the samples it covers (edges stay antialiased, interiors cost one shade instead of ss²).
  const rgb = new Uint8Array(outWidth * outHeight * 3);
  const samples = ss * ss;
  const weight = 1 / samples;
  const sample = new Float32Array(3);
  const floor = prepared.floor;
  const floorY = prepared.scene.min[1];
  const uniqueTriangle = new Int32Array(samples);
  const uniqueCount = new Int32Array(samples);
  const uniqueColor = new Float32Array(samples * 3);
  const sampleSlot = new Int32Array(samples);
  const glassTriangle = new Int32Array(samples);
  const glassColor = new Float32Array(samples * 4);
  for (let row = 0; row < outHeight; row += 1) {
    const t = (row + 0.5) / outHeight;
    // A soft, slightly curved gradient, like a paper sweep.
    const blend = t * t * (3 - 2 * t);
    const backR = topLinear[0]! + (bottomLinear[0]! - topLinear[0]!) * blend;
    const backG = topLinear[1]! + (bottomLinear[1]! - topLinear[1]!) * blend;
    const backB = topLinear[2]! + (bottomLinear[2]! - topLinear[2]!) * blend;
    const dy = (centerY - (row + 0.5) * ss) / focal;
    for (let column = 0; column < outWidth; column += 1) {
      let uniques = 0;
      for (let sy0 = 0; sy0 < ss; sy0 += 1) {
        let index = (row * ss + sy0) * width + column * ss;
        for (let sx0 = 0; sx0 < ss; sx0 += 1, index += 1) {
          const triangle = opaque.triangle[index]!;
          let slot = 0;
          while (slot < uniques && uniqueTriangle[slot] !== triangle) slot += 1;
          if (slot === uniques) {
            uniqueTriangle[slot] = triangle;
            uniqueCount[slot] = 0;
            if (triangle >= 0) {
              shade(
                prepared,
                camera,
                triangle,
                opaque.b1[index]!,
                opaque.b2[index]!,
                exposure,
                sample,
              );
              uniqueColor[slot * 3] = sample[0]!;
              uniqueColor[slot * 3 + 1] = sample[1]!;
              uniqueColor[slot * 3 + 2] = sample[2]!;
            } else {
              // Backdrop; where the view ray meets the floor, darken it by the baked shadow and occlusion.
              const dx = ((column + 0.5) * ss - centerX) / focal;
              const rayX = forward[0] + right[0] * dx + up[0] * dy;
              const rayY = forward[1] + right[1] * dx + up[1] * dy;
              const rayZ = forward[2] + right[2] * dx + up[2] * dy;
              let factor = 1;
              if (rayY < -1e-6) {
                const distance = (floorY - cy) / rayY;
                const hitX = cx + rayX * distance;
                const hitZ = cz + rayZ * distance;
                const lit = floorLookup(floor, floor.light, hitX, hitZ);
                const open = floorLookup(floor, floor.open, hitX, hitZ);
                factor = open * (1 - 0.62 * (1 - lit));
              }
              uniqueColor[slot * 3] = backR * factor;
              uniqueColor[slot * 3 + 1] = backG * factor;
              uniqueColor[slot * 3 + 2] = backB * factor;
            }
            uniques += 1;
          }
          uniqueCount[slot] = uniqueCount[slot]! + 1;
          sampleSlot[sy0 * ss + sx0] = slot;
        }
      }
      let red = 0;
      let green = 0;
      let blue = 0;
      if (!glass) {
        for (let slot = 0; slot < uniques; slot += 1) {
          const count = uniqueCount[slot]!;
          red += uniqueColor[slot * 3]! * count;
          green += uniqueColor[slot * 3 + 1]! * count;
          blue += uniqueColor[slot * 3 + 2]! * count;
        }
      } else {
        let glassUniques = 0;
        for (let sy0 = 0; sy0 < ss; sy0 += 1) {
          let index = (row * ss + sy0) * width + column * ss;
          for (let sx0 = 0; sx0 < ss; sx0 += 1, index += 1) {
            const slot = sampleSlot[sy0 * ss + sx0]!;
            let sampleRed = uniqueColor[slot * 3]!;
            let sampleGreen = uniqueColor[slot * 3 + 1]!;
            let sampleBlue = uniqueColor[slot * 3 + 2]!;
            const triangle = glass.triangle[index]!;
            if (triangle >= 0) {
              let glassSlot = 0;
              while (glassSlot < glassUniques && glassTriangle[glassSlot] !== triangle)
                glassSlot += 1;
              if (glassSlot === glassUniques) {
                glassTriangle[glassSlot] = triangle;
                glassColor[glassSlot * 4 + 3] = shade(
                  prepared,
                  camera,
                  triangle,
                  glass.b1[index]!,
                  glass.b2[index]!,
                  exposure,
                  sample,
                );
                glassColor[glassSlot * 4] = sample[0]!;
                glassColor[glassSlot * 4 + 1] = sample[1]!;
                glassColor[glassSlot * 4 + 2] = sample[2]!;
                glassUniques += 1;
              }
              const coverage = glassColor[glassSlot * 4 + 3]!;
              sampleRed = sampleRed * (1 - coverage) + glassColor[glassSlot * 4]! * coverage;
              sampleGreen =
                sampleGreen * (1 - coverage) + glassColor[glassSlot * 4 + 1]! * coverage;
              sampleBlue = sampleBlue * (1 - coverage) + glassColor[glassSlot * 4 + 2]! * coverage;
            }
            red += sampleRed;
            green += sampleGreen;
            blue += sampleBlue;
          }
        }
      }
      const target = (row * outWidth + column) * 3;
      rgb[target] = srgbTable[Math.min(4096, Math.round(red * weight * 4096))]!;
      rgb[target + 1] = srgbTable[Math.min(4096, Math.round(green * weight * 4096))]!;
      rgb[target + 2] = srgbTable[Math.min(4096, Math.round(blue * weight * 4096))]!;
    }
  }
  return { width: outWidth, height: outHeight, rgb };
}

/** Convenience: prepare and render one view. */
export function renderAsset(asset: Asset, options: RenderOptions & PrepareOptions): RenderedImage {
  return renderView(prepareAsset(asset, options), options);
}
