/**
 * Periodic noise on the unit torus: every function here takes u, v in tile units and repeats with
 * period 1 in both, so anything built from them tiles without a seam. Lattice periods are integers.
 */

/** A 32-bit integer hash of a lattice point, as a number in [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h =
    Math.imul(x | 0, 374_761_393) ^
    Math.imul(y | 0, 668_265_263) ^
    Math.imul(seed | 0, 982_451_653);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  h = Math.imul(h ^ (h >>> 15), 2_246_822_519);
  h ^= h >>> 13;
  return (h >>> 0) / 4_294_967_296;
}

/** A small deterministic generator for per-feature choices (colours of chips, board offsets). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = (seed | 0) ^ 0x9e37_79b9;
  }
  next(): number {
    this.state = (this.state + 0x6d2b_79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
}

export function fract(x: number): number {
  return x - Math.floor(x);
}
export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
export function mix(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}
/** Distance to the nearest integer, so lines at integer positions are periodic. */
export function distToInt(x: number): number {
  return Math.abs(x - Math.round(x));
}

/** Value noise on a px × py lattice that wraps: period 1 in u and v. Returns 0..1. */
export class ValueNoise {
  /** Lattice values, tabled for small lattices; large ones (fine fibres) hash on demand instead. */
  private readonly table: Float32Array | null;
  constructor(
    private readonly px: number,
    private readonly py: number,
    private readonly seed: number,
  ) {
    if (px * py <= 1 << 16) {
      this.table = new Float32Array(px * py);
      for (let y = 0; y < py; y += 1)
        for (let x = 0; x < px; x += 1) this.table[y * px + x] = hash2(x, y, seed);
    } else this.table = null;
  }
  at(u: number, v: number): number {
    const x = (u - Math.floor(u)) * this.px;
    const y = (v - Math.floor(v)) * this.py;
    // Rounding can land exactly on the period; that is lattice point 0 again.
    let x0w = Math.floor(x);
    let y0w = Math.floor(y);
    if (x0w >= this.px) x0w = 0;
    if (y0w >= this.py) y0w = 0;
    const fx = x - x0w;
    const fy = y - y0w;
    const x1 = x0w + 1 === this.px ? 0 : x0w + 1;
    const y1 = y0w + 1 === this.py ? 0 : y0w + 1;
    // Quintic fade: continuous second derivative, so normals derived from it show no lattice creases.
    const sx = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
    const sy = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
    const t = this.table;
    let a: number, b: number, c: number, d: number;
    if (t) {
      a = t[y0w * this.px + x0w]!;
      b = t[y0w * this.px + x1]!;
      c = t[y1 * this.px + x0w]!;
      d = t[y1 * this.px + x1]!;
    } else {
      a = hash2(x0w, y0w, this.seed);
      b = hash2(x1, y0w, this.seed);
      c = hash2(x0w, y1, this.seed);
      d = hash2(x1, y1, this.seed);
    }
    const top = a + (b - a) * sx;
    const bottom = c + (d - c) * sx;
    return top + (bottom - top) * sy;
  }
}

/** Fractal sum of periodic value noise; each octave doubles the (integer) lattice periods. Returns about 0..1. */
export class Fbm {
  private readonly octaves: ValueNoise[] = [];
  private readonly weights: number[] = [];
  constructor(px: number, py: number, octaves: number, seed: number, gain = 0.5) {
    let amplitude = 1;
    let total = 0;
    for (let octave = 0; octave < octaves; octave += 1) {
      this.octaves.push(new ValueNoise(px << octave, py << octave, seed + octave * 7919));
      this.weights.push(amplitude);
      total += amplitude;
      amplitude *= gain;
    }
    for (let index = 0; index < this.weights.length; index += 1)
      this.weights[index] = this.weights[index]! / total;
  }
  at(u: number, v: number): number {
    let sum = 0;
    for (let index = 0; index < this.octaves.length; index += 1)
      sum += this.octaves[index]!.at(u, v) * this.weights[index]!;
    return sum;
  }
  /** Ridged variant: sharp crests where the noise crosses its middle (cracks, veins). */
  ridged(u: number, v: number): number {
    let sum = 0;
    for (let index = 0; index < this.octaves.length; index += 1)
      sum += (1 - Math.abs(this.octaves[index]!.at(u, v) * 2 - 1)) * this.weights[index]!;
    return sum;
  }
}

/** The result of a Worley (cellular) lookup. Distances are in cell units. */
export interface WorleyHit {
  f1: number;
  f2: number;
  /** Hash of the nearest feature's cell, 0..1, stable across the wrap. */
  id: number;
  /** Second hash of the nearest cell, for a second independent choice. */
  id2: number;
  /** Offset from the nearest feature point to the sample, in cell units. */
  dx: number;
  dy: number;
}

/** Periodic cellular noise: one jittered feature point per cell of an nx × ny grid that wraps. */
export class Worley {
  private readonly fx: Float32Array;
  private readonly fy: Float32Array;
  private readonly ids: Float32Array;
  private readonly ids2: Float32Array;
  readonly hit: WorleyHit = { f1: 0, f2: 0, id: 0, id2: 0, dx: 0, dy: 0 };
  constructor(
    private readonly nx: number,
    private readonly ny: number,
    seed: number,
    jitter = 0.9,
  ) {
    this.fx = new Float32Array(nx * ny);
    this.fy = new Float32Array(nx * ny);
    this.ids = new Float32Array(nx * ny);
    this.ids2 = new Float32Array(nx * ny);
    for (let y = 0; y < ny; y += 1) {
      for (let x = 0; x < nx; x += 1) {
        const cell = y * nx + x;
        this.fx[cell] = 0.5 + (hash2(x, y, seed) - 0.5) * jitter;
        this.fy[cell] = 0.5 + (hash2(x, y, seed + 1) - 0.5) * jitter;
        this.ids[cell] = hash2(x, y, seed + 2);
        this.ids2[cell] = hash2(x, y, seed + 3);
      }
    }
  }
  /** Looks up (u, v); the answer is in `hit` (reused, so no allocation per pixel). */
  at(u: number, v: number): WorleyHit {
    const x = (u - Math.floor(u)) * this.nx;
    const y = (v - Math.floor(v)) * this.ny;
    const cx = Math.floor(x);
    const cy = Math.floor(y);
    let f1 = 1e9;
    let f2 = 1e9;
    let best = 0;
    let bdx = 0;
    let bdy = 0;
    for (let oy = -1; oy <= 1; oy += 1) {
      const gy = cy + oy;
      const wy = gy < 0 ? gy + this.ny : gy >= this.ny ? gy - this.ny : gy;
      for (let ox = -1; ox <= 1; ox += 1) {
        const gx = cx + ox;
        const wx = gx < 0 ? gx + this.nx : gx >= this.nx ? gx - this.nx : gx;
        const cell = wy * this.nx + wx;
        const dx = x - (gx + this.fx[cell]!);
        const dy = y - (gy + this.fy[cell]!);
        const d = dx * dx + dy * dy;
        if (d < f1) {
          f2 = f1;
          f1 = d;
          best = cell;
          bdx = dx;
          bdy = dy;
        } else if (d < f2) f2 = d;
      }
    }
    const hit = this.hit;
    hit.f1 = Math.sqrt(f1);
    hit.f2 = Math.sqrt(f2);
    hit.id = this.ids[best]!;
    hit.id2 = this.ids2[best]!;
    hit.dx = bdx;
    hit.dy = bdy;
    return hit;
  }
}
