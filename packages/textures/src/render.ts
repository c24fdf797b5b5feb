import { linearToSrgb, srgbByteToLinear } from './colour.js';
import type { TextureSet } from './generate.js';
import { Fbm } from './noise.js';

/**
 * A small analytic renderer for material previews: a ray–sphere material ball and a flat tiled swatch,
 * normal-mapped, lit by a studio environment (soft top light, warm key, cool fill) with GGX highlights.
 * No GPU, no browser: the seed runs it in Node.
 */

export interface RenderedImage {
  width: number;
  height: number;
  /** RGBA, sRGB, row-major from the top-left. */
  data: Uint8Array;
}

type Vec = [number, number, number];

function normalize(v: Vec): Vec {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** Linear-light texture lookups with wrap-around, bilinear. */
class MaterialTexture {
  private readonly albedo: Float32Array;
  constructor(private readonly set: TextureSet) {
    const pixels = set.size * set.size;
    this.albedo = new Float32Array(pixels * 3);
    for (let index = 0; index < pixels; index += 1) {
      this.albedo[index * 3] = srgbByteToLinear[set.baseColor[index * 4]!]!;
      this.albedo[index * 3 + 1] = srgbByteToLinear[set.baseColor[index * 4 + 1]!]!;
      this.albedo[index * 3 + 2] = srgbByteToLinear[set.baseColor[index * 4 + 2]!]!;
    }
  }
  /** Fills out: [r, g, b, nx, ny, nz, roughness, metallic, ao]. */
  sample(u: number, v: number, out: Float32Array): void {
    const size = this.set.size;
    const x = (u - Math.floor(u)) * size - 0.5;
    const y = (v - Math.floor(v)) * size - 0.5;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const xa = (x0 + size) % size;
    const xb = (x0 + 1 + size) % size;
    const ya = ((y0 + size) % size) * size;
    const yb = ((y0 + 1 + size) % size) * size;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    const i00 = ya + xa;
    const i10 = ya + xb;
    const i01 = yb + xa;
    const i11 = yb + xb;
    for (let c = 0; c < 3; c += 1) {
      out[c] =
        this.albedo[i00 * 3 + c]! * w00 +
        this.albedo[i10 * 3 + c]! * w10 +
        this.albedo[i01 * 3 + c]! * w01 +
        this.albedo[i11 * 3 + c]! * w11;
      const n = this.set.normal;
      out[3 + c] =
        (n[i00 * 4 + c]! * w00 +
          n[i10 * 4 + c]! * w10 +
          n[i01 * 4 + c]! * w01 +
          n[i11 * 4 + c]! * w11) /
          127.5 -
        1;
    }
    const r = this.set.roughness;
    const mt = this.set.metallic;
    const ao = this.set.ao;
    out[6] = (r[i00]! * w00 + r[i10]! * w10 + r[i01]! * w01 + r[i11]! * w11) / 255;
    out[7] = (mt[i00]! * w00 + mt[i10]! * w10 + mt[i01]! * w01 + mt[i11]! * w11) / 255;
    out[8] = (ao[i00]! * w00 + ao[i10]! * w10 + ao[i01]! * w01 + ao[i11]! * w11) / 255;
  }
}

/** The studio: radiance seen in direction d (linear RGB). A softbox overhead, a bright window to the left, a floor. */
const windowDir = normalize([-0.8, 0.35, 0.45]);
function environment(dx: number, dy: number, dz: number, blur: number, out: Vec): void {
  const up = dy;
  const horizon = Math.exp(-Math.abs(up) * 3);
  let r = 0.55 + 0.25 * up;
  let g = 0.58 + 0.25 * up;
  let b = 0.62 + 0.28 * up;
  if (up < 0) {
    r = 0.28 + 0.1 * horizon;
    g = 0.26 + 0.1 * horizon;
    b = 0.24 + 0.1 * horizon;
  }
  // Softbox: sharp for polished surfaces, spread out and dimmer for rough ones.
  const softbox = Math.max(0, up) ** (40 / (1 + blur * 30));
  const toWindow = Math.max(0, dx * windowDir[0] + dy * windowDir[1] + dz * windowDir[2]);
  const windowLight = toWindow ** (60 / (1 + blur * 40));
  const strength = 1 / (1 + blur * 2);
  out[0] = r + (3.2 * softbox + 2.6 * windowLight) * strength;
  out[1] = g + (3.1 * softbox + 2.6 * windowLight) * strength;
  out[2] = b + (3 * softbox + 2.4 * windowLight) * strength;
}
const envScratch: Vec = [0, 0, 0];
const ambientScratch: Vec = [0, 0, 0];

const keyLight = normalize([-0.55, 0.7, 0.55]);
const keyColour: Vec = [2.6, 2.45, 2.2];

/** Lights one point: albedo etc. from `m` (MaterialTexture layout), world normal n, view direction toward the eye. */
function shade(m: Float32Array, n: Vec, view: Vec, shadow: number, out: Vec): void {
  const roughness = Math.max(0.04, m[6]!);
  const metallic = m[7]!;
  const ao = m[8]!;
  const nl = Math.max(0, n[0] * keyLight[0] + n[1] * keyLight[1] + n[2] * keyLight[2]);
  const nv = Math.max(1e-4, n[0] * view[0] + n[1] * view[1] + n[2] * view[2]);
  const hx = keyLight[0] + view[0];
  const hy = keyLight[1] + view[1];
  const hz = keyLight[2] + view[2];
  const nh = Math.max(
    0,
    (n[0] * hx + n[1] * hy + n[2] * hz) / (Math.sqrt(hx * hx + hy * hy + hz * hz) || 1),
  );
  const alpha = roughness * roughness;
  const a2 = alpha * alpha;
  const denominator = nh * nh * (a2 - 1) + 1;
  const distribution = a2 / (Math.PI * denominator * denominator);
  const k = alpha / 2;
  const visibility = 1 / ((nl * (1 - k) + k) * (nv * (1 - k) + k) * 4);
  const fresnelView = (1 - nv) ** 5;
  // view and n are unit vectors, so the reflection is too.
  environment(
    2 * nv * n[0] - view[0],
    2 * nv * n[1] - view[1],
    2 * nv * n[2] - view[2],
    roughness,
    envScratch,
  );
  environment(n[0], n[1], n[2], 1, ambientScratch);
  const env = envScratch;
  const ambient = ambientScratch;
  for (let c = 0; c < 3; c += 1) {
    const albedo = m[c]!;
    const f0 = 0.04 + (albedo - 0.04) * metallic;
    const fresnel = f0 + (1 - f0) * fresnelView * (1 - roughness) ** 2;
    const diffuse =
      albedo * (1 - metallic) * (ambient[c]! * 0.55 * ao + (keyColour[c]! * nl * shadow) / Math.PI);
    const specular =
      fresnel * (env[c]! * ao * 0.9 + distribution * visibility * keyColour[c]! * nl * shadow);
    out[c] = diffuse + specular;
  }
}

/** Filmic curve (ACES fit), then sRGB bytes. */
function toneMap(x: number): number {
  const exposed = x * 0.85;
  const mapped = (exposed * (2.51 * exposed + 0.03)) / (exposed * (2.43 * exposed + 0.59) + 0.14);
  return Math.round(linearToSrgb(mapped) * 255);
}

export interface BallOptions {
  width: number;
  height: number;
  /** Diameter of the ball in centimetres, so the texture appears at its real size. */
  diameterCm?: number;
  /** Samples per pixel edge (2 gives 4 samples: smooth silhouettes). */
  supersample?: number;
}

/** The texture repeats around the ball's equator for a ball of the given size. */
function repeatsFor(set: TextureSet, diameterCm: number): [number, number] {
  const around = Math.max(1, Math.min(32, Math.round((Math.PI * diameterCm) / set.tileCm)));
  return [around, Math.max(1, Math.round(around / 2))];
}

/** A material ball on a studio floor with its contact shadow. */
export function renderMaterialBall(set: TextureSet, options: BallOptions): RenderedImage {
  const { width, height } = options;
  const ss = options.supersample ?? 2;
  const texture = new MaterialTexture(set);
  const [repeatU, repeatV] = repeatsFor(set, options.diameterCm ?? 60);
  const data = new Uint8Array(width * height * 4);
  const m = new Float32Array(9);
  const colour: Vec = [0, 0, 0];
  const eye: Vec = [0, 0.55, 3.6];
  const target: Vec = [0, -0.05, 0];
  const forward = normalize([target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]]);
  const right = normalize([-forward[2], 0, forward[0]]);
  const upVec: Vec = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  const fov = 0.42;
  const aspect = width / height;
  const floorY = -1;
  const silhouetteDistance = (fx: number, fy: number): number => {
    const ndcX = fx * 2 - 1;
    const ndcY = 1 - fy * 2;
    const dir = normalize([
      forward[0] + ndcX * aspect * fov * right[0] + ndcY * fov * upVec[0],
      forward[1] + ndcX * aspect * fov * right[1] + ndcY * fov * upVec[1],
      forward[2] + ndcX * aspect * fov * right[2] + ndcY * fov * upVec[2],
    ]);
    const b = eye[0] * dir[0] + eye[1] * dir[1] + eye[2] * dir[2];
    return b * b - (eye[0] * eye[0] + eye[1] * eye[1] + eye[2] * eye[2] - 1);
  };
  // About three pixels' change of the discriminant at this resolution.
  const edgeBand = 0.08 * (900 / height);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let ar = 0;
      let ag = 0;
      let ab = 0;
      // Supersample only where the silhouette crosses the pixel; elsewhere one ray is exact enough.
      const centre = silhouetteDistance((px + 0.5) / width, (py + 0.5) / height);
      const n = Math.abs(centre) < edgeBand ? ss : 1;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const ndcX = ((px + (sx + 0.5) / n) / width) * 2 - 1;
          const ndcY = 1 - ((py + (sy + 0.5) / n) / height) * 2;
          const dir = normalize([
            forward[0] + ndcX * aspect * fov * right[0] + ndcY * fov * upVec[0],
            forward[1] + ndcX * aspect * fov * right[1] + ndcY * fov * upVec[1],
            forward[2] + ndcX * aspect * fov * right[2] + ndcY * fov * upVec[2],
          ]);
          // Ray–sphere (unit sphere at the origin).
          const b = eye[0] * dir[0] + eye[1] * dir[1] + eye[2] * dir[2];
          const c = eye[0] * eye[0] + eye[1] * eye[1] + eye[2] * eye[2] - 1;
          const disc = b * b - c;
          if (disc > 0) {
            const t = -b - Math.sqrt(disc);
            const p: Vec = [eye[0] + dir[0] * t, eye[1] + dir[1] * t, eye[2] + dir[2] * t];
            const u = Math.atan2(p[0], p[2]) / (2 * Math.PI) + 0.5;
            const v = Math.acos(Math.max(-1, Math.min(1, p[1]))) / Math.PI;
            texture.sample(u * repeatU, v * repeatV, m);
            const tangent = normalize([p[2], 0, -p[0]]);
            const bitangent: Vec = [
              p[1] * tangent[2] - p[2] * tangent[1],
              p[2] * tangent[0] - p[0] * tangent[2],
              p[0] * tangent[1] - p[1] * tangent[0],
            ];
            const n = normalize([
              tangent[0] * m[3]! + bitangent[0] * m[4]! + p[0] * m[5]!,
              tangent[1] * m[3]! + bitangent[1] * m[4]! + p[1] * m[5]!,
              tangent[2] * m[3]! + bitangent[2] * m[4]! + p[2] * m[5]!,
            ]);
            // The ball shadows its own underside from the floor's bounce a little.
            const selfShadow = 0.35 + 0.65 * Math.min(1, Math.max(0, p[1] + 0.9));
            shade(m, n, [-dir[0], -dir[1], -dir[2]], selfShadow, colour);
            ar += colour[0];
            ag += colour[1];
            ab += colour[2];
          } else {
            // Studio backdrop: the floor with a contact shadow, fading into a grey wall.
            // Wall brightness: a soft glow behind the ball; the floor fades into it at the horizon.
            const glow = 0.5 + 0.2 * Math.max(0, 1 - Math.abs(dir[0]) * 2);
            let r = glow;
            let g = glow;
            let bl = glow * 1.03;
            if (dir[1] < 0) {
              const t = (floorY - eye[1]) / dir[1];
              const fx = eye[0] + dir[0] * t;
              const fz = eye[2] + dir[2] * t;
              const contact = 1 - 0.75 * Math.exp(-(fx * fx + fz * fz) * 2.2);
              const keyShadowX = fx - keyLight[0] * 1.2;
              const keyShadowZ = fz - keyLight[2] * 1.2;
              const cast =
                1 - 0.35 * Math.exp(-(keyShadowX * keyShadowX + keyShadowZ * keyShadowZ) * 1.4);
              const fade = Math.min(1, Math.max(0, (t - 2) / 10));
              const shadow = contact * cast;
              r = 0.62 * shadow * (1 - fade) + r * fade;
              g = 0.61 * shadow * (1 - fade) + g * fade;
              bl = 0.6 * shadow * (1 - fade) + bl * fade;
            }
            ar += r;
            ag += g;
            ab += bl;
          }
        }
      }
      const samples = n * n;
      const index = (py * width + px) * 4;
      data[index] = toneMap(ar / samples);
      data[index + 1] = toneMap(ag / samples);
      data[index + 2] = toneMap(ab / samples);
      data[index + 3] = 255;
    }
  }
  return { width, height, data };
}

export interface SwatchOptions {
  width: number;
  height: number;
  /** How many centimetres the frame's width shows (default: two tiles). */
  spanCm?: number;
}

/** The material laid flat and tiled, lit from a low angle so the relief and the joints read. */
export function renderSwatch(set: TextureSet, options: SwatchOptions): RenderedImage {
  const { width, height } = options;
  const texture = new MaterialTexture(set);
  const span = (options.spanCm ?? set.tileCm * 2) / set.tileCm;
  const data = new Uint8Array(width * height * 4);
  const m = new Float32Array(9);
  const colour: Vec = [0, 0, 0];
  const pixelSpan = span / width;
  const world: Vec = [0, 0, 1];
  const swatchView = normalize([0, 0.6, 0.8]);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const u = (px + 0.5) * pixelSpan;
      const v = (py + 0.5) * pixelSpan;
      texture.sample(u, v, m);
      // Flat, facing the viewer (tangent x, bitangent y up, normal z), tilted so the key light rakes across it.
      const inverse = 1 / Math.sqrt(m[3]! * m[3]! + m[4]! * m[4]! + m[5]! * m[5]!);
      const nx = m[3]! * inverse;
      const ny = m[4]! * inverse;
      const nz = m[5]! * inverse;
      world[0] = nx;
      world[1] = nz * 0.6 + ny * 0.8;
      world[2] = nz * 0.8 - ny * 0.6;
      const vignette = 1 - 0.09 * (((px / width - 0.5) * 2) ** 2 + ((py / height - 0.5) * 2) ** 2);
      shade(m, world, swatchView, vignette, colour);
      const index = (py * width + px) * 4;
      data[index] = toneMap(colour[0]);
      data[index + 1] = toneMap(colour[1]);
      data[index + 2] = toneMap(colour[2]);
      data[index + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Copies `source` into `target` at (left, top). */
export function composite(
  target: RenderedImage,
  source: RenderedImage,
  left: number,
  top: number,
): void {
  for (let y = 0; y < source.height; y += 1) {
    const ty = top + y;
    if (ty < 0 || ty >= target.height) continue;
    for (let x = 0; x < source.width; x += 1) {
      const tx = left + x;
      if (tx < 0 || tx >= target.width) continue;
      const from = (y * source.width + x) * 4;
      const to = (ty * target.width + tx) * 4;
      target.data[to] = source.data[from]!;
      target.data[to + 1] = source.data[from + 1]!;
      target.data[to + 2] = source.data[from + 2]!;
      target.data[to + 3] = 255;
    }
  }
}

export interface SkyOptions {
  width: number;
  /** Sun elevation and azimuth in degrees. */
  sunElevation: number;
  sunAzimuth: number;
  /** 0 clear .. 1 overcast. */
  clouds: number;
  seed: number;
}

/**
 * A procedural equirectangular sky (linear RGB, height = width / 2): Rayleigh-blue zenith to a hazy
 * horizon, a sun disc far above white with its glow, periodic-noise clouds and a dim ground.
 * Its values are real HDR: the sun reaches tens of thousands, the sky stays near 1.
 */
export function proceduralSky(options: SkyOptions): {
  width: number;
  height: number;
  rgb: Float32Array;
} {
  const width = options.width;
  const height = Math.max(1, Math.round(width / 2));
  const rgb = new Float32Array(width * height * 3);
  const elevation = (options.sunElevation * Math.PI) / 180;
  const azimuth = (options.sunAzimuth * Math.PI) / 180;
  const sun: Vec = [
    Math.cos(elevation) * Math.sin(azimuth),
    Math.sin(elevation),
    -Math.cos(elevation) * Math.cos(azimuth),
  ];
  // Clouds wrap around in azimuth (u) because the noise is periodic.
  const clouds = new Fbm(8, 4, 6, options.seed);
  const sunAngularRadius = 0.0093;
  const lowSun = 1 - Math.min(1, Math.max(0, options.sunElevation / 35));
  for (let y = 0; y < height; y += 1) {
    const theta = ((y + 0.5) / height) * Math.PI;
    const up = Math.cos(theta);
    for (let x = 0; x < width; x += 1) {
      const phi = ((x + 0.5) / width) * 2 * Math.PI - Math.PI;
      const d: Vec = [Math.sin(theta) * Math.sin(phi), up, -Math.sin(theta) * Math.cos(phi)];
      const index = (y * width + x) * 3;
      if (up < 0) {
        const ground = 0.18 + 0.1 * Math.exp(up * 8);
        rgb[index] = ground * 0.95;
        rgb[index + 1] = ground * 0.9;
        rgb[index + 2] = ground * 0.82;
        continue;
      }
      const cosSun = d[0] * sun[0] + d[1] * sun[1] + d[2] * sun[2];
      const angle = Math.acos(Math.max(-1, Math.min(1, cosSun)));
      const haze = Math.exp(-up * 4);
      let r = 0.25 + 0.9 * haze;
      let g = 0.45 + 0.85 * haze;
      let b = 0.95 + 0.6 * haze;
      // Warmer horizon when the sun is low.
      r += lowSun * haze * 0.8;
      g += lowSun * haze * 0.3;
      const glow = Math.exp(-angle * 6) * 3 + Math.exp(-angle * 40) * 12;
      r += glow * (1 + lowSun * 0.5);
      g += glow * (0.9 + lowSun * 0.1);
      b += glow * 0.75;
      if (options.clouds > 0) {
        const n = clouds.at((x + 0.5) / width, Math.min(0.999, up * 0.999));
        const cover =
          Math.min(1, Math.max(0, (n - (0.62 - options.clouds * 0.3)) * 4)) * Math.min(1, up * 6);
        const lit = 1.2 + 0.8 * Math.max(0, cosSun) + glow * 0.3;
        r += (lit - r) * cover;
        g += (lit - g) * cover;
        b += (lit * 1.02 - b) * cover;
      }
      if (angle < sunAngularRadius) {
        const sunPower = 40_000 * (1 - lowSun * 0.6);
        r += sunPower;
        g += sunPower * (0.95 - lowSun * 0.25);
        b += sunPower * (0.88 - lowSun * 0.4);
      }
      rgb[index] = r;
      rgb[index + 1] = g;
      rgb[index + 2] = b;
    }
  }
  return { width, height, rgb };
}
