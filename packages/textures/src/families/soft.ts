import { hex, type Rgb } from '../colour.js';
import { Fbm, ValueNoise, Worley, fract, hash2, smoothstep } from '../noise.js';
import {
  blendColour,
  mixColour,
  pick,
  type FamilyDef,
  type Sample,
  type Sampler,
} from '../sampler.js';

/** How threads interlace: plain (over one, under one) or 2/2 twill (diagonal ribs). */
type Weave = 'plain' | 'twill';

interface WeaveLook {
  threads: number;
  weave: Weave;
  /** Colour of warp thread i and weft thread j (tartans stripe them). */
  warp: (i: number) => Rgb;
  weft: (j: number) => Rgb;
  /** Uneven thread thickness (linen slubs), 0..1. */
  slub: number;
  rough: number;
}

/** Woven cloth, thread by thread; the thread count per tile is an integer, so the weave tiles. */
function woven(look: WeaveLook, seed: number): (s: Sample, u: number, v: number) => void {
  const n = look.threads;
  const slubAlongWarp = new ValueNoise(n, 8, seed);
  const slubAlongWeft = new ValueNoise(8, n, seed + 1);
  const fuzz = new Fbm(n, n, 2, seed + 2);
  const tone = new Fbm(4, 4, 3, seed + 3);
  return (s, u, v) => {
    const x = u * n;
    const y = v * n;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = x - i;
    const fy = y - j;
    const warpOnTop = look.weave === 'plain' ? (i + j) % 2 === 0 : (((i + j) % 4) + 4) % 4 < 2;
    const fz = fuzz.at(u, v);
    if (warpOnTop) {
      const thick = 0.75 + look.slub * (slubAlongWarp.at(u, v) - 0.5);
      const profile = Math.sqrt(Math.max(0, 1 - ((fx - 0.5) / (0.5 * thick)) ** 2));
      mixColour(s, look.warp(i % n), look.warp(i % n), 0, 0.7 + 0.3 * profile);
      s.h = 0.35 + 0.6 * profile * (0.75 + 0.25 * Math.sin(Math.PI * fy)) + 0.05 * fz;
    } else {
      const thick = 0.75 + look.slub * (slubAlongWeft.at(u, v) - 0.5);
      const profile = Math.sqrt(Math.max(0, 1 - ((fy - 0.5) / (0.5 * thick)) ** 2));
      mixColour(s, look.weft(j % n), look.weft(j % n), 0, 0.7 + 0.3 * profile);
      s.h = 0.35 + 0.6 * profile * (0.75 + 0.25 * Math.sin(Math.PI * fx)) + 0.05 * fz;
    }
    const t = 0.94 + 0.12 * (tone.at(u, v) - 0.5) + 0.08 * (fz - 0.5);
    s.r *= t;
    s.g *= t;
    s.b *= t;
    s.rough = look.rough + 0.05 * fz;
    s.metal = 0;
  };
}

/** A thread colour from a tartan sett: counts of threads per colour, mirrored as tartans are. */
function sett(
  colours: readonly Rgb[],
  counts: readonly number[],
  threads: number,
): (i: number) => Rgb {
  const half: Rgb[] = [];
  counts.forEach((count, index) => {
    for (let k = 0; k < count; k += 1) half.push(colours[index]!);
  });
  const full = [...half, ...[...half].reverse()];
  return (i) => full[Math.floor((i / threads) * full.length) % full.length]!;
}

function cloth(look: WeaveLook, seed: number): () => Sampler {
  return () => {
    const weave = woven(look, seed);
    return (u, v, s) => weave(s, u, v);
  };
}

/** 绒布: cut pile; the nap catches light differently where it is brushed, so tone varies in soft patches. */
function velvet(colour: Rgb, seed: number): () => Sampler {
  return () => {
    const nap = new Fbm(3, 3, 5, seed);
    const pile = new Fbm(256, 256, 2, seed + 1);
    const streak = new Fbm(2, 24, 3, seed + 2);
    return (u, v, s) => {
      const brushed = nap.at(u, v) * 0.7 + streak.at(u, v) * 0.3;
      const p = pile.at(u, v);
      mixColour(s, colour, colour, 0, 0.75 + 0.5 * (brushed - 0.5) * 1.6 + 0.12 * (p - 0.5));
      s.h = 0.5 + 0.3 * (p - 0.5) + 0.2 * (brushed - 0.5);
      s.rough = 0.85 + 0.1 * p;
      s.metal = 0;
    };
  };
}

interface LeatherLook {
  colour: Rgb;
  /** Cells (pebbles) across one tile. */
  cells: number;
  /** Raised pebbles (荔枝纹) or fine creases (smooth hide). */
  pebbled: boolean;
  rough: number;
}

function leather(look: LeatherLook, seed: number): () => Sampler {
  return () => {
    const grain = new Worley(look.cells, look.cells, seed, 0.95);
    const fineGrain = new Worley(look.cells * 2, look.cells * 2, seed + 5, 0.95);
    const tone = new Fbm(3, 3, 5, seed + 1);
    const wrinkle = new Fbm(6, 6, 5, seed + 2);
    const warp = new Fbm(8, 8, 3, seed + 3);
    return (u, v, s) => {
      const w = (warp.at(u, v) - 0.5) * (0.6 / look.cells);
      const hit = grain.at(u + w, v - w);
      const crease = hit.f2 - hit.f1;
      const fine = fineGrain.at(u - w, v + w);
      let h: number;
      if (look.pebbled) {
        h =
          smoothstep(0, 0.35, crease) * (0.75 + 0.25 * hit.id) * 0.85 +
          0.15 * smoothstep(0, 0.3, fine.f2 - fine.f1);
      } else {
        h =
          0.6 +
          0.25 * smoothstep(0, 0.12, crease) +
          0.15 * smoothstep(0, 0.1, fine.f2 - fine.f1) -
          0.25 * Math.abs(wrinkle.ridged(u, v) - 0.5);
      }
      const t = tone.at(u, v);
      mixColour(s, look.colour, look.colour, 0, (0.7 + 0.35 * h) * (0.9 + 0.25 * (t - 0.5)));
      s.h = h;
      s.rough = look.rough + 0.2 * (1 - h);
      s.metal = 0;
    };
  };
}

/** 地毯: loop pile, a soft flecked yarn. */
function carpet(colours: readonly Rgb[], seed: number): () => Sampler {
  return () => {
    const loops = new Worley(160, 160, seed, 1);
    const tone = new Fbm(4, 4, 4, seed + 1);
    return (u, v, s) => {
      const hit = loops.at(u, v);
      const h = 1 - smoothstep(0.2, 0.75, hit.f1);
      mixColour(
        s,
        pick(colours, hit.id),
        pick(colours, hit.id2),
        0.3,
        0.6 + 0.45 * h + 0.1 * (tone.at(u, v) - 0.5),
      );
      s.h = h;
      s.rough = 0.95;
      s.metal = 0;
    };
  };
}

/** Paper fibre texture shared by the wallpapers. */
function paper(seed: number): (u: number, v: number) => number {
  const fibres = new Fbm(128, 128, 3, seed);
  return (u, v) => fibres.at(u, v);
}

/** A damask motif in a cell: mirrored petals, a ring and a small flower at the half-drop. 0..1 coverage. */
function damaskMotif(x: number, y: number): number {
  const ax = Math.abs(x);
  const r = Math.hypot(ax, y * 0.8);
  const theta = Math.atan2(ax, y);
  const petals = 0.26 * (0.45 + 0.55 * Math.abs(Math.cos(2.5 * theta)));
  let cover = 1 - smoothstep(petals - 0.012, petals + 0.004, r);
  const ring = Math.abs(r - 0.36);
  cover = Math.max(cover, 1 - smoothstep(0.012, 0.02, ring));
  const stem = Math.hypot(ax - 0.18 * Math.sin(y * 7), 0) < 0.012 && Math.abs(y) > 0.38 ? 1 : 0;
  cover = Math.max(cover, stem);
  const dots = Math.hypot(ax - 0.3, Math.abs(y) - 0.3);
  cover = Math.max(cover, 1 - smoothstep(0.03, 0.04, dots));
  return cover;
}

interface DamaskLook {
  ground: Rgb;
  print: Rgb;
  repeats: number;
}

function damask(look: DamaskLook, seed: number): () => Sampler {
  return () => {
    const fibre = paper(seed);
    return (u, v, s) => {
      const x = u * look.repeats;
      const y = v * look.repeats;
      const cx = fract(x) - 0.5;
      const cy = fract(y) - 0.5;
      // Half-drop: a small flower between the big motifs.
      const hx = fract(x + 0.5) - 0.5;
      const hy = fract(y + 0.5) - 0.5;
      const hr = Math.hypot(hx, hy);
      const ht = Math.atan2(hy, hx);
      const small =
        1 -
        smoothstep(
          0.1 * (0.5 + 0.5 * Math.abs(Math.cos(2 * ht))) - 0.01,
          0.1 * (0.5 + 0.5 * Math.abs(Math.cos(2 * ht))) + 0.004,
          hr,
        );
      const cover = Math.max(damaskMotif(cx * 1.1, cy), small);
      const f = fibre(u, v);
      mixColour(s, look.ground, look.print, cover, 0.95 + 0.1 * f);
      s.h = 0.4 + 0.4 * cover + 0.2 * f;
      s.rough = 0.8 - 0.35 * cover;
      s.metal = 0;
    };
  };
}

function stripes(colours: readonly Rgb[], widths: readonly number[], seed: number): () => Sampler {
  const total = widths.reduce((sum, width) => sum + width, 0);
  return () => {
    const fibre = paper(seed);
    return (u, v, s) => {
      let position = fract(u) * total;
      let index = 0;
      while (index < widths.length - 1 && position >= widths[index]!) {
        position -= widths[index]!;
        index += 1;
      }
      const edge = Math.min(position, widths[index]! - position);
      const f = fibre(u, v);
      mixColour(
        s,
        colours[index % colours.length]!,
        colours[index % colours.length]!,
        0,
        0.95 + 0.1 * f,
      );
      s.h = 0.5 + 0.3 * f - 0.2 * (1 - smoothstep(0, 0.15, edge));
      s.rough = 0.75;
      s.metal = 0;
    };
  };
}

/** 素色墙纸: one colour on a non-woven paper with a fine embossed linen texture. */
function plainPaper(colour: Rgb, seed: number): () => Sampler {
  return () => {
    const fibre = paper(seed);
    const emboss = new Fbm(2, 96, 2, seed + 1);
    const emboss2 = new Fbm(96, 2, 2, seed + 2);
    return (u, v, s) => {
      const f = fibre(u, v);
      const e = emboss.at(u, v) * 0.5 + emboss2.at(u, v) * 0.5;
      mixColour(s, colour, colour, 0, 0.92 + 0.08 * f + 0.1 * (e - 0.5));
      s.h = 0.3 * f + 0.7 * e;
      s.rough = 0.82;
      s.metal = 0;
    };
  };
}

/** 刺绣墙布: a fine plain weave with satin-stitched flowers standing on it. */
function embroidered(ground: Rgb, thread: Rgb, seed: number): () => Sampler {
  return () => {
    const weave = woven(
      {
        threads: 200,
        weave: 'plain',
        warp: () => ground,
        weft: () => ground,
        slub: 0.4,
        rough: 0.85,
      },
      seed,
    );
    return (u, v, s) => {
      weave(s, u, v);
      const x = fract(u * 3 + (Math.floor(v * 3) % 2) * 0.5) - 0.5;
      const y = fract(v * 3) - 0.5;
      const cover = damaskMotif(x * 1.3, y * 1.3);
      if (cover > 0) {
        // Satin stitches run diagonally across the motif.
        const stitch = Math.sin(Math.PI * fract((u + v) * 300)) ** 0.5;
        const raised = 0.55 + 0.45 * stitch;
        blendColour(s, thread, cover);
        const shade = 1 - cover * (0.25 * (1 - stitch));
        s.r *= shade;
        s.g *= shade;
        s.b *= shade;
        s.h = s.h * (1 - cover) + cover * (0.9 + 0.1 * raised);
        s.rough = s.rough * (1 - cover) + cover * 0.45;
      }
    };
  };
}

/** 无缝墙布: a jacquard twill whose weave changes direction in a large diamond, tone on tone. */
function jacquard(colour: Rgb, seed: number): () => Sampler {
  return () => {
    const base: WeaveLook = {
      threads: 240,
      weave: 'twill',
      warp: () => colour,
      weft: () => colour,
      slub: 0.25,
      rough: 0.8,
    };
    const weave = woven(base, seed);
    return (u, v, s) => {
      const dx = Math.abs(fract(u * 4) - 0.5);
      const dy = Math.abs(fract(v * 4) - 0.5);
      const inside = dx + dy < 0.32 ? 1 : 0;
      // Inside the diamond the twill runs the other way, which reads as a pattern without a second colour.
      weave(s, inside ? 1 - u : u, v);
      const shade = inside ? 1.06 : 0.97;
      s.r = Math.min(1, s.r * shade);
      s.g = Math.min(1, s.g * shade);
      s.b = Math.min(1, s.b * shade);
    };
  };
}

const solid = (c: Rgb) => () => c;
const heatherLinen = (seed: number, a: Rgb, b: Rgb) => (i: number) =>
  hash2(i, 0, seed) < 0.5 ? a : b;

export const fabric: FamilyDef = {
  id: 'fabric',
  nameZh: '布料',
  variants: [
    {
      id: 'linen-natural',
      nameZh: '亚麻布纹',
      tileCm: 10,
      depthCm: 0.03,
      make: cloth(
        {
          threads: 96,
          weave: 'plain',
          warp: heatherLinen(1, hex('#cdbfa6'), hex('#bcad92')),
          weft: heatherLinen(2, hex('#d4c7ae'), hex('#b8a98e')),
          slub: 0.5,
          rough: 0.85,
        },
        81,
      ),
    },
    {
      id: 'linen-grey',
      nameZh: '灰色亚麻布纹',
      tileCm: 10,
      depthCm: 0.03,
      make: cloth(
        {
          threads: 96,
          weave: 'plain',
          warp: heatherLinen(3, hex('#9a9894'), hex('#85837f')),
          weft: heatherLinen(4, hex('#a3a19c'), hex('#7e7c78')),
          slub: 0.5,
          rough: 0.85,
        },
        82,
      ),
    },
    {
      id: 'velvet-green',
      nameZh: '墨绿绒布',
      tileCm: 40,
      depthCm: 0.05,
      make: velvet(hex('#1f4d3d'), 83),
    },
    {
      id: 'velvet-blue',
      nameZh: '宝蓝绒布',
      tileCm: 40,
      depthCm: 0.05,
      make: velvet(hex('#223b78'), 84),
    },
    {
      id: 'velvet-rose',
      nameZh: '豆沙粉绒布',
      tileCm: 40,
      depthCm: 0.05,
      make: velvet(hex('#b27a78'), 85),
    },
    {
      id: 'plaid-red',
      nameZh: '红色格子布',
      tileCm: 16,
      depthCm: 0.03,
      make: cloth(
        {
          threads: 128,
          weave: 'twill',
          warp: sett(
            [hex('#a51f24'), hex('#1c2a4d'), hex('#a51f24'), hex('#1f4a2e'), hex('#e8d7a6')],
            [20, 10, 4, 14, 2],
            128,
          ),
          weft: sett(
            [hex('#a51f24'), hex('#1c2a4d'), hex('#a51f24'), hex('#1f4a2e'), hex('#e8d7a6')],
            [20, 10, 4, 14, 2],
            128,
          ),
          slub: 0.15,
          rough: 0.85,
        },
        86,
      ),
    },
    {
      id: 'plaid-grey',
      nameZh: '灰色格子布',
      tileCm: 16,
      depthCm: 0.03,
      make: cloth(
        {
          threads: 128,
          weave: 'twill',
          warp: sett(
            [hex('#7d7d7b'), hex('#2f3031'), hex('#b9b7b0'), hex('#2f3031')],
            [24, 8, 4, 14],
            128,
          ),
          weft: sett(
            [hex('#7d7d7b'), hex('#2f3031'), hex('#b9b7b0'), hex('#2f3031')],
            [24, 8, 4, 14],
            128,
          ),
          slub: 0.15,
          rough: 0.85,
        },
        87,
      ),
    },
    {
      id: 'canvas-navy',
      nameZh: '藏青帆布',
      tileCm: 10,
      depthCm: 0.04,
      make: cloth(
        {
          threads: 64,
          weave: 'plain',
          warp: solid(hex('#23324f')),
          weft: solid(hex('#1d2a44')),
          slub: 0.2,
          rough: 0.9,
        },
        88,
      ),
    },
  ],
};

export const leatherFamily: FamilyDef = {
  id: 'leather',
  nameZh: '皮革',
  variants: [
    {
      id: 'smooth-tan',
      nameZh: '棕色真皮',
      tileCm: 30,
      depthCm: 0.03,
      make: leather({ colour: hex('#8a5a36'), cells: 70, pebbled: false, rough: 0.45 }, 91),
    },
    {
      id: 'smooth-black',
      nameZh: '黑色真皮',
      tileCm: 30,
      depthCm: 0.03,
      make: leather({ colour: hex('#2a2624'), cells: 70, pebbled: false, rough: 0.4 }, 92),
    },
    {
      id: 'pebbled-cognac',
      nameZh: '荔枝纹皮革',
      tileCm: 20,
      depthCm: 0.08,
      make: leather({ colour: hex('#9c5b2e'), cells: 36, pebbled: true, rough: 0.55 }, 93),
    },
    {
      id: 'pebbled-cream',
      nameZh: '米白荔枝纹皮革',
      tileCm: 20,
      depthCm: 0.08,
      make: leather({ colour: hex('#d9cdb8'), cells: 36, pebbled: true, rough: 0.55 }, 94),
    },
    {
      id: 'pebbled-burgundy',
      nameZh: '酒红荔枝纹皮革',
      tileCm: 20,
      depthCm: 0.08,
      make: leather({ colour: hex('#5e1f24'), cells: 36, pebbled: true, rough: 0.5 }, 95),
    },
  ],
};

export const carpetFamily: FamilyDef = {
  id: 'carpet',
  nameZh: '地毯',
  variants: [
    {
      id: 'loop-grey',
      nameZh: '灰色圈绒地毯',
      tileCm: 30,
      depthCm: 0.3,
      make: carpet([hex('#8d8b87'), hex('#6f6d69'), hex('#a5a29c')], 96),
    },
    {
      id: 'loop-beige',
      nameZh: '米色圈绒地毯',
      tileCm: 30,
      depthCm: 0.3,
      make: carpet([hex('#c8b99e'), hex('#b3a386'), hex('#d8ccb4')], 97),
    },
  ],
};

export const wallpaper: FamilyDef = {
  id: 'wallpaper',
  nameZh: '墙纸',
  variants: [
    {
      id: 'damask-gold',
      nameZh: '金色花纹墙纸',
      tileCm: 53,
      depthCm: 0.02,
      make: damask({ ground: hex('#e9e0cc'), print: hex('#b8975a'), repeats: 2 }, 101),
    },
    {
      id: 'damask-green',
      nameZh: '墨绿花纹墙纸',
      tileCm: 53,
      depthCm: 0.02,
      make: damask({ ground: hex('#2f4a3e'), print: hex('#6f8c74'), repeats: 2 }, 102),
    },
    {
      id: 'damask-grey',
      nameZh: '银灰花纹墙纸',
      tileCm: 53,
      depthCm: 0.02,
      make: damask({ ground: hex('#b5b6b4'), print: hex('#e3e4e2'), repeats: 2 }, 103),
    },
    {
      id: 'plain-beige',
      nameZh: '米色素色墙纸',
      tileCm: 50,
      depthCm: 0.02,
      make: plainPaper(hex('#ddd2bf'), 104),
    },
    {
      id: 'plain-grey',
      nameZh: '浅灰素色墙纸',
      tileCm: 50,
      depthCm: 0.02,
      make: plainPaper(hex('#c5c4c0'), 105),
    },
    {
      id: 'stripe-sage',
      nameZh: '绿白条纹墙纸',
      tileCm: 53,
      depthCm: 0.01,
      make: stripes(
        [hex('#eef0e8'), hex('#9db39a'), hex('#eef0e8'), hex('#7f9a7c')],
        [6, 4, 6, 1],
        106,
      ),
    },
    {
      id: 'stripe-navy',
      nameZh: '蓝白条纹墙纸',
      tileCm: 53,
      depthCm: 0.01,
      make: stripes([hex('#f1efe9'), hex('#2c3e63')], [5, 3], 107),
    },
    {
      id: 'embroidered-cream',
      nameZh: '刺绣墙布',
      tileCm: 30,
      depthCm: 0.04,
      make: embroidered(hex('#e6ddcc'), hex('#b99a64'), 108),
    },
    {
      id: 'embroidered-grey',
      nameZh: '灰色刺绣墙布',
      tileCm: 30,
      depthCm: 0.04,
      make: embroidered(hex('#a9a7a2'), hex('#eae7e0'), 109),
    },
    {
      id: 'jacquard-beige',
      nameZh: '无缝墙布',
      tileCm: 40,
      depthCm: 0.02,
      make: jacquard(hex('#d6c9b2'), 110),
    },
    {
      id: 'jacquard-grey',
      nameZh: '灰色无缝墙布',
      tileCm: 40,
      depthCm: 0.02,
      make: jacquard(hex('#9b9a96'), 111),
    },
  ],
};
