import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FloatType } from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';

/**
 * Image-based lighting from an equirectangular HDRI: a key light taken out of its brightest region
 * (so it can cast a shadow), nine spherical-harmonic coefficients for diffuse irradiance and a chain of
 * blurred levels for glossy reflections by roughness.
 *
 * Equirect convention: u = 0.5 + atan2(x, -z) / 2π, v = acos(y) / π, row 0 at the top.
 */

/** The CC0 HDRIs of @pmndrs/assets (Poly Haven, 512 × 256, OpenEXR). */
export type HdriName =
  | 'studio'
  | 'apartment'
  | 'city'
  | 'lobby'
  | 'warehouse'
  | 'dawn'
  | 'sunset'
  | 'park'
  | 'hall'
  | 'lab'
  | 'workshop'
  | 'venice';

export interface EnvLevel {
  width: number;
  height: number;
  /** Linear RGB, row-major, row 0 at the top. */
  data: Float32Array;
  roughness: number;
}

export interface Environment {
  name: string;
  /** Glossy reflection levels, sharpest first. */
  levels: EnvLevel[];
  /** Irradiance as SH9 × 3 channels, already scaled so that evaluating gives E/π (the Lambert radiance). */
  sh: Float32Array;
  /** Unit vector towards the key light. */
  keyDir: [number, number, number];
  /** Irradiance of the key light on a surface facing it. */
  keyColor: [number, number, number];
}

export interface EnvironmentOptions {
  /** Where the key light should come from, in degrees around +Y from the front (+Z); negative is the viewer's left. */
  keyAzimuthDeg?: number;
  /** Brightness of the diffuse environment on an upward surface (after normalisation). */
  ambient?: number;
  /** Irradiance of the key light relative to the ambient. */
  keyStrength?: number;
}

const require = createRequire(import.meta.url);

/** Decodes one of the shipped HDRIs to linear RGB floats, row 0 at the top. */
export function loadHdri(name: HdriName): { width: number; height: number; rgb: Float32Array } {
  const source = readFileSync(require.resolve(`@pmndrs/assets/hdri/${name}.exr.js`), 'utf8');
  const base64 = source.slice(source.indexOf(',') + 1, source.lastIndexOf("'"));
  const bytes = Buffer.from(base64, 'base64');
  const loader = new EXRLoader();
  loader.setDataType(FloatType);
  const parsed = loader.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  ) as unknown as {
    width: number;
    height: number;
    data: Float32Array;
  };
  const { width, height, data } = parsed;
  const channels = data.length / (width * height);
  const rgb = new Float32Array(width * height * 3);
  // EXRLoader hands rows bottom-up (GL texture order); flip so row 0 is the zenith.
  for (let row = 0; row < height; row += 1) {
    const from = (height - 1 - row) * width;
    for (let column = 0; column < width; column += 1) {
      const source4 = (from + column) * channels;
      const target = (row * width + column) * 3;
      rgb[target] = Math.max(0, data[source4]!);
      rgb[target + 1] = Math.max(0, data[source4 + 1]!);
      rgb[target + 2] = Math.max(0, data[source4 + 2]!);
    }
  }
  return { width, height, rgb };
}

function downsample(
  width: number,
  height: number,
  rgb: Float32Array,
  factor: number,
): { width: number; height: number; rgb: Float32Array } {
  const outWidth = width / factor;
  const outHeight = height / factor;
  const out = new Float32Array(outWidth * outHeight * 3);
  const scale = 1 / (factor * factor);
  for (let row = 0; row < outHeight; row += 1) {
    for (let column = 0; column < outWidth; column += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        for (let dx = 0; dx < factor; dx += 1) {
          const index = ((row * factor + dy) * width + column * factor + dx) * 3;
          red += rgb[index]!;
          green += rgb[index + 1]!;
          blue += rgb[index + 2]!;
        }
      }
      const target = (row * outWidth + column) * 3;
      out[target] = red * scale;
      out[target + 1] = green * scale;
      out[target + 2] = blue * scale;
    }
  }
  return { width: outWidth, height: outHeight, rgb: out };
}

function texelDirection(
  column: number,
  row: number,
  width: number,
  height: number,
): [number, number, number] {
  const phi = ((column + 0.5) / width - 0.5) * 2 * Math.PI;
  const theta = ((row + 0.5) / height) * Math.PI;
  const sinTheta = Math.sin(theta);
  return [Math.sin(phi) * sinTheta, Math.cos(theta), -Math.cos(phi) * sinTheta];
}

function luminance(red: number, green: number, blue: number): number {
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Rotates the map around +Y by whole columns (a rotation about the vertical axis is a horizontal shift). */
function rotateColumns(
  width: number,
  height: number,
  rgb: Float32Array,
  shift: number,
): Float32Array {
  const out = new Float32Array(rgb.length);
  const wrapped = ((shift % width) + width) % width;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const from = (row * width + column) * 3;
      const to = (row * width + ((column + wrapped) % width)) * 3;
      out[to] = rgb[from]!;
      out[to + 1] = rgb[from + 1]!;
      out[to + 2] = rgb[from + 2]!;
    }
  }
  return out;
}

function shProject(width: number, height: number, rgb: Float32Array): Float32Array {
  const sh = new Float32Array(27);
  for (let row = 0; row < height; row += 1) {
    const theta = ((row + 0.5) / height) * Math.PI;
    const solidAngle = ((2 * Math.PI) / width) * (Math.PI / height) * Math.sin(theta);
    for (let column = 0; column < width; column += 1) {
      const [x, y, z] = texelDirection(column, row, width, height);
      const basis = [
        0.282095,
        0.488603 * y,
        0.488603 * z,
        0.488603 * x,
        1.092548 * x * y,
        1.092548 * y * z,
        0.315392 * (3 * z * z - 1),
        1.092548 * x * z,
        0.546274 * (x * x - y * y),
      ];
      const index = (row * width + column) * 3;
      for (let k = 0; k < 9; k += 1) {
        const weight = basis[k]! * solidAngle;
        sh[k * 3] = sh[k * 3]! + rgb[index]! * weight;
        sh[k * 3 + 1] = sh[k * 3 + 1]! + rgb[index + 1]! * weight;
        sh[k * 3 + 2] = sh[k * 3 + 2]! + rgb[index + 2]! * weight;
      }
    }
  }
  // Convolve with the clamped cosine (Ramamoorthi and Hanrahan) and divide by π for Lambert radiance.
  const bands = [Math.PI, (2 * Math.PI) / 3, Math.PI / 4];
  for (let k = 0; k < 9; k += 1) {
    const band = k === 0 ? 0 : k < 4 ? 1 : 2;
    for (let channel = 0; channel < 3; channel += 1)
      sh[k * 3 + channel] = (sh[k * 3 + channel]! * bands[band]!) / Math.PI;
  }
  // The basis constants of the evaluation are folded in here.
  return sh;
}

/** Lambert radiance (E/π) for a unit normal; writes into out. */
export function evalSh(sh: Float32Array, x: number, y: number, z: number, out: Float32Array): void {
  const b1 = 0.488603 * y;
  const b2 = 0.488603 * z;
  const b3 = 0.488603 * x;
  const b4 = 1.092548 * x * y;
  const b5 = 1.092548 * y * z;
  const b6 = 0.315392 * (3 * z * z - 1);
  const b7 = 1.092548 * x * z;
  const b8 = 0.546274 * (x * x - y * y);
  for (let channel = 0; channel < 3; channel += 1) {
    const value =
      0.282095 * sh[channel]! +
      b1 * sh[3 + channel]! +
      b2 * sh[6 + channel]! +
      b3 * sh[9 + channel]! +
      b4 * sh[12 + channel]! +
      b5 * sh[15 + channel]! +
      b6 * sh[18 + channel]! +
      b7 * sh[21 + channel]! +
      b8 * sh[24 + channel]!;
    out[channel] = value > 0 ? value : 0;
  }
}

/** A Phong-lobe convolution of the source for one roughness, as a cheap stand-in for the GGX prefilter. */
function prefilter(
  source: { width: number; height: number; rgb: Float32Array },
  outWidth: number,
  outHeight: number,
  roughness: number,
): EnvLevel {
  const alpha = Math.max(roughness * roughness, 0.02);
  const exponent = Math.max(2 / (alpha * alpha) - 2, 1);
  const cutoff = Math.pow(0.01, 1 / exponent);
  const cutoffAngle = Math.acos(Math.min(1, Math.max(-1, cutoff)));
  const { width, height, rgb } = source;
  const directions = new Float32Array(width * height * 3);
  const solid = new Float32Array(height);
  for (let row = 0; row < height; row += 1) {
    solid[row] = Math.sin(((row + 0.5) / height) * Math.PI);
    for (let column = 0; column < width; column += 1)
      directions.set(texelDirection(column, row, width, height), (row * width + column) * 3);
  }
  const data = new Float32Array(outWidth * outHeight * 3);
  for (let row = 0; row < outHeight; row += 1) {
    const theta = ((row + 0.5) / outHeight) * Math.PI;
    const rowFrom = Math.max(0, Math.floor(((theta - cutoffAngle) / Math.PI) * height));
    const rowTo = Math.min(height - 1, Math.ceil(((theta + cutoffAngle) / Math.PI) * height));
    for (let column = 0; column < outWidth; column += 1) {
      const [nx, ny, nz] = texelDirection(column, row, outWidth, outHeight);
      let red = 0;
      let green = 0;
      let blue = 0;
      let total = 0;
      for (let sourceRow = rowFrom; sourceRow <= rowTo; sourceRow += 1) {
        const rowWeight = solid[sourceRow]!;
        for (let sourceColumn = 0; sourceColumn < width; sourceColumn += 1) {
          const index = (sourceRow * width + sourceColumn) * 3;
          const cosine =
            nx * directions[index]! + ny * directions[index + 1]! + nz * directions[index + 2]!;
          if (cosine <= cutoff) continue;
          const weight = Math.pow(cosine, exponent) * rowWeight;
          red += rgb[index]! * weight;
          green += rgb[index + 1]! * weight;
          blue += rgb[index + 2]! * weight;
          total += weight;
        }
      }
      const target = (row * outWidth + column) * 3;
      if (total > 0) {
        data[target] = red / total;
        data[target + 1] = green / total;
        data[target + 2] = blue / total;
      }
    }
  }
  return { width: outWidth, height: outHeight, data, roughness };
}

const cache = new Map<string, Environment>();
/** Reflectance of the studio floor the object stands on (matches the light backdrop). */
const floorAlbedo = 0.45;

/**
 * Builds the lighting from a shipped HDRI. The brightest region becomes the key light (turned to
 * `keyAzimuthDeg`, its height kept between 35° and 65° so shadows fall on the floor near the object);
 * the rest is normalised so that every HDRI gives the same exposure.
 */
export function createEnvironment(
  name: HdriName = 'studio',
  options: EnvironmentOptions = {},
): Environment {
  const key = `${name}:${JSON.stringify(options)}`;
  const cached = cache.get(key) ?? readCached(key);
  if (cached) {
    cache.set(key, cached);
    return cached;
  }
  const keyAzimuth = ((options.keyAzimuthDeg ?? -40) * Math.PI) / 180;
  const ambient = options.ambient ?? 0.25;
  const keyStrength = options.keyStrength ?? 3.2;
  const full = loadHdri(name);

  // Find the brightest region on a coarse, upper-hemisphere copy.
  const coarse = downsample(full.width, full.height, full.rgb, 8);
  let bestColumn = 0;
  let bestRow = 0;
  let best = -1;
  for (let row = 0; row < coarse.height / 2 - 1; row += 1) {
    for (let column = 0; column < coarse.width; column += 1) {
      const index = (row * coarse.width + column) * 3;
      const value = luminance(coarse.rgb[index]!, coarse.rgb[index + 1]!, coarse.rgb[index + 2]!);
      if (value > best) {
        best = value;
        bestColumn = column;
        bestRow = row;
      }
    }
  }
  const sourceAzimuth = ((bestColumn + 0.5) / coarse.width - 0.5) * 2 * Math.PI;
  const shift = Math.round(((keyAzimuth - sourceAzimuth) / (2 * Math.PI)) * full.width);
  const rotated = rotateColumns(full.width, full.height, full.rgb, shift);
  const elevation = Math.min(
    (65 * Math.PI) / 180,
    Math.max((35 * Math.PI) / 180, Math.PI / 2 - ((bestRow + 0.5) / coarse.height) * Math.PI),
  );

  // Clamp the hot spots: their energy is what the key light carries, and clamping keeps reflections free of fireflies.
  const sorted = Float32Array.from({ length: coarse.width * coarse.height }, (_unused, index) =>
    luminance(coarse.rgb[index * 3]!, coarse.rgb[index * 3 + 1]!, coarse.rgb[index * 3 + 2]!),
  ).sort();
  const threshold = Math.max(sorted[Math.floor(sorted.length * 0.97)]!, 1e-3);
  let keyRed = 0;
  let keyGreen = 0;
  let keyBlue = 0;
  for (let index = 0; index < rotated.length; index += 3) {
    const value = luminance(rotated[index]!, rotated[index + 1]!, rotated[index + 2]!);
    if (value > threshold) {
      const scale = threshold / value;
      keyRed += rotated[index]! * (1 - scale);
      keyGreen += rotated[index + 1]! * (1 - scale);
      keyBlue += rotated[index + 2]! * (1 - scale);
      rotated[index] = rotated[index]! * scale;
      rotated[index + 1] = rotated[index + 1]! * scale;
      rotated[index + 2] = rotated[index + 2]! * scale;
    }
  }

  // Normalise: the mean irradiance over the upper directions becomes `ambient`.
  const probe = new Float32Array(3);
  const firstSmall = downsample(full.width, full.height, rotated, 8);
  const firstSh = shProject(firstSmall.width, firstSmall.height, firstSmall.rgb);
  let up = 0;
  for (const [x, y, z] of [
    [0, 1, 0],
    [1, 0, 0],
    [-1, 0, 0],
    [0, 0, 1],
    [0, 0, -1],
  ] as const) {
    evalSh(firstSh, x, y, z, probe);
    up += luminance(probe[0]!, probe[1]!, probe[2]!) / 5;
  }
  up = Math.max(up, 1e-6);
  const normalise = ambient / up;
  for (let index = 0; index < rotated.length; index += 1)
    rotated[index] = rotated[index]! * normalise;
  // A catalogue studio is neutral and bright: take most of the colour out of the HDRI's walls and
  // lift its black curtains a little, as white bounce cards would.
  const lift = 0.12 * ambient;
  for (let index = 0; index < rotated.length; index += 3) {
    const grey = luminance(rotated[index]!, rotated[index + 1]!, rotated[index + 2]!);
    for (let channel = 0; channel < 3; channel += 1)
      rotated[index + channel] = grey + (rotated[index + channel]! - grey) * 0.3 + lift;
  }
  // Below the horizon the object sees the studio floor it stands on, not the HDRI's ground: a light,
  // neutral grey lit by the ambient and the key, blended in over a few degrees.
  const floorRadiance =
    floorAlbedo * ambient * (1 + keyStrength * Math.max(0.3, Math.sin(elevation)));
  for (let row = 0; row < full.height; row += 1) {
    const y = Math.cos(((row + 0.5) / full.height) * Math.PI);
    const blend = Math.min(1, Math.max(0, (0.06 - y) / 0.12));
    if (blend === 0) continue;
    for (let column = 0; column < full.width; column += 1) {
      const index = (row * full.width + column) * 3;
      for (let channel = 0; channel < 3; channel += 1)
        rotated[index + channel] = rotated[index + channel]! * (1 - blend) + floorRadiance * blend;
    }
  }
  const small = downsample(full.width, full.height, rotated, 8);
  const sh = shProject(small.width, small.height, small.rgb);
  // Soften the environment's own direction (a bright cyclorama wall would otherwise out-light the key):
  // the key light gives the shape, the environment fills.
  for (let index = 3; index < 27; index += 1) sh[index] = sh[index]! * (index < 12 ? 0.55 : 0.4);

  const half = downsample(full.width, full.height, rotated, 2);
  const quarter = downsample(full.width, full.height, rotated, 4);
  const levels: EnvLevel[] = [
    { width: half.width, height: half.height, data: half.rgb, roughness: 0 },
    prefilter(quarter, 96, 48, 0.25),
    prefilter(small, 64, 32, 0.45),
    prefilter(small, 32, 16, 0.65),
    prefilter(small, 32, 16, 0.85),
    prefilter(small, 16, 8, 1),
  ];

  const keyLuminance = Math.max(luminance(keyRed, keyGreen, keyBlue), 1e-6);
  const keyDir: [number, number, number] = [
    Math.sin(keyAzimuth) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(keyAzimuth) * Math.cos(elevation),
  ];
  // A neutral-leaning key: the region's hue, desaturated halfway so one HDRI does not tint every product.
  const tint = (value: number) => 0.5 + (0.5 * value) / keyLuminance;
  const keyColor: [number, number, number] = [
    tint(keyRed) * keyStrength * ambient,
    tint(keyGreen) * keyStrength * ambient,
    tint(keyBlue) * keyStrength * ambient,
  ];
  const environment: Environment = { name, levels, sh, keyDir, keyColor };
  cache.set(key, environment);
  writeCached(key, environment);
  return environment;
}

/**
 * Building the lighting takes most of a second; every worker thread and every test server needs the
 * same result, so it is kept in the temporary directory (bump the version when the maths changes).
 */
const cacheVersion = 1;
function cacheFile(key: string): string {
  return path.join(
    tmpdir(),
    'yunmo-asset-render',
    `env-v${cacheVersion}-${key.replace(/[^a-z0-9]+/giu, '_')}.bin`,
  );
}

function readCached(key: string): Environment | undefined {
  try {
    const bytes = readFileSync(cacheFile(key));
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as {
      name: string;
      keyDir: [number, number, number];
      keyColor: [number, number, number];
      levels: { width: number; height: number; roughness: number }[];
    };
    const floats = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset + 4 + headerLength + ((4 - (headerLength % 4)) % 4)),
    );
    let offset = 0;
    const sh = floats.slice(0, 27);
    offset = 27;
    const levels = header.levels.map((level) => {
      const length = level.width * level.height * 3;
      const data = floats.slice(offset, offset + length);
      offset += length;
      return { ...level, data };
    });
    if (offset !== floats.length) return undefined;
    return { name: header.name, levels, sh, keyDir: header.keyDir, keyColor: header.keyColor };
  } catch {
    return undefined;
  }
}

function writeCached(key: string, environment: Environment): void {
  try {
    const file = cacheFile(key);
    mkdirSync(path.dirname(file), { recursive: true });
    const header = Buffer.from(
      JSON.stringify({
        name: environment.name,
        keyDir: environment.keyDir,
        keyColor: environment.keyColor,
        levels: environment.levels.map((level) => ({
          width: level.width,
          height: level.height,
          roughness: level.roughness,
        })),
      }),
    );
    const padding = (4 - (header.length % 4)) % 4;
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    const parts = [
      length,
      header,
      Buffer.alloc(padding),
      Buffer.from(environment.sh.buffer.slice(0)),
    ];
    for (const level of environment.levels)
      parts.push(Buffer.from(level.data.buffer, level.data.byteOffset, level.data.byteLength));
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, Buffer.concat(parts));
    renameSync(temporary, file);
  } catch {
    // A read-only temporary directory only costs the rebuild next time.
  }
}

/** Bilinear lookup of one level in direction (x, y, z), added into out with a weight. */
export function sampleLevel(
  level: EnvLevel,
  x: number,
  y: number,
  z: number,
  weight: number,
  out: Float32Array,
): void {
  const { width, height, data } = level;
  const u = (Math.atan2(x, -z) / (2 * Math.PI) + 0.5) * width - 0.5;
  const v = (Math.acos(y < -1 ? -1 : y > 1 ? 1 : y) / Math.PI) * height - 0.5;
  let column0 = Math.floor(u);
  const fu = u - column0;
  let row0 = Math.floor(v);
  const fv = v - row0;
  let row1 = row0 + 1;
  if (row0 < 0) row0 = 0;
  if (row1 > height - 1) row1 = height - 1;
  if (row0 > height - 1) row0 = height - 1;
  if (column0 < 0) column0 += width;
  const column1 = column0 + 1 >= width ? 0 : column0 + 1;
  const i00 = (row0 * width + column0) * 3;
  const i01 = (row0 * width + column1) * 3;
  const i10 = (row1 * width + column0) * 3;
  const i11 = (row1 * width + column1) * 3;
  const w00 = (1 - fu) * (1 - fv) * weight;
  const w01 = fu * (1 - fv) * weight;
  const w10 = (1 - fu) * fv * weight;
  const w11 = fu * fv * weight;
  out[0] = out[0]! + data[i00]! * w00 + data[i01]! * w01 + data[i10]! * w10 + data[i11]! * w11;
  out[1] =
    out[1]! +
    data[i00 + 1]! * w00 +
    data[i01 + 1]! * w01 +
    data[i10 + 1]! * w10 +
    data[i11 + 1]! * w11;
  out[2] =
    out[2]! +
    data[i00 + 2]! * w00 +
    data[i01 + 2]! * w01 +
    data[i10 + 2]! * w10 +
    data[i11 + 2]! * w11;
}

/** Prefiltered radiance for a reflection direction and perceptual roughness; writes into out. */
export function sampleSpecular(
  environment: Environment,
  x: number,
  y: number,
  z: number,
  roughness: number,
  out: Float32Array,
): void {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  const levels = environment.levels;
  let upper = 1;
  while (upper < levels.length - 1 && levels[upper]!.roughness < roughness) upper += 1;
  const low = levels[upper - 1]!;
  const high = levels[upper]!;
  let t = (roughness - low.roughness) / (high.roughness - low.roughness);
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  if (t < 0.999) sampleLevel(low, x, y, z, 1 - t, out);
  if (t > 0.001) sampleLevel(high, x, y, z, t, out);
}
