import { hex, type Rgb } from '../colour.js';
import { Fbm, Worley, distToInt, fract, hash2, smoothstep } from '../noise.js';
import { blendColour, mixColour, pick, type FamilyDef, type Sampler } from '../sampler.js';

/** Brushed metal: fine streaks along u from the abrasive, a little waviness across. */
function brushed(colour: Rgb, rough: number, seed: number): () => Sampler {
  return () => {
    const streaks = new Fbm(2, 768, 2, seed);
    const fine = new Fbm(8, 2048, 1, seed + 1);
    const blotch = new Fbm(3, 3, 4, seed + 2);
    return (u, v, s) => {
      const st = streaks.at(u, v) * 0.6 + fine.at(u, v) * 0.4;
      mixColour(s, colour, colour, 0, 0.88 + 0.22 * st + 0.06 * (blotch.at(u, v) - 0.5));
      s.h = st;
      s.rough = rough + 0.12 * (st - 0.5) + 0.05 * (blotch.at(u, v) - 0.5);
      s.metal = 1;
    };
  };
}

/** Hammered metal: overlapping round dents from a peen. */
function hammered(colour: Rgb, seed: number): () => Sampler {
  return () => {
    const dents = new Worley(14, 14, seed, 1);
    const small = new Worley(29, 29, seed + 1, 1);
    const tone = new Fbm(4, 4, 4, seed + 2);
    return (u, v, s) => {
      const a = dents.at(u, v).f1;
      const b = small.at(u, v).f1;
      const h = Math.min(1, a * a * 0.8 + b * b * 0.3);
      mixColour(s, colour, colour, 0, 0.85 + 0.2 * h + 0.1 * (tone.at(u, v) - 0.5));
      s.h = h;
      s.rough = 0.22 + 0.1 * (1 - h);
      s.metal = 1;
    };
  };
}

/** Corroded steel: bare plate with rust spreading in patches (rust is not a metal); corten is all rust. */
function rusted(
  bare: Rgb,
  rustLight: Rgb,
  rustDark: Rgb,
  coverage: number,
  seed: number,
): () => Sampler {
  return () => {
    const patches = new Fbm(3, 3, 6, seed);
    const scale = new Fbm(48, 48, 3, seed + 1);
    const streak = new Fbm(6, 1, 4, seed + 2);
    const pits = new Worley(90, 90, seed + 3);
    return (u, v, s) => {
      const p = patches.at(u, v) + (streak.at(u, v) - 0.5) * 0.2;
      const rust = smoothstep(1 - coverage - 0.05, 1 - coverage + 0.08, p);
      const sc = scale.at(u, v);
      const pit = pits.at(u, v);
      const pitted = pit.id < 0.3 ? 1 - smoothstep(0.1, 0.3, pit.f1) : 0;
      mixColour(s, bare, bare, 0, 0.85 + 0.2 * sc);
      const rustTone = sc * 0.7 + (p - 0.5) * 0.6;
      const rr = rustDark[0] + (rustLight[0] - rustDark[0]) * rustTone;
      const rg = rustDark[1] + (rustLight[1] - rustDark[1]) * rustTone;
      const rb = rustDark[2] + (rustLight[2] - rustDark[2]) * rustTone;
      blendColour(s, [rr, rg, rb], rust);
      s.h = 0.4 + rust * (0.3 + 0.3 * sc) - 0.3 * pitted;
      s.rough = 0.35 + 0.55 * rust + 0.05 * sc;
      s.metal = 1 - rust;
    };
  };
}

interface ConcreteLook {
  colour: Rgb;
  /** 清水混凝土 shows its formwork: panel joints and tie holes. */
  formwork: boolean;
  /** Weathering: stains, rain streaks, cracks. */
  age: number;
}

function concrete(look: ConcreteLook, seed: number): () => Sampler {
  return () => {
    const mottle = new Fbm(4, 4, 6, seed);
    const fine = new Fbm(96, 96, 2, seed + 1);
    const pores = new Worley(110, 110, seed + 2);
    const streaks = new Fbm(24, 2, 4, seed + 3);
    const stains = new Fbm(3, 3, 5, seed + 4);
    const cracks = new Fbm(5, 5, 6, seed + 5);
    return (u, v, s) => {
      const m = mottle.at(u, v);
      const f = fine.at(u, v);
      const p = pores.at(u, v);
      const pore = p.id < 0.25 ? 1 - smoothstep(0.08, 0.22, p.f1) : 0;
      mixColour(s, look.colour, look.colour, 0, 0.9 + 0.25 * (m - 0.5) + 0.1 * (f - 0.5));
      let h = 0.6 + 0.15 * f + 0.1 * m - 0.4 * pore;
      if (look.formwork) {
        // Panels 60 cm high, full tile wide; joints are shallow grooves, tie holes sit in rows.
        const seamV = distToInt(v * 2);
        const seamU = distToInt(u);
        const seam = 1 - smoothstep(0.0015, 0.004, Math.min(seamV, seamU));
        const hx = fract(u * 4) - 0.5;
        const hy = fract(v * 4) - 0.5;
        const hole = Math.hypot(hx / 4, hy / 4) * 120;
        const inHole = 1 - smoothstep(1.2, 1.4, hole);
        const rim = (1 - smoothstep(1.4, 2.2, hole)) * (1 - inHole);
        h = h - 0.5 * seam - 0.6 * inHole + 0.05 * rim;
        const shade = 1 - 0.25 * seam - 0.45 * inHole - 0.08 * rim;
        s.r *= shade;
        s.g *= shade;
        s.b *= shade;
      }
      if (look.age > 0) {
        const stain = smoothstep(0.5, 0.75, stains.at(u, v)) * look.age;
        const streak = smoothstep(0.55, 0.8, streaks.at(u, v)) * look.age;
        const crack = smoothstep(0.93, 0.985, cracks.ridged(u, v)) * look.age;
        const dark = 1 - 0.3 * stain - 0.2 * streak - 0.5 * crack;
        s.r *= dark;
        s.g *= dark * 0.99;
        s.b *= dark * 0.97;
        h -= 0.5 * crack;
      }
      const porShade = 1 - 0.35 * pore;
      s.r *= porShade;
      s.g *= porShade;
      s.b *= porShade;
      s.h = h;
      s.rough = 0.85 + 0.1 * f;
      s.metal = 0;
    };
  };
}

interface TileLook {
  /** Tiles across and down one texture tile. */
  cols: number;
  rows: number;
  groutCm: number;
  tileCm: number;
  colours: readonly Rgb[];
  grout: Rgb;
  /** Mottled, worn surface (仿古砖) or flat glaze. */
  rustic: number;
  rough: number;
}

function ceramic(look: TileLook, seed: number): () => Sampler {
  return () => {
    const mottle = new Fbm(6, 6, 6, seed);
    const speck = new Fbm(128, 128, 2, seed + 1);
    const wear = new Fbm(16, 16, 4, seed + 2);
    const cellW = look.tileCm / look.cols;
    const cellH = look.tileCm / look.rows;
    return (u, v, s) => {
      const x = u * look.cols;
      const y = v * look.rows;
      const i = Math.floor(x);
      const j = Math.floor(y);
      const ex = Math.min(x - i, 1 - (x - i)) * cellW;
      const ey = Math.min(y - j, 1 - (y - j)) * cellH;
      const edge = Math.min(ex, ey) - look.groutCm / 2;
      const id = hash2(i % look.cols, j % look.rows, seed);
      const id2 = hash2(i % look.cols, j % look.rows, seed + 9);
      const m = mottle.at(u + id, v + id2);
      const sp = speck.at(u, v);
      if (edge <= 0) {
        mixColour(s, look.grout, look.grout, 0, 0.9 + 0.2 * sp);
        s.h = 0.15 * sp;
        s.rough = 0.95;
        s.metal = 0;
        return;
      }
      mixColour(
        s,
        pick(look.colours, id),
        pick(look.colours, id2),
        look.rustic * 0.5 * m,
        0.93 + (id - 0.5) * 0.1 + look.rustic * 0.3 * (m - 0.5),
      );
      const worn = look.rustic * smoothstep(0.55, 0.8, wear.at(u, v));
      blendColour(s, look.grout, worn * 0.25);
      // Rounded (cushion) edge within a few millimetres of the grout.
      const cushion = smoothstep(0, 0.25, edge);
      s.h = 0.55 + 0.45 * cushion - 0.1 * worn + 0.04 * look.rustic * (m - 0.5);
      s.rough = look.rough + 0.25 * worn + 0.05 * (sp - 0.5);
      s.metal = 0;
    };
  };
}

interface BrickLook {
  colours: readonly Rgb[];
  mortar: Rgb;
  rows: number;
  perRow: number;
  tileCm: number;
  mortarCm: number;
}

/** Running bond; odd rows shifted by half a brick. */
function brick(look: BrickLook, seed: number): () => Sampler {
  return () => {
    const surface = new Fbm(24, 24, 5, seed);
    const sand = new Fbm(160, 160, 2, seed + 1);
    const chips = new Fbm(48, 48, 3, seed + 2);
    const brickW = look.tileCm / look.perRow;
    const brickH = look.tileCm / look.rows;
    return (u, v, s) => {
      const y = v * look.rows;
      const row = Math.floor(y);
      const x = u * look.perRow + (row % 2) * 0.5;
      const col = Math.floor(x);
      const fx = x - col;
      const fy = y - row;
      const ex = Math.min(fx, 1 - fx) * brickW;
      const ey = Math.min(fy, 1 - fy) * brickH;
      const chip = (chips.at(u, v) - 0.5) * 0.8;
      const edge = Math.min(ex, ey) - look.mortarCm / 2 + chip * 0.3;
      const sd = sand.at(u, v);
      if (edge <= 0) {
        mixColour(s, look.mortar, look.mortar, 0, 0.85 + 0.3 * sd);
        s.h = 0.1 + 0.15 * sd;
        s.rough = 0.97;
        s.metal = 0;
        return;
      }
      const id = hash2(((col % look.perRow) + look.perRow) % look.perRow, row % look.rows, seed);
      const id2 = hash2(
        ((col % look.perRow) + look.perRow) % look.perRow,
        row % look.rows,
        seed + 5,
      );
      const sf = surface.at(u, v);
      mixColour(
        s,
        pick(look.colours, id),
        pick(look.colours, id2),
        0.35 * sf,
        0.85 + 0.25 * (sf - 0.5) + 0.15 * (sd - 0.5) + (id2 - 0.5) * 0.15,
      );
      const round = smoothstep(0, 0.35, edge);
      s.h = 0.6 + 0.3 * round + 0.1 * sf;
      s.rough = 0.85 + 0.1 * sd;
      s.metal = 0;
    };
  };
}

export const metal: FamilyDef = {
  id: 'metal',
  nameZh: '金属',
  variants: [
    {
      id: 'brushed-steel',
      nameZh: '拉丝不锈钢',
      tileCm: 30,
      depthCm: 0.002,
      make: brushed(hex('#c9cacc'), 0.3, 121),
    },
    {
      id: 'brushed-copper',
      nameZh: '拉丝铜',
      tileCm: 30,
      depthCm: 0.002,
      make: brushed(hex('#d08a60'), 0.32, 122),
    },
    {
      id: 'brushed-brass',
      nameZh: '拉丝黄铜',
      tileCm: 30,
      depthCm: 0.002,
      make: brushed(hex('#d6b56e'), 0.3, 123),
    },
    {
      id: 'brushed-black',
      nameZh: '黑钛拉丝不锈钢',
      tileCm: 30,
      depthCm: 0.002,
      make: brushed(hex('#3b3b3d'), 0.3, 124),
    },
    {
      id: 'hammered-steel',
      nameZh: '锤纹不锈钢',
      tileCm: 30,
      depthCm: 0.15,
      make: hammered(hex('#c4c5c7'), 125),
    },
    {
      id: 'hammered-copper',
      nameZh: '锤纹铜',
      tileCm: 30,
      depthCm: 0.15,
      make: hammered(hex('#c98259'), 126),
    },
    {
      id: 'rusted-iron',
      nameZh: '锈铁板',
      tileCm: 100,
      depthCm: 0.1,
      make: rusted(hex('#6b6e70'), hex('#b5652c'), hex('#4a2615'), 0.55, 127),
    },
    {
      id: 'corten',
      nameZh: '耐候钢',
      tileCm: 100,
      depthCm: 0.05,
      make: rusted(hex('#6b6e70'), hex('#a5572a'), hex('#4f2414'), 0.98, 128),
    },
  ],
};

export const concreteFamily: FamilyDef = {
  id: 'concrete',
  nameZh: '混凝土',
  variants: [
    {
      id: 'fair-faced',
      nameZh: '清水混凝土',
      tileCm: 120,
      depthCm: 0.4,
      make: concrete({ colour: hex('#a9a8a3'), formwork: true, age: 0 }, 131),
    },
    {
      id: 'fair-faced-warm',
      nameZh: '暖灰清水混凝土',
      tileCm: 120,
      depthCm: 0.4,
      make: concrete({ colour: hex('#b4ab9e'), formwork: true, age: 0.2 }, 132),
    },
    {
      id: 'weathered',
      nameZh: '旧混凝土',
      tileCm: 150,
      depthCm: 0.6,
      make: concrete({ colour: hex('#8f8d87'), formwork: false, age: 1 }, 133),
    },
    {
      id: 'smooth',
      nameZh: '水泥自流平',
      tileCm: 150,
      depthCm: 0.1,
      make: concrete({ colour: hex('#9d9d9b'), formwork: false, age: 0.3 }, 134),
    },
  ],
};

export const tile: FamilyDef = {
  id: 'tile',
  nameZh: '瓷砖',
  variants: [
    {
      id: 'rustic-beige',
      nameZh: '仿古砖',
      tileCm: 120,
      depthCm: 0.3,
      make: ceramic(
        {
          cols: 2,
          rows: 2,
          groutCm: 0.3,
          tileCm: 120,
          colours: [hex('#c9b38e'), hex('#bca27c'), hex('#d2bf9c')],
          grout: hex('#8f887c'),
          rustic: 1,
          rough: 0.6,
        },
        141,
      ),
    },
    {
      id: 'rustic-terracotta',
      nameZh: '红陶仿古砖',
      tileCm: 60,
      depthCm: 0.3,
      make: ceramic(
        {
          cols: 2,
          rows: 2,
          groutCm: 0.5,
          tileCm: 60,
          colours: [hex('#b5603d'), hex('#a4532f'), hex('#c2714b')],
          grout: hex('#8c857b'),
          rustic: 1,
          rough: 0.7,
        },
        142,
      ),
    },
    {
      id: 'mosaic-blue',
      nameZh: '蓝色马赛克瓷砖',
      tileCm: 30,
      depthCm: 0.2,
      make: ceramic(
        {
          cols: 12,
          rows: 12,
          groutCm: 0.25,
          tileCm: 30,
          colours: [hex('#2b5f8a'), hex('#4b86b4'), hex('#dfe9ef'), hex('#1e4668'), hex('#7fb0cf')],
          grout: hex('#d8d6d0'),
          rustic: 0.2,
          rough: 0.12,
        },
        143,
      ),
    },
    {
      id: 'mosaic-white',
      nameZh: '白色马赛克瓷砖',
      tileCm: 30,
      depthCm: 0.2,
      make: ceramic(
        {
          cols: 12,
          rows: 12,
          groutCm: 0.25,
          tileCm: 30,
          colours: [hex('#f1f1ee'), hex('#e3e3df'), hex('#d2d3d0')],
          grout: hex('#9c9c98'),
          rustic: 0.1,
          rough: 0.12,
        },
        144,
      ),
    },
    {
      id: 'subway-white',
      nameZh: '白色亮光瓷砖',
      tileCm: 60,
      depthCm: 0.3,
      make: ceramic(
        {
          cols: 4,
          rows: 4,
          groutCm: 0.2,
          tileCm: 60,
          colours: [hex('#f3f3f1'), hex('#ececea')],
          grout: hex('#bdbbb6'),
          rustic: 0.05,
          rough: 0.08,
        },
        145,
      ),
    },
  ],
};

export const brickFamily: FamilyDef = {
  id: 'brick',
  nameZh: '砖墙',
  variants: [
    {
      id: 'red',
      nameZh: '红砖墙',
      tileCm: 100,
      depthCm: 1,
      make: brick(
        {
          colours: [hex('#9c4a32'), hex('#8a3d28'), hex('#b0583b'), hex('#73342a'), hex('#a8614a')],
          mortar: hex('#b4ada2'),
          rows: 16,
          perRow: 4,
          tileCm: 100,
          mortarCm: 1,
        },
        151,
      ),
    },
    {
      id: 'grey',
      nameZh: '青砖',
      tileCm: 100,
      depthCm: 1,
      make: brick(
        {
          colours: [hex('#6c7173'), hex('#5d6265'), hex('#7a7f80'), hex('#54585a')],
          mortar: hex('#aaa79f'),
          rows: 16,
          perRow: 4,
          tileCm: 100,
          mortarCm: 1,
        },
        152,
      ),
    },
    {
      id: 'white-painted',
      nameZh: '白色砖墙',
      tileCm: 100,
      depthCm: 1,
      make: brick(
        {
          colours: [hex('#ecebe6'), hex('#e2e0da'), hex('#f2f1ed')],
          mortar: hex('#d9d6cf'),
          rows: 16,
          perRow: 4,
          tileCm: 100,
          mortarCm: 1,
        },
        153,
      ),
    },
  ],
};
