import { hex, type Rgb } from '../colour.js';
import { Fbm, Rng, fract, hash2, smoothstep } from '../noise.js';
import { mixColour, type FamilyDef, type Sample, type Sampler } from '../sampler.js';

interface WoodTone {
  light: Rgb;
  dark: Rgb;
  /** Growth rings across one board. */
  rings: number;
  /** How much boards differ from each other in tone. */
  boardVariation: number;
  /** Base roughness (oiled 0.5, lacquered 0.3). */
  rough: number;
}

/** The grain of one board or veneer leaf, in its own coordinates (along and across the grain, 0..1-ish). */
class Grain {
  private readonly fibres: Fbm;
  private readonly warp: Fbm;
  private readonly pores: Fbm;
  constructor(
    seed: number,
    private readonly tone: WoodTone,
  ) {
    this.fibres = new Fbm(4, 256, 3, seed + 11);
    this.warp = new Fbm(2, 6, 4, seed + 5);
    this.pores = new Fbm(16, 512, 1, seed + 13);
  }
  shade(along: number, across: number, id: number, s: Sample): void {
    const tone = this.tone;
    const warp = this.warp.at(along * 0.5 + id * 0.37, across * 0.3 + id * 0.61);
    const t = (across + (warp - 0.5) * 1.6 + id * 7) * tone.rings;
    const ring = fract(t);
    // Latewood: a narrow dark band at the end of each year's growth.
    const late = smoothstep(0.55, 0.9, ring) * (1 - smoothstep(0.93, 1, ring));
    const fibre = this.fibres.at(along * 0.25 + id * 0.41, across * 0.2 + id * 0.29);
    const pore = this.pores.at(along * 0.25 + id * 0.13, across * 0.2 + id * 0.71);
    const boardTone = (id - 0.5) * tone.boardVariation;
    mixColour(
      s,
      tone.light,
      tone.dark,
      0.55 * late + 0.45 * (fibre - 0.3) + boardTone,
      1 - 0.12 * smoothstep(0.6, 0.8, pore),
    );
    s.h = 0.75 + 0.12 * fibre - 0.1 * late - 0.06 * smoothstep(0.6, 0.85, pore);
    s.rough = tone.rough + 0.15 * late + 0.1 * (fibre - 0.5);
    s.metal = 0;
  }
}

/** Straight-laid boards in rows along u, each row with its own joint offsets. */
function planks(
  tone: WoodTone,
  rows: number,
  boardsPerRow: number,
  tileCm: number,
  seed: number,
): () => Sampler {
  return () => {
    const grain = new Grain(seed, tone);
    const random = new Rng(seed);
    const offsets = Array.from({ length: rows }, () => random.next());
    const boardCm = tileCm / boardsPerRow;
    const rowCm = tileCm / rows;
    return (u, v, s) => {
      const rowF = v * rows;
      const row = Math.floor(rowF) % rows;
      const across = rowF - Math.floor(rowF);
      const pos = fract(u - offsets[row]!) * boardsPerRow;
      const board = Math.floor(pos);
      const along = pos - board;
      const id = hash2(row, board, seed);
      grain.shade((along * boardCm) / 100, across, id, s);
      // Chamfered edges: the joint is a dark V about 2 mm wide.
      const edgeCm = Math.min(
        Math.min(across, 1 - across) * rowCm,
        Math.min(along, 1 - along) * boardCm,
      );
      const bevel = smoothstep(0.02, 0.25, edgeCm);
      s.h = s.h * (0.25 + 0.75 * bevel);
      const shade = 0.55 + 0.45 * bevel;
      s.r *= shade;
      s.g *= shade;
      s.b *= shade;
      s.rough += (1 - bevel) * 0.3;
    };
  };
}

/** 人字拼: planks of 1 × L at right angles. The tile spans 2L plank widths so it repeats exactly. */
function herringbone(tone: WoodTone, length: number, tileCm: number, seed: number): () => Sampler {
  return () => {
    const grain = new Grain(seed, tone);
    const period = 2 * length;
    const widthCm = tileCm / period;
    return (u, v, s) => {
      const x = u * period;
      const y = v * period;
      // Lattice of the pattern: e1 = (1, 1), e2 = (L, -L); each cell holds one horizontal and one vertical plank.
      const i0 = Math.floor((x + y) / 2);
      const j0 = Math.floor((x - y) / (2 * length));
      let along = 0;
      let across = 0;
      let cx = 0;
      let cy = 0;
      let vertical = 0;
      search: for (let di = -2; di <= 2; di += 1) {
        for (let dj = -1; dj <= 1; dj += 1) {
          const i = i0 + di;
          const j = j0 + dj;
          const qx = x - (i + j * length);
          const qy = y - (i - j * length);
          if (qx >= 0 && qx < length && qy >= 0 && qy < 1) {
            along = qx / length;
            across = qy;
            cx = i + j * length + length / 2;
            cy = i - j * length + 0.5;
            vertical = 0;
            break search;
          }
          if (qx >= 0 && qx < 1 && qy >= 1 && qy < 1 + length) {
            along = (qy - 1) / length;
            across = qx;
            cx = i + j * length + 0.5;
            cy = i - j * length + 1 + length / 2;
            vertical = 1;
            break search;
          }
        }
      }
      // The plank's identity comes from its centre wrapped into the tile, so copies across the wrap match.
      const wx = Math.round((((cx % period) + period) % period) * 2);
      const wy = Math.round((((cy % period) + period) % period) * 2);
      const id = hash2(wx, wy * 3 + vertical, seed);
      grain.shade((along * length * widthCm) / 100, across, id, s);
      const edgeCm = Math.min(
        Math.min(across, 1 - across) * widthCm,
        Math.min(along, 1 - along) * length * widthCm,
      );
      const bevel = smoothstep(0.02, 0.2, edgeCm);
      s.h = s.h * (0.25 + 0.75 * bevel);
      const shade = 0.5 + 0.5 * bevel;
      s.r *= shade;
      s.g *= shade;
      s.b *= shade;
      s.rough += (1 - bevel) * 0.3;
    };
  };
}

/** 木饰面: a sliced veneer with cathedral figure, leaves book-matched side by side. */
function veneer(tone: WoodTone, leaves: number, seed: number): () => Sampler {
  return () => {
    const fibres = new Fbm(256, 4, 3, seed + 11);
    const warp = new Fbm(3, 2, 4, seed + 5);
    const pores = new Fbm(512, 16, 1, seed + 13);
    return (u, v, s) => {
      const leafF = u * leaves;
      const leaf = Math.floor(leafF);
      let x = leafF - leaf;
      // Book-matching mirrors every other leaf; an even count keeps the tile periodic.
      if (leaf % 2 === 1) x = 1 - x;
      const w = warp.at(x / leaves, v);
      const arch = (0.5 + 0.5 * Math.cos(2 * Math.PI * v)) ** 2;
      const t = Math.abs(x - 0.5) * tone.rings + arch * 2.2 + (w - 0.5) * 2.5;
      const ring = fract(t);
      const late = smoothstep(0.55, 0.9, ring) * (1 - smoothstep(0.93, 1, ring));
      const fibre = fibres.at(x / leaves, v);
      const pore = pores.at(x / leaves, v);
      mixColour(
        s,
        tone.light,
        tone.dark,
        0.6 * late + 0.45 * (fibre - 0.3),
        1 - 0.1 * smoothstep(0.6, 0.85, pore),
      );
      const seam = smoothstep(0, 0.004, Math.min(x, 1 - x));
      s.r *= 0.85 + 0.15 * seam;
      s.g *= 0.85 + 0.15 * seam;
      s.b *= 0.85 + 0.15 * seam;
      s.h = 0.7 + 0.15 * fibre - 0.08 * late - 0.05 * smoothstep(0.6, 0.85, pore);
      s.rough = tone.rough + 0.1 * late + 0.08 * (fibre - 0.5);
      s.metal = 0;
    };
  };
}

const oak: WoodTone = {
  light: hex('#c89f6e'),
  dark: hex('#8a6139'),
  rings: 5,
  boardVariation: 0.35,
  rough: 0.5,
};
const walnut: WoodTone = {
  light: hex('#7a5337'),
  dark: hex('#3a2416'),
  rings: 4,
  boardVariation: 0.3,
  rough: 0.45,
};
const greyOak: WoodTone = {
  light: hex('#b3a99b'),
  dark: hex('#6f675c'),
  rings: 5,
  boardVariation: 0.3,
  rough: 0.55,
};
const cherry: WoodTone = {
  light: hex('#b86b45'),
  dark: hex('#7a3a22'),
  rings: 9,
  boardVariation: 0,
  rough: 0.35,
};
const oakVeneer: WoodTone = {
  light: hex('#d2ab78'),
  dark: hex('#9a6f42'),
  rings: 10,
  boardVariation: 0,
  rough: 0.4,
};
const ebonyVeneer: WoodTone = {
  light: hex('#5b4535'),
  dark: hex('#231812'),
  rings: 12,
  boardVariation: 0,
  rough: 0.3,
};

export const wood: FamilyDef = {
  id: 'wood',
  nameZh: '木纹',
  variants: [
    {
      id: 'oak-planks',
      nameZh: '橡木地板',
      tileCm: 120,
      depthCm: 0.25,
      make: planks(oak, 6, 2, 120, 101),
    },
    {
      id: 'walnut-planks',
      nameZh: '胡桃木地板',
      tileCm: 120,
      depthCm: 0.25,
      make: planks(walnut, 6, 2, 120, 202),
    },
    {
      id: 'grey-oak-planks',
      nameZh: '灰橡木地板',
      tileCm: 120,
      depthCm: 0.25,
      make: planks(greyOak, 6, 1, 120, 303),
    },
    {
      id: 'oak-herringbone',
      nameZh: '橡木人字拼地板',
      tileCm: 80,
      depthCm: 0.2,
      make: herringbone(oak, 4, 80, 404),
    },
    {
      id: 'walnut-herringbone',
      nameZh: '胡桃木人字拼地板',
      tileCm: 80,
      depthCm: 0.2,
      make: herringbone(walnut, 4, 80, 505),
    },
    {
      id: 'oak-veneer',
      nameZh: '橡木饰面',
      tileCm: 120,
      depthCm: 0.05,
      make: veneer(oakVeneer, 2, 606),
    },
    {
      id: 'cherry-veneer',
      nameZh: '樱桃木饰面',
      tileCm: 120,
      depthCm: 0.05,
      make: veneer(cherry, 2, 707),
    },
    {
      id: 'ebony-veneer',
      nameZh: '黑檀木饰面',
      tileCm: 120,
      depthCm: 0.05,
      make: veneer(ebonyVeneer, 4, 808),
    },
  ],
};
