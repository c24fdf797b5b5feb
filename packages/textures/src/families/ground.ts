import { hex, type Rgb } from '../colour.js';
import { Fbm, Worley, smoothstep } from '../noise.js';
import { blendColour, mixColour, pick, type FamilyDef, type Sampler } from '../sampler.js';

/** Grass seen from above: layers of blades, each a tapered stroke from its root in its own direction. */
function grass(greens: readonly Rgb[], soil: Rgb, dryness: number, seed: number): () => Sampler {
  return () => {
    const layers = [
      new Worley(40, 40, seed, 1),
      new Worley(56, 56, seed + 1, 1),
      new Worley(72, 72, seed + 2, 1),
      new Worley(96, 96, seed + 3, 1),
    ];
    const patches = new Fbm(3, 3, 5, seed + 4);
    const dirt = new Fbm(32, 32, 3, seed + 5);
    return (u, v, s) => {
      const p = patches.at(u, v);
      mixColour(s, soil, soil, 0, 0.6 + 0.5 * dirt.at(u, v));
      let h = 0.1 * dirt.at(u, v);
      s.rough = 0.95;
      for (let layer = 0; layer < layers.length; layer += 1) {
        const hit = layers[layer]!.at(u, v);
        const angle = hit.id * Math.PI * 2;
        const dx = Math.cos(angle);
        const dy = Math.sin(angle);
        // Offset from the root along and across the blade, in cells.
        const along = hit.dx * dx + hit.dy * dy + 0.3;
        const across = Math.abs(-hit.dx * dy + hit.dy * dx);
        const length = 0.75 + 0.35 * hit.id2;
        if (along < 0 || along > length) continue;
        const width = 0.11 * (1 - along / length);
        const cover = 1 - smoothstep(width * 0.6, width, across);
        if (cover <= 0) continue;
        const tip = along / length;
        const c = pick(greens, hit.id2);
        const dry = smoothstep(0.55, 0.8, p) * dryness;
        blendColour(s, c, cover);
        blendColour(s, [0.62, 0.56, 0.32], cover * dry * (0.5 + 0.5 * tip));
        const light = 0.75 + 0.3 * tip + 0.1 * layer;
        s.r *= light;
        s.g *= light;
        s.b *= light;
        h = Math.max(h, cover * (0.4 + 0.15 * layer + 0.3 * tip));
        s.rough = 0.8;
      }
      s.h = Math.min(1, h);
      s.metal = 0;
    };
  };
}

function moss(colours: readonly Rgb[], seed: number): () => Sampler {
  return () => {
    const clumps = new Worley(28, 28, seed, 1);
    const tufts = new Worley(120, 120, seed + 1, 1);
    const tone = new Fbm(4, 4, 5, seed + 2);
    return (u, v, s) => {
      const a = clumps.at(u, v);
      const clump = 1 - smoothstep(0.2, 0.9, a.f1);
      const b = tufts.at(u, v);
      const tuft = 1 - smoothstep(0.1, 0.7, b.f1);
      const t = tone.at(u, v);
      mixColour(
        s,
        pick(colours, a.id),
        pick(colours, b.id),
        0.4 + (t - 0.5),
        0.45 + 0.45 * clump + 0.25 * tuft,
      );
      s.h = 0.6 * clump + 0.4 * tuft;
      s.rough = 0.9;
      s.metal = 0;
    };
  };
}

interface SoilLook {
  light: Rgb;
  dark: Rgb;
  /** Share of the surface covered by small stones. */
  pebbles: number;
  /** Sand ripples from the wind (沙地). */
  ripples: number;
  clods: number;
}

function soil(look: SoilLook, seed: number): () => Sampler {
  return () => {
    const tone = new Fbm(4, 4, 6, seed);
    const grain = new Fbm(256, 256, 2, seed + 1);
    const clods = new Worley(20, 20, seed + 2, 1);
    const stones = new Worley(60, 60, seed + 3, 0.9);
    const rippleWarp = new Fbm(3, 3, 4, seed + 4);
    return (u, v, s) => {
      const t = tone.at(u, v);
      const g = grain.at(u, v);
      const c = clods.at(u, v);
      const clod = smoothstep(0, 0.4, c.f2 - c.f1) * look.clods;
      const ripple =
        look.ripples > 0
          ? Math.sin(2 * Math.PI * (v * 14 + u * 2 + (rippleWarp.at(u, v) - 0.5) * 3))
          : 0;
      const rippleShape = look.ripples * (ripple > 0 ? ripple : ripple * 0.5);
      mixColour(
        s,
        look.light,
        look.dark,
        0.5 + (t - 0.5) * 1.5 - clod * 0.3 + (g - 0.5) * 0.6 - 0.15 * rippleShape,
      );
      let h = 0.3 + 0.3 * clod + 0.15 * g + 0.25 * rippleShape + 0.1 * t;
      const st = stones.at(u, v);
      if (st.id < look.pebbles) {
        const radius = 0.25 + 0.2 * st.id2;
        const pebble = 1 - smoothstep(radius - 0.06, radius, st.f1);
        if (pebble > 0) {
          const grey = 0.45 + 0.35 * st.id2;
          blendColour(s, [grey * 1.05, grey, grey * 0.92], pebble);
          h = Math.max(h, pebble * (0.6 + 0.4 * Math.sqrt(Math.max(0, 1 - (st.f1 / radius) ** 2))));
        }
      }
      s.h = h;
      s.rough = 0.92 + 0.06 * g;
      s.metal = 0;
    };
  };
}

/** Gravel: packed stones of mixed tones with dark gaps between them. */
function gravel(colours: readonly Rgb[], seed: number): () => Sampler {
  return () => {
    const stones = new Worley(22, 22, seed, 0.9);
    const small = new Worley(50, 50, seed + 1, 0.9);
    const speck = new Fbm(192, 192, 2, seed + 2);
    return (u, v, s) => {
      const a = stones.at(u, v);
      const b = small.at(u, v);
      const bigDome = smoothstep(0, 0.3, a.f2 - a.f1);
      const smallDome = smoothstep(0, 0.3, b.f2 - b.f1);
      const useBig = bigDome > 0.5 || a.id2 > 0.4;
      const dome = useBig ? bigDome : smallDome;
      const id = useBig ? a.id : b.id;
      const sp = speck.at(u, v);
      mixColour(
        s,
        pick(colours, id),
        pick(colours, id),
        0,
        (0.35 + 0.65 * dome) * (0.85 + 0.3 * sp),
      );
      s.h = dome * (0.7 + 0.3 * (useBig ? 1 : 0.6));
      s.rough = 0.75 + 0.15 * sp;
      s.metal = 0;
    };
  };
}

function asphalt(base: Rgb, seed: number): () => Sampler {
  return () => {
    const aggregate = new Worley(150, 150, seed, 0.9);
    const tone = new Fbm(4, 4, 5, seed + 1);
    const fine = new Fbm(256, 256, 2, seed + 2);
    return (u, v, s) => {
      const a = aggregate.at(u, v);
      const f = fine.at(u, v);
      const stone = a.id < 0.45 ? 1 - smoothstep(0.25, 0.4, a.f1) : 0;
      mixColour(s, base, base, 0, 0.8 + 0.4 * (tone.at(u, v) - 0.5) + 0.3 * (f - 0.5));
      const grey = 0.32 + 0.3 * a.id2;
      blendColour(s, [grey, grey, grey * 0.97], stone * 0.8);
      s.h = 0.3 + 0.5 * stone + 0.2 * f;
      s.rough = 0.9 - 0.15 * stone;
      s.metal = 0;
    };
  };
}

/** Open water: crossing wave trains with integer wave vectors (so they tile) and fine ripples. */
function water(deep: Rgb, shallow: Rgb, seed: number): () => Sampler {
  const waves: readonly (readonly [number, number, number, number])[] = [
    [3, 1, 1, 0.1],
    [-2, 3, 0.7, 1.3],
    [5, -2, 0.45, 2.1],
    [1, 6, 0.35, 0.7],
    [-7, 4, 0.22, 2.9],
    [9, 5, 0.16, 4.2],
  ];
  return () => {
    const ripples = new Fbm(16, 16, 4, seed);
    return (u, v, s) => {
      let h = 0;
      for (const [kx, ky, amplitude, phase] of waves)
        h += amplitude * Math.sin(2 * Math.PI * (kx * u + ky * v) + phase);
      h = h / 2.9 + (ripples.at(u, v) - 0.5) * 0.5;
      mixColour(s, deep, shallow, 0.5 + h * 0.6);
      s.h = 0.5 + 0.5 * h;
      s.rough = 0.04;
      s.metal = 0;
    };
  };
}

/** Ice: milky blue with bubbles and a network of cracks. */
function ice(seed: number): () => Sampler {
  return () => {
    const cracks = new Worley(6, 6, seed, 1);
    const fineCracks = new Worley(17, 17, seed + 1, 1);
    const cloud = new Fbm(3, 3, 6, seed + 2);
    const bubbles = new Worley(80, 80, seed + 3, 1);
    const warp = new Fbm(6, 6, 3, seed + 4);
    return (u, v, s) => {
      const w = (warp.at(u, v) - 0.5) * 0.04;
      const c = cracks.at(u + w, v - w);
      const f = fineCracks.at(u - w, v + w);
      const crack = 1 - smoothstep(0, 0.03, c.f2 - c.f1);
      const fine = (1 - smoothstep(0, 0.025, f.f2 - f.f1)) * 0.5;
      const b = bubbles.at(u, v);
      const bubble = b.id < 0.2 ? 1 - smoothstep(0.08, 0.16, b.f1) : 0;
      const cl = cloud.at(u, v);
      mixColour(s, hex('#6f9fb6'), hex('#d4e6ee'), (cl - 0.3) * 1.5);
      blendColour(s, [0.95, 0.97, 0.98], Math.max(crack, fine, bubble * 0.8));
      s.h = 0.7 - 0.4 * crack - 0.2 * fine + 0.05 * cl;
      s.rough = 0.08 + 0.3 * crack + 0.1 * cl;
      s.metal = 0;
    };
  };
}

export const ground: FamilyDef = {
  id: 'ground',
  nameZh: '地表',
  variants: [
    {
      id: 'grass',
      nameZh: '草地',
      tileCm: 100,
      depthCm: 2,
      make: grass(
        [hex('#4d7a2a'), hex('#5e8c33'), hex('#3f6b25'), hex('#6f9a3c')],
        hex('#3e3423'),
        0.3,
        161,
      ),
    },
    {
      id: 'grass-dry',
      nameZh: '枯黄草地',
      tileCm: 100,
      depthCm: 2,
      make: grass([hex('#7d8a3f'), hex('#8f944a'), hex('#6b7a35')], hex('#4a3d28'), 1, 162),
    },
    {
      id: 'moss',
      nameZh: '苔藓',
      tileCm: 50,
      depthCm: 1,
      make: moss([hex('#4f6b21'), hex('#6a8a2c'), hex('#3d5a1c'), hex('#7f9a35')], 163),
    },
    {
      id: 'soil',
      nameZh: '泥土',
      tileCm: 100,
      depthCm: 1.5,
      make: soil(
        { light: hex('#7a5c40'), dark: hex('#3d2b1d'), pebbles: 0.15, ripples: 0, clods: 1 },
        164,
      ),
    },
    {
      id: 'sand',
      nameZh: '沙地',
      tileCm: 150,
      depthCm: 1,
      make: soil(
        { light: hex('#e0c9a0'), dark: hex('#b89c70'), pebbles: 0.02, ripples: 1, clods: 0 },
        165,
      ),
    },
    {
      id: 'gravel',
      nameZh: '碎石',
      tileCm: 60,
      depthCm: 2,
      make: gravel(
        [hex('#9c968c'), hex('#7e7970'), hex('#b7b0a4'), hex('#6b665f'), hex('#a89b86')],
        166,
      ),
    },
    {
      id: 'asphalt',
      nameZh: '沥青路面',
      tileCm: 100,
      depthCm: 0.5,
      make: asphalt(hex('#3a3a3a'), 167),
    },
  ],
};

export const waterFamily: FamilyDef = {
  id: 'water',
  nameZh: '水面',
  variants: [
    {
      id: 'water',
      nameZh: '水面',
      tileCm: 400,
      depthCm: 6,
      make: water(hex('#123d4f'), hex('#2f6f78'), 171),
    },
    { id: 'ice', nameZh: '冰面', tileCm: 200, depthCm: 0.3, make: ice(172) },
  ],
};
