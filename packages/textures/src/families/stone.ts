import { hex, type Rgb } from '../colour.js';
import { Fbm, Worley, distToInt, smoothstep } from '../noise.js';
import { blendColour, mixColour, pick, type FamilyDef, type Sampler } from '../sampler.js';

interface MarbleLook {
  base: Rgb;
  cloud: Rgb;
  vein: Rgb;
  /** Integer direction of the main veins (periodic): phase = u·kx + v·ky + turbulence. */
  kx: number;
  ky: number;
  turbulence: number;
  /** Width of the main veins in phase units. */
  width: number;
  /** Strength of the thin crackle veins from a cellular network. */
  crackle: number;
  rough: number;
}

function marble(look: MarbleLook, seed: number): () => Sampler {
  return () => {
    const turbulence = new Fbm(3, 3, 6, seed);
    const cloud = new Fbm(2, 2, 5, seed + 100);
    const fine = new Fbm(8, 8, 4, seed + 200);
    const cells = new Worley(5, 5, seed + 300);
    const warp = new Fbm(4, 4, 4, seed + 400);
    return (u, v, s) => {
      const n = turbulence.at(u, v);
      const phase = u * look.kx + v * look.ky + n * look.turbulence;
      const d = distToInt(phase);
      const main = 1 - smoothstep(look.width * 0.2, look.width, d);
      const halo = 1 - smoothstep(look.width, look.width * 4, d);
      const w = warp.at(u, v) - 0.5;
      const hit = cells.at(u + w * 0.15, v + w * 0.15);
      const fn = fine.at(u, v);
      const crack = (1 - smoothstep(0, 0.035, hit.f2 - hit.f1)) * look.crackle * (0.4 + 0.6 * fn);
      mixColour(s, look.base, look.cloud, (cloud.at(u, v) - 0.35) * 1.6);
      blendColour(s, look.vein, halo * 0.25 + main * 0.85 * (0.6 + 0.4 * fine.at(u + 0.5, v)));
      blendColour(s, look.vein, crack);
      s.h = 0.5 + 0.04 * fn - 0.05 * main;
      s.rough = look.rough + 0.06 * main + 0.04 * fn;
      s.metal = 0;
    };
  };
}

interface RockLook {
  light: Rgb;
  dark: Rgb;
  /** Pores (volcanic rock): share of cells that hold a hole, and their size. */
  pores: number;
  cracks: number;
  rough: number;
}

function rock(look: RockLook, seed: number): () => Sampler {
  return () => {
    const relief = new Fbm(4, 4, 7, seed);
    const tone = new Fbm(3, 3, 5, seed + 50);
    const speck = new Fbm(64, 64, 2, seed + 70);
    const cracks = new Worley(4, 4, seed + 90);
    const poresBig = new Worley(24, 24, seed + 110);
    const poresSmall = new Worley(64, 64, seed + 130);
    const warp = new Fbm(3, 3, 4, seed + 150);
    return (u, v, s) => {
      const r = relief.ridged(u, v);
      const w = warp.at(u, v) - 0.5;
      const c = cracks.at(u + w * 0.2, v + w * 0.2);
      const crack = (1 - smoothstep(0, 0.03, c.f2 - c.f1)) * look.cracks;
      let pore = 0;
      if (look.pores > 0) {
        const big = poresBig.at(u, v);
        if (big.id < look.pores)
          pore = Math.max(
            pore,
            1 - smoothstep(0.12 + 0.15 * big.id2, 0.2 + 0.15 * big.id2, big.f1),
          );
        const small = poresSmall.at(u, v);
        if (small.id < look.pores) pore = Math.max(pore, 1 - smoothstep(0.15, 0.3, small.f1));
      }
      const sp = speck.at(u, v);
      mixColour(
        s,
        look.light,
        look.dark,
        0.9 - r * 0.8 + (tone.at(u, v) - 0.5) * 0.8 + (sp - 0.5) * 0.5,
      );
      const shade = 1 - 0.55 * Math.max(crack, pore);
      s.r *= shade;
      s.g *= shade;
      s.b *= shade;
      s.h = r * 0.8 + sp * 0.2 - 0.5 * crack - 0.6 * pore;
      s.rough = look.rough + 0.1 * (sp - 0.5);
      s.metal = 0;
    };
  };
}

interface TerrazzoLook {
  base: Rgb;
  chips: readonly Rgb[];
  rough: number;
}

/** 水磨石: cement with chips of several sizes, ground and polished flat. */
function terrazzo(look: TerrazzoLook, seed: number): () => Sampler {
  return () => {
    const scales = [
      new Worley(10, 10, seed, 0.8),
      new Worley(22, 22, seed + 10, 0.85),
      new Worley(48, 48, seed + 20, 0.9),
    ];
    const cement = new Fbm(32, 32, 3, seed + 30);
    const shapeWarp = new Fbm(40, 40, 2, seed + 40);
    return (u, v, s) => {
      const n = cement.at(u, v);
      mixColour(s, look.base, look.base, 0, 0.92 + 0.16 * n);
      let chip = 0;
      const wobble = (shapeWarp.at(u, v) - 0.5) * 0.25;
      for (let level = 0; level < scales.length; level += 1) {
        const hit = scales[level]!.at(u, v);
        if (hit.id2 > 0.75 - level * 0.1) continue;
        const radius = 0.22 + 0.18 * hit.id;
        const inside = 1 - smoothstep(radius - 0.03, radius + 0.01, hit.f1 + wobble);
        if (inside > 0) {
          blendColour(s, pick(look.chips, hit.id2 * 7 - Math.floor(hit.id2 * 7)), inside);
          chip = Math.max(chip, inside);
        }
      }
      s.h = 0.5 + 0.03 * n;
      s.rough = look.rough + 0.05 * (1 - chip);
      s.metal = 0;
    };
  };
}

export const marbleFamily: FamilyDef = {
  id: 'marble',
  nameZh: '大理石',
  variants: [
    {
      id: 'carrara',
      nameZh: '白色大理石',
      tileCm: 120,
      depthCm: 0.02,
      make: marble(
        {
          base: hex('#f1f0ec'),
          cloud: hex('#dcdcd8'),
          vein: hex('#8d8f93'),
          kx: 1,
          ky: 2,
          turbulence: 2.4,
          width: 0.02,
          crackle: 0.45,
          rough: 0.08,
        },
        11,
      ),
    },
    {
      id: 'jazz-white',
      nameZh: '爵士白大理石',
      tileCm: 120,
      depthCm: 0.02,
      make: marble(
        {
          base: hex('#f4f2ee'),
          cloud: hex('#e6e4df'),
          vein: hex('#a3a3a3'),
          kx: 3,
          ky: 11,
          turbulence: 1.2,
          width: 0.035,
          crackle: 0.15,
          rough: 0.12,
        },
        22,
      ),
    },
    {
      id: 'fish-belly-white',
      nameZh: '鱼肚白大理石',
      tileCm: 160,
      depthCm: 0.02,
      make: marble(
        {
          base: hex('#f6f4f0'),
          cloud: hex('#e3ddd3'),
          vein: hex('#6d6a66'),
          kx: 1,
          ky: 1,
          turbulence: 3.2,
          width: 0.05,
          crackle: 0.7,
          rough: 0.07,
        },
        33,
      ),
    },
    {
      id: 'nero-marquina',
      nameZh: '黑金花大理石',
      tileCm: 120,
      depthCm: 0.02,
      make: marble(
        {
          base: hex('#1d1c1c'),
          cloud: hex('#2d2a28'),
          vein: hex('#e7dcc6'),
          kx: 2,
          ky: 1,
          turbulence: 2.8,
          width: 0.015,
          crackle: 0.8,
          rough: 0.07,
        },
        44,
      ),
    },
    {
      id: 'verde',
      nameZh: '绿色大理石',
      tileCm: 120,
      depthCm: 0.02,
      make: marble(
        {
          base: hex('#1f4a3c'),
          cloud: hex('#2f6652'),
          vein: hex('#d9e2d6'),
          kx: 1,
          ky: 3,
          turbulence: 3,
          width: 0.018,
          crackle: 0.9,
          rough: 0.08,
        },
        55,
      ),
    },
  ],
};

export const stoneFamily: FamilyDef = {
  id: 'stone',
  nameZh: '石材',
  variants: [
    {
      id: 'granite-rock',
      nameZh: '岩石',
      tileCm: 200,
      depthCm: 3,
      make: rock(
        { light: hex('#a39d94'), dark: hex('#4e4a45'), pores: 0, cracks: 0.9, rough: 0.8 },
        61,
      ),
    },
    {
      id: 'sandstone',
      nameZh: '砂岩',
      tileCm: 200,
      depthCm: 2,
      make: rock(
        { light: hex('#d2b48a'), dark: hex('#8c6a45'), pores: 0, cracks: 0.5, rough: 0.85 },
        62,
      ),
    },
    {
      id: 'volcanic',
      nameZh: '火山岩',
      tileCm: 100,
      depthCm: 1.5,
      make: rock(
        { light: hex('#5b5652'), dark: hex('#1d1b1a'), pores: 0.55, cracks: 0.2, rough: 0.92 },
        63,
      ),
    },
  ],
};

export const terrazzoFamily: FamilyDef = {
  id: 'terrazzo',
  nameZh: '水磨石',
  variants: [
    {
      id: 'classic',
      nameZh: '水磨石',
      tileCm: 60,
      depthCm: 0.02,
      make: terrazzo(
        {
          base: hex('#d8d3ca'),
          chips: [hex('#f6f4ef'), hex('#3b3b3b'), hex('#9a8f80'), hex('#b44c3a'), hex('#6f7d73')],
          rough: 0.18,
        },
        71,
      ),
    },
    {
      id: 'dark',
      nameZh: '深色水磨石',
      tileCm: 60,
      depthCm: 0.02,
      make: terrazzo(
        {
          base: hex('#4a4a48'),
          chips: [hex('#e8e4dc'), hex('#c7c0b3'), hex('#8d8d8d'), hex('#1b1b1b')],
          rough: 0.16,
        },
        72,
      ),
    },
    {
      id: 'pink',
      nameZh: '粉色水磨石',
      tileCm: 60,
      depthCm: 0.02,
      make: terrazzo(
        {
          base: hex('#eed8cf'),
          chips: [hex('#ffffff'), hex('#c96f5e'), hex('#e6b4a4'), hex('#7a7068')],
          rough: 0.18,
        },
        73,
      ),
    },
  ],
};
