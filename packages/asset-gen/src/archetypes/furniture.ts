import { AssetBuilder, materials } from '../builder.js';
import {
  bezier,
  compose,
  cylinder,
  extrude,
  lathe,
  rotateX,
  rotateY,
  rotateZ,
  sweep,
  torus,
  translate,
  type Vec2,
  type Vec3,
} from '../geometry.js';
import { box, fourLegs, paletteFor, post, type ArchetypeContext } from '../parts.js';
import type { PbrMaterial } from '../types.js';

function metalFor(kind: 'brass' | 'black' | 'chrome'): PbrMaterial {
  return kind === 'brass'
    ? materials.brass()
    : kind === 'black'
      ? materials.blackMetal()
      : materials.chrome();
}

function upholstery(context: ArchetypeContext): PbrMaterial {
  const palette = paletteFor(context.style);
  const leather =
    /真皮|皮/u.test(context.item) || (!/布艺/u.test(context.item) && context.rng.chance(0.25));
  return leather
    ? materials.leather(context.rng.pick(palette.leathers))
    : materials.fabric(context.rng.pick(palette.fabrics), context.rng.int(0, 3));
}

export interface SofaOptions {
  seats: number;
  corner: boolean;
}

/** A sofa: plinth, seat cushions, back cushions, two arms, legs; optionally an L-shaped chaise. */
export function sofa(context: ArchetypeContext, options: SofaOptions): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const cover = upholstery(context);
  const palette = paletteFor(context.style);
  const legMaterial = rng.chance(0.5)
    ? materials.wood(rng.pick(palette.woods))
    : metalFor(palette.metal);
  const seatWidth = rng.range(0.58, 0.72);
  const armWidth = rng.range(0.12, 0.26);
  const depth = rng.range(0.86, 1.0);
  const legHeight = rng.range(0.06, 0.16);
  const seatHeight = rng.range(0.4, 0.46);
  const backHeight = rng.range(0.74, 0.9);
  const armHeight = rng.range(0.54, Math.min(0.68, backHeight - 0.06));
  const cushion = rng.range(0.1, 0.16);
  const bevel = rng.range(0.02, 0.06);
  const width = options.seats * seatWidth + armWidth * 2;
  const backDepth = rng.range(0.16, 0.24);
  const plinthTop = seatHeight - cushion;
  const half = width / 2;
  b.add(
    'frame',
    cover,
    box(
      [-half + armWidth * 0.5, legHeight, -depth / 2],
      [half - armWidth * 0.5, plinthTop, depth / 2],
      bevel * 0.6,
    ),
  );
  for (let seat = 0; seat < options.seats; seat += 1) {
    const x0 = -half + armWidth + seat * seatWidth;
    b.add(
      'cushions',
      cover,
      box(
        [x0 + 0.005, plinthTop, -depth / 2 + backDepth],
        [x0 + seatWidth - 0.005, seatHeight, depth / 2 - 0.01],
        bevel,
        3,
      ),
    );
    const back = box(
      [-seatWidth / 2 + 0.005, 0, -backDepth / 2],
      [seatWidth / 2 - 0.005, backHeight - plinthTop, backDepth / 2],
      bevel * 1.2,
      3,
    );
    b.add(
      'cushions',
      cover,
      back,
      compose(
        translate(x0 + seatWidth / 2, plinthTop, -depth / 2 + backDepth / 2 + 0.02),
        rotateX(-0.1),
      ),
    );
  }
  b.add(
    'frame',
    cover,
    box(
      [-half + armWidth, legHeight, -depth / 2],
      [half - armWidth, backHeight * 0.82, -depth / 2 + backDepth * 0.6],
      bevel,
    ),
  );
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -half : half - armWidth;
    b.add(
      'frame',
      cover,
      box([x0, legHeight, -depth / 2], [x0 + armWidth, armHeight, depth / 2], bevel * 1.5, 3),
    );
  }
  let zFront = depth / 2;
  if (options.corner) {
    // The chaise runs forward on the right.
    const chaiseLength = rng.range(0.7, 0.95);
    const x0 = half - armWidth - seatWidth;
    b.add(
      'frame',
      cover,
      box(
        [x0, legHeight, depth / 2 - 0.02],
        [half, plinthTop, depth / 2 + chaiseLength],
        bevel * 0.6,
      ),
    );
    b.add(
      'cushions',
      cover,
      box(
        [x0 + 0.005, plinthTop, depth / 2],
        [half - armWidth - 0.005, seatHeight, depth / 2 + chaiseLength - 0.01],
        bevel,
        3,
      ),
    );
    b.add(
      'frame',
      cover,
      box(
        [half - armWidth, legHeight, depth / 2 - 0.02],
        [half, armHeight, depth / 2 + chaiseLength],
        bevel * 1.5,
        3,
      ),
    );
    zFront = depth / 2 + chaiseLength;
    for (const x of [x0 + 0.06, half - 0.06])
      b.add('legs', legMaterial, post(x, zFront - 0.06, 0, legHeight, 0.022, 0.018));
  }
  for (const x of [-half + 0.06, half - 0.06]) {
    for (const z of [-depth / 2 + 0.06, (options.corner ? depth / 2 : zFront) - 0.06])
      b.add('legs', legMaterial, post(x, z, 0, legHeight + 0.01, 0.02, 0.028));
  }
  // Throw pillows on the larger sofas.
  if (options.seats >= 2) {
    const pillow = materials.fabric(rng.pick(palette.fabrics), rng.int(0, 3));
    for (const side of [-1, 1]) {
      const g = box([-0.22, -0.2, -0.06], [0.22, 0.2, 0.06], 0.05, 3);
      b.add(
        'pillows',
        pillow,
        g,
        compose(
          translate(
            side * (half - armWidth - 0.28),
            seatHeight + 0.2,
            -depth / 2 + backDepth + 0.1,
          ),
          compose(rotateX(-0.25), rotateZ(side * 0.12)),
        ),
      );
    }
  }
  return b;
}

/** 懒人沙发: a bean bag, a soft lathe with a dent for the seat. */
export function beanBag(context: ArchetypeContext): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const r = rng.range(0.38, 0.5);
  const h = rng.range(0.6, 0.85);
  const profile: Vec2[] = [
    [0, 0],
    [r * 0.8, 0.01],
    [r, h * 0.18],
    [r * 1.02, h * 0.45],
    [r * 0.85, h * 0.75],
    [r * 0.55, h * 0.95],
    [r * 0.25, h],
    [0, h * 0.88],
  ];
  const g = lathe(profile, 32);
  b.add('bag', materials.fabric(rng.pick(paletteFor(context.style).fabrics), rng.int(0, 3)), g);
  return b;
}

export type ChairKind = 'dining' | 'lounge' | 'office' | 'bar' | 'rocking' | 'armchair';

/** Chairs: seat, back and legs in every case; arms, castors, runners and foot rings where the kind has them. */
export function chair(context: ArchetypeContext, kind: ChairKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const palette = paletteFor(context.style);
  const wood = materials.wood(rng.pick(palette.woods), rng.int(0, 2));
  const metal = metalFor(palette.metal);
  const cover = upholstery(context);
  if (kind === 'office') {
    const seatY = rng.range(0.44, 0.52);
    const base = materials.plastic(rng.pick(['#222222', '#3a3a3a', '#d8d8d8']));
    for (let arm = 0; arm < 5; arm += 1) {
      const angle = (arm / 5) * Math.PI * 2;
      const end: Vec3 = [Math.sin(angle) * 0.32, 0.07, Math.cos(angle) * 0.32];
      b.add(
        'base',
        base,
        sweep(bezier([0, 0.1, 0], [end[0] * 0.6, 0.1, end[2] * 0.6], end, 6), 0.022, {
          segments: 8,
          flatten: 0.7,
        }),
      );
      const castor = cylinder(0.03, 0.03, -0.02, 0.02, 14);
      b.add(
        'castors',
        materials.rubber(),
        castor,
        compose(translate(end[0], 0.03, end[2]), rotateZ(Math.PI / 2)),
      );
    }
    b.add('lift', materials.chrome(), post(0, 0, 0.08, seatY - 0.05, 0.025));
    b.add('lift', base, post(0, 0, 0.06, 0.2, 0.04, 0.032));
    b.add('seat', cover, box([-0.25, seatY - 0.08, -0.24], [0.25, seatY, 0.24], 0.04, 3));
    const backHeight = rng.range(0.5, 0.75);
    b.add(
      'back',
      cover,
      box([-0.23, 0, -0.035], [0.23, backHeight, 0.035], 0.03, 3),
      compose(translate(0, seatY + 0.06, -0.27), rotateX(-0.12)),
    );
    b.add(
      'base',
      base,
      box([-0.04, seatY - 0.06, -0.33], [0.04, seatY + 0.2, -0.27], 0.015),
      rotateX(0),
    );
    for (const side of [-1, 1]) {
      b.add('base', base, post(side * 0.27, -0.02, seatY - 0.08, seatY + 0.16, 0.015));
      b.add(
        'base',
        base,
        box(
          [side * 0.27 - 0.035, seatY + 0.16, -0.16],
          [side * 0.27 + 0.035, seatY + 0.19, 0.14],
          0.012,
        ),
      );
    }
    return b;
  }
  if (kind === 'bar') {
    const seatY = rng.range(0.65, 0.78);
    const seatR = rng.range(0.17, 0.21);
    b.add(
      'seat',
      cover,
      lathe(
        [
          [0, seatY - 0.05],
          [seatR, seatY - 0.05],
          [seatR + 0.01, seatY - 0.02],
          [seatR, seatY + 0.02],
          [0, seatY + 0.03],
        ],
        32,
      ),
    );
    const legs = rng.chance(0.5) ? 4 : 3;
    for (let leg = 0; leg < legs; leg += 1) {
      const angle = (leg / legs) * Math.PI * 2 + Math.PI / 4;
      const top: Vec3 = [
        Math.sin(angle) * seatR * 0.6,
        seatY - 0.05,
        Math.cos(angle) * seatR * 0.6,
      ];
      const foot: Vec3 = [Math.sin(angle) * (seatR + 0.06), 0, Math.cos(angle) * (seatR + 0.06)];
      b.add('legs', rng.chance(0.5) ? metal : wood, sweep([foot, top], 0.013, { segments: 10 }));
    }
    b.add(
      'legs',
      metal,
      torus(seatR * 0.6 + 0.06 * 0.72, 0.008, 32, 8),
      translate(0, seatY * 0.3, 0),
    );
    if (rng.chance(0.5))
      b.add(
        'seat',
        cover,
        box([-0.16, 0, -0.025], [0.16, 0.22, 0.025], 0.02, 2),
        compose(translate(0, seatY + 0.03, -seatR + 0.02), rotateX(-0.15)),
      );
    return b;
  }
  if (kind === 'rocking') {
    const seatY = rng.range(0.4, 0.45);
    const width = rng.range(0.55, 0.65);
    for (const side of [-1, 1]) {
      const runner = bezier(
        [side * width * 0.5, 0.08, 0.45],
        [side * width * 0.5, -0.06, 0],
        [side * width * 0.5, 0.1, -0.5],
        16,
      );
      b.add('frame', wood, sweep(runner, 0.018, { segments: 8 }));
      b.add(
        'frame',
        wood,
        sweep(
          [
            [side * width * 0.5, 0.02, 0.25],
            [side * width * 0.5, seatY + 0.22, 0.22],
          ],
          0.018,
          { segments: 8 },
        ),
      );
      b.add(
        'frame',
        wood,
        sweep(
          [
            [side * width * 0.5, 0.0, -0.25],
            [side * width * 0.5, seatY + 0.6, -0.38],
          ],
          0.02,
          { segments: 8 },
        ),
      );
      b.add(
        'frame',
        wood,
        sweep(
          bezier(
            [side * width * 0.5, seatY + 0.22, 0.25],
            [side * width * 0.5, seatY + 0.26, 0],
            [side * width * 0.5, seatY + 0.24, -0.3],
            8,
          ),
          0.02,
          { segments: 8 },
        ),
      );
    }
    b.add('seat', cover, box([-width / 2, seatY - 0.06, -0.25], [width / 2, seatY, 0.25], 0.03, 3));
    for (let slat = 0; slat < 7; slat += 1) {
      const x = -width / 2 + 0.06 + (slat * (width - 0.12)) / 6;
      b.add(
        'frame',
        wood,
        sweep(
          [
            [x, seatY, -0.27],
            [x, seatY + 0.55, -0.37],
          ],
          0.011,
          { segments: 8 },
        ),
      );
    }
    b.add(
      'frame',
      wood,
      box([-width / 2, seatY + 0.55, -0.41], [width / 2, seatY + 0.62, -0.35], 0.01),
    );
    return b;
  }
  const lounge = kind === 'lounge' || kind === 'armchair';
  const seatY = lounge ? rng.range(0.38, 0.43) : rng.range(0.44, 0.47);
  const width = lounge ? rng.range(0.66, 0.82) : rng.range(0.42, 0.5);
  const depth = lounge ? rng.range(0.7, 0.85) : rng.range(0.46, 0.54);
  const backTop = lounge ? rng.range(0.75, 0.95) : rng.range(0.8, 0.92);
  const legHeight = lounge ? rng.range(0.12, 0.2) : seatY - 0.04;
  const legs = rng.chance(0.6) ? wood : metal;
  if (kind === 'armchair') {
    // Upholstered accent chair: boxy shell with arms.
    b.add(
      'shell',
      cover,
      box([-width / 2, legHeight, -depth / 2], [width / 2, seatY - 0.1, depth / 2], 0.03, 3),
    );
    b.add(
      'shell',
      cover,
      box([-width / 2, legHeight, -depth / 2], [width / 2, backTop, -depth / 2 + 0.16], 0.05, 3),
    );
    for (const side of [-1, 1])
      b.add(
        'shell',
        cover,
        box(
          [side > 0 ? width / 2 - 0.12 : -width / 2, legHeight, -depth / 2],
          [side > 0 ? width / 2 : -width / 2 + 0.12, seatY + 0.2, depth / 2],
          0.05,
          3,
        ),
      );
    b.add(
      'cushion',
      cover,
      box(
        [-width / 2 + 0.125, seatY - 0.1, -depth / 2 + 0.16],
        [width / 2 - 0.125, seatY, depth / 2 - 0.01],
        0.04,
        3,
      ),
    );
    fourLegs(b, legs, width, depth, 0.05, legHeight, 0.02, false, 0.7);
    return b;
  }
  if (lounge) {
    // A reclined seat and back on a wooden frame with arm rests.
    const frameSide: Vec2[] = [
      [depth / 2, 0],
      [depth / 2 - 0.04, 0],
      [depth / 2 - 0.04, seatY + 0.18],
      [-depth / 2 + 0.02, seatY + 0.18],
      [-depth / 2 + 0.02, 0],
      [-depth / 2 - 0.02, 0],
      [-depth / 2 - 0.02, seatY + 0.22],
      [depth / 2, seatY + 0.22],
    ];
    for (const side of [-1, 1]) {
      b.add(
        'frame',
        legs,
        extrude(frameSide, 0.045),
        compose(translate(side * (width / 2 - 0.0225), 0, 0), rotateY(Math.PI / 2)),
      );
    }
    b.add(
      'cushion',
      cover,
      box(
        [-width / 2 + 0.05, seatY - 0.12, -depth / 2 + 0.05],
        [width / 2 - 0.05, seatY, depth / 2 - 0.03],
        0.04,
        3,
      ),
    );
    b.add(
      'cushion',
      cover,
      box([-width / 2 + 0.05, 0, -0.06], [width / 2 - 0.05, backTop - seatY + 0.1, 0.06], 0.05, 3),
      compose(translate(0, seatY - 0.05, -depth / 2 + 0.1), rotateX(-0.3)),
    );
    return b;
  }
  // Dining chair.
  const upholstered = rng.chance(0.5);
  const seatMaterial = upholstered ? cover : wood;
  b.add(
    'seat',
    seatMaterial,
    box(
      [-width / 2, seatY - 0.045, -depth / 2],
      [width / 2, seatY, depth / 2],
      upholstered ? 0.02 : 0.006,
      2,
    ),
  );
  fourLegs(
    b,
    legs,
    width,
    depth,
    0.03,
    seatY - 0.045,
    0.018,
    legs === wood && rng.chance(0.5),
    0.7,
  );
  const backStyle = rng.int(0, 2);
  const backBottom = seatY + 0.02;
  if (backStyle === 0) {
    b.add(
      'back',
      seatMaterial,
      box(
        [-width / 2 + 0.01, 0, -0.02],
        [width / 2 - 0.01, backTop - backBottom, 0.02],
        upholstered ? 0.02 : 0.006,
      ),
      compose(translate(0, backBottom, -depth / 2 + 0.02), rotateX(-0.08)),
    );
  } else {
    for (const side of [-1, 1])
      b.add(
        'back',
        legs,
        sweep(
          [
            [side * (width / 2 - 0.03), seatY, -depth / 2 + 0.03],
            [side * (width / 2 - 0.03), backTop, -depth / 2 - 0.02],
          ],
          0.015,
          { segments: 10 },
        ),
      );
    const slats = backStyle === 1 ? 1 : 4;
    for (let slat = 0; slat < slats; slat += 1) {
      if (slats === 1)
        b.add(
          'back',
          wood,
          box(
            [-width / 2 + 0.03, backTop - 0.16, -depth / 2 - 0.03],
            [width / 2 - 0.03, backTop - 0.02, -depth / 2 + 0.0],
            0.008,
          ),
        );
      else {
        const x = -width / 2 + 0.08 + (slat * (width - 0.16)) / 3;
        b.add(
          'back',
          wood,
          sweep(
            [
              [x, seatY, -depth / 2 + 0.03],
              [x, backTop - 0.02, -depth / 2 - 0.02],
            ],
            0.009,
            { segments: 8 },
          ),
        );
      }
    }
    b.add(
      'back',
      wood,
      box(
        [-width / 2 + 0.02, backTop - 0.05, -depth / 2 - 0.04],
        [width / 2 - 0.02, backTop + 0.01, -depth / 2 + 0.0],
        0.01,
      ),
    );
  }
  return b;
}

export type BedKind = 'double' | 'kids' | 'tatami' | 'upholstered' | 'wood';

/** A bed: frame, mattress, headboard, pillows and a duvet. */
export function bed(context: ArchetypeContext, kind: BedKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const palette = paletteFor(context.style);
  const wood = materials.wood(rng.pick(palette.woods), rng.int(0, 2));
  const cover = materials.fabric(rng.pick(palette.fabrics), rng.int(0, 3));
  const linen = materials.fabric(
    rng.pick(['#f3f1ec', '#e8e4dc', '#dfe3e6', '#efe6d8', '#cfd6cf']),
    2,
  );
  const width = kind === 'kids' ? rng.range(1.0, 1.3) : rng.range(1.6, 2.0);
  const length = kind === 'kids' ? rng.range(1.9, 2.05) : rng.range(2.05, 2.2);
  const frameTop = kind === 'tatami' ? rng.range(0.3, 0.45) : rng.range(0.28, 0.38);
  const mattress = rng.range(0.18, 0.25);
  const headHeight = kind === 'tatami' ? rng.range(0.7, 0.9) : rng.range(1.0, 1.25);
  const frameMaterial = kind === 'upholstered' ? cover : wood;
  const legHeight = kind === 'tatami' ? 0 : rng.range(0.08, 0.15);
  b.add(
    'frame',
    frameMaterial,
    box(
      [-width / 2 - 0.04, legHeight, -length / 2],
      [width / 2 + 0.04, frameTop, length / 2 + 0.04],
      kind === 'upholstered' ? 0.03 : 0.01,
    ),
  );
  if (legHeight > 0) fourLegs(b, wood, width, length, 0.08, legHeight + 0.01, 0.03, true);
  if (kind === 'tatami') {
    // Storage drawers along the front of a platform.
    for (let drawer = 0; drawer < 3; drawer += 1) {
      const x0 = -width / 2 + (drawer * width) / 3 + 0.02;
      b.add(
        'frame',
        wood,
        box(
          [x0, 0.05, length / 2 + 0.04],
          [x0 + width / 3 - 0.04, frameTop - 0.05, length / 2 + 0.06],
          0.005,
        ),
      );
    }
  }
  b.add(
    'mattress',
    linen,
    box(
      [-width / 2 + 0.01, frameTop, -length / 2 + 0.06],
      [width / 2 - 0.01, frameTop + mattress, length / 2],
      0.06,
      3,
    ),
  );
  const headboard =
    kind === 'upholstered'
      ? box([-width / 2 - 0.08, 0, -0.07], [width / 2 + 0.08, headHeight, 0.07], 0.06, 3)
      : box([-width / 2 - 0.05, 0, -0.04], [width / 2 + 0.05, headHeight, 0.04], 0.015);
  b.add('headboard', frameMaterial, headboard, translate(0, 0, -length / 2 - 0.03));
  if (kind === 'upholstered') {
    // Channel tufting: vertical rolls on the headboard.
    const channels = Math.round(width / 0.22);
    for (let c = 0; c < channels; c += 1) {
      const x = -width / 2 + (c + 0.5) * (width / channels);
      b.add(
        'headboard',
        cover,
        cylinder(0.07, 0.07, 0, headHeight - frameTop - 0.1, 16),
        compose(translate(x, frameTop + 0.05, -length / 2 + 0.04), rotateX(0)),
      );
    }
  }
  if (kind === 'kids') {
    // Guard rail along one side.
    for (let rail = 0; rail < 9; rail += 1) {
      const z = -length / 2 + 0.1 + rail * 0.1;
      b.add('rail', wood, post(width / 2 + 0.02, z, frameTop, frameTop + mattress + 0.22, 0.012));
    }
    b.add(
      'rail',
      wood,
      box(
        [width / 2, frameTop + mattress + 0.2, -length / 2 + 0.05],
        [width / 2 + 0.04, frameTop + mattress + 0.25, -length / 2 + 0.95],
        0.01,
      ),
    );
  }
  const duvetTop = frameTop + mattress;
  b.add(
    'duvet',
    cover,
    box(
      [-width / 2 - 0.03, duvetTop - 0.2, -length / 2 + 0.55],
      [width / 2 + 0.03, duvetTop + 0.06, length / 2 + 0.03],
      0.05,
      3,
    ),
  );
  const pillows = kind === 'kids' ? 1 : 2;
  for (let p = 0; p < pillows; p += 1) {
    const x = pillows === 1 ? 0 : (p - 0.5) * width * 0.5;
    b.add(
      'pillows',
      linen,
      box(
        [-0.34 * Math.min(1, width / 1.6), -0.06, -0.2],
        [0.34 * Math.min(1, width / 1.6), 0.08, 0.2],
        0.06,
        3,
      ),
      compose(translate(x, duvetTop + 0.08, -length / 2 + 0.3), rotateX(-0.35)),
    );
  }
  return b;
}

export type TableKind = 'dining' | 'desk' | 'coffee' | 'side' | 'conference' | 'dresser';

/** Tables: a top on legs, a pedestal or a frame; a desk gets a drawer unit, a dressing table a mirror. */
export function table(context: ArchetypeContext, kind: TableKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const palette = paletteFor(context.style);
  const wood = materials.wood(rng.pick(palette.woods), rng.int(0, 2));
  const topMaterial =
    rng.chance(0.3) && kind !== 'desk'
      ? materials.marble(rng.pick(['#f1efea', '#e9e6e1', '#2b2b2d', '#d9d2c7']), rng.int(0, 2))
      : wood;
  const legMaterial = rng.chance(0.5) ? wood : metalFor(palette.metal);
  const dims: Record<TableKind, [number, number, number]> = {
    dining: [rng.range(1.4, 2.0), rng.range(0.8, 1.0), 0.75],
    desk: [rng.range(1.1, 1.6), rng.range(0.55, 0.75), 0.75],
    coffee: [rng.range(1.0, 1.4), rng.range(0.55, 0.75), rng.range(0.38, 0.45)],
    side: [rng.range(0.4, 0.55), rng.range(0.4, 0.55), rng.range(0.5, 0.6)],
    conference: [rng.range(3.0, 4.2), rng.range(1.2, 1.5), 0.75],
    dresser: [rng.range(1.0, 1.2), rng.range(0.42, 0.5), 0.76],
  };
  const [width, depth, height] = dims[kind];
  const thickness = rng.range(0.025, 0.05);
  const round = kind === 'side' || (kind === 'coffee' && rng.chance(0.35));
  if (round) {
    const r = Math.max(width, depth) / 2;
    b.add(
      'top',
      topMaterial,
      lathe(
        [
          [0, height - thickness],
          [r, height - thickness],
          [r + 0.004, height - thickness / 2],
          [r, height],
          [0, height],
        ],
        48,
      ),
    );
    b.add('base', legMaterial, post(0, 0, 0, height - thickness, 0.035, 0.03, 20));
    b.add(
      'base',
      legMaterial,
      lathe(
        [
          [0, 0],
          [r * 0.6, 0],
          [r * 0.6, 0.02],
          [r * 0.3, 0.035],
          [0, 0.04],
        ],
        40,
      ),
    );
    return b;
  }
  b.add(
    'top',
    topMaterial,
    box(
      [-width / 2, height - thickness, -depth / 2],
      [width / 2, height, depth / 2],
      Math.min(0.012, thickness / 3),
    ),
  );
  if (kind === 'conference' || (kind === 'dining' && rng.chance(0.3))) {
    // Two panel or trestle bases.
    for (const side of [-1, 1]) {
      const x = side * width * 0.32;
      b.add(
        'base',
        legMaterial,
        box([x - 0.04, 0, -depth * 0.3], [x + 0.04, height - thickness, depth * 0.3], 0.01),
      );
      b.add(
        'base',
        legMaterial,
        box([x - 0.06, 0, -depth * 0.4], [x + 0.06, 0.04, depth * 0.4], 0.01),
      );
    }
    b.add(
      'base',
      legMaterial,
      box(
        [-width * 0.32, height - thickness - 0.1, -0.03],
        [width * 0.32, height - thickness - 0.04, 0.03],
        0.005,
      ),
    );
  } else {
    fourLegs(
      b,
      legMaterial,
      width,
      depth,
      0.05,
      height - thickness,
      legMaterial === wood ? 0.025 : 0.015,
      legMaterial === wood && rng.chance(0.5),
      0.75,
    );
    b.add(
      'apron',
      wood,
      box(
        [-width / 2 + 0.05, height - thickness - 0.08, -depth / 2 + 0.04],
        [width / 2 - 0.05, height - thickness, depth / 2 - 0.04],
        0.004,
      ),
    );
  }
  if (kind === 'coffee')
    b.add(
      'shelf',
      wood,
      box(
        [-width / 2 + 0.06, 0.1, -depth / 2 + 0.06],
        [width / 2 - 0.06, 0.12, depth / 2 - 0.06],
        0.004,
      ),
    );
  if (kind === 'desk' || kind === 'dresser') {
    const unitWidth = kind === 'desk' ? 0.4 : width - 0.1;
    const x0 = kind === 'desk' ? width / 2 - 0.05 - unitWidth : -unitWidth / 2;
    const y0 = kind === 'desk' ? 0.02 : height - thickness - 0.16;
    b.add(
      'drawers',
      wood,
      box(
        [x0, y0, -depth / 2 + 0.04],
        [x0 + unitWidth, height - thickness, depth / 2 - 0.02],
        0.005,
      ),
    );
    const drawerCount = kind === 'desk' ? 3 : 2;
    const knob = metalFor(palette.metal);
    for (let d = 0; d < drawerCount; d += 1) {
      const h = (height - thickness - y0) / (kind === 'desk' ? drawerCount : 1);
      const dx = kind === 'desk' ? 0 : (d - 0.5) * unitWidth * 0.5;
      const dy = kind === 'desk' ? y0 + h * (d + 0.5) : y0 + h / 2;
      b.add(
        'handles',
        knob,
        box(
          [x0 + unitWidth / 2 + dx - 0.05, dy - 0.008, depth / 2 - 0.02],
          [x0 + unitWidth / 2 + dx + 0.05, dy + 0.008, depth / 2 + 0.005],
          0.004,
        ),
      );
    }
  }
  if (kind === 'dresser') {
    const mirrorR = rng.range(0.3, 0.4);
    b.add(
      'mirror',
      materials.mirror(),
      cylinder(mirrorR, mirrorR, -0.008, 0.008, 48),
      compose(translate(0, height + mirrorR + 0.1, -depth / 2 + 0.06), rotateX(Math.PI / 2)),
    );
    b.add(
      'frame',
      metalFor(palette.metal),
      torus(mirrorR, 0.012, 48, 8),
      compose(translate(0, height + mirrorR + 0.1, -depth / 2 + 0.06), rotateX(Math.PI / 2)),
    );
    b.add(
      'frame',
      metalFor(palette.metal),
      post(0, -depth / 2 + 0.06, height, height + 0.12, 0.012),
    );
  }
  return b;
}

export type CabinetKind = 'wardrobe' | 'tv' | 'bookcase' | 'shoe' | 'wine' | 'sideboard';

/** Cabinets: a carcass with doors, drawers or shelves; bookcases carry books, wine cabinets bottles. */
export function cabinet(context: ArchetypeContext, kind: CabinetKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const palette = paletteFor(context.style);
  const body = rng.chance(0.3)
    ? materials.lacquer(rng.pick(['#f2f0eb', '#d9d5cc', '#3b3f44', '#6f7a70']))
    : materials.wood(rng.pick(palette.woods), rng.int(0, 2));
  const handleMaterial = metalFor(palette.metal);
  const dims: Record<CabinetKind, [number, number, number]> = {
    wardrobe: [rng.range(1.2, 2.4), rng.range(0.55, 0.62), rng.range(2.0, 2.4)],
    tv: [rng.range(1.6, 2.4), rng.range(0.38, 0.45), rng.range(0.4, 0.55)],
    bookcase: [rng.range(0.8, 1.6), rng.range(0.3, 0.38), rng.range(1.8, 2.2)],
    shoe: [rng.range(0.8, 1.2), rng.range(0.32, 0.38), rng.range(0.9, 1.2)],
    wine: [rng.range(0.8, 1.2), rng.range(0.38, 0.45), rng.range(1.8, 2.1)],
    sideboard: [rng.range(1.4, 1.9), rng.range(0.42, 0.5), rng.range(0.75, 0.85)],
  };
  const [width, depth, height] = dims[kind];
  const plinth = kind === 'tv' || kind === 'sideboard' ? rng.range(0.1, 0.18) : 0.06;
  const t = 0.018;
  // Carcass: sides, top, bottom, back.
  b.add(
    'carcass',
    body,
    box([-width / 2, plinth, -depth / 2], [-width / 2 + t, height, depth / 2], 0.002),
  );
  b.add(
    'carcass',
    body,
    box([width / 2 - t, plinth, -depth / 2], [width / 2, height, depth / 2], 0.002),
  );
  b.add(
    'carcass',
    body,
    box([-width / 2, height - t, -depth / 2], [width / 2, height, depth / 2], 0.002),
  );
  b.add(
    'carcass',
    body,
    box([-width / 2, plinth, -depth / 2], [width / 2, plinth + t, depth / 2], 0.002),
  );
  b.add(
    'carcass',
    body,
    box([-width / 2, plinth, -depth / 2], [width / 2, height, -depth / 2 + t], 0.001),
  );
  if (kind === 'tv' || kind === 'sideboard')
    fourLegs(b, handleMaterial, width, depth, 0.06, plinth, 0.015, false, 0.6);
  else
    b.add(
      'carcass',
      body,
      box([-width / 2 + 0.02, 0, -depth / 2 + 0.02], [width / 2 - 0.02, plinth, depth / 2 - 0.04]),
    );
  const open = kind === 'bookcase' || kind === 'wine';
  const shelves =
    kind === 'bookcase' || kind === 'wine'
      ? Math.round((height - plinth) / 0.36)
      : kind === 'shoe'
        ? 4
        : 1;
  for (let s = 1; s < shelves; s += 1) {
    const y = plinth + ((height - plinth) * s) / shelves;
    b.add(
      'shelves',
      body,
      box(
        [-width / 2 + t, y - t / 2, -depth / 2 + t],
        [width / 2 - t, y + t / 2, depth / 2 - 0.01],
      ),
    );
    if (kind === 'bookcase') {
      let x = -width / 2 + t + 0.01;
      const colours = ['#7a2f2a', '#2f4a66', '#d8cfc0', '#3f5a3a', '#b8862e', '#222222', '#8c6f78'];
      while (x < width / 2 - t - 0.05) {
        if (rng.chance(0.15)) {
          x += rng.range(0.08, 0.2);
          continue;
        }
        const bookWidth = rng.range(0.02, 0.045);
        const bookHeight = rng.range(0.2, 0.3);
        b.add(
          'books',
          materials.paint(rng.pick(colours)),
          box(
            [x, y + t / 2, -depth / 2 + 0.04],
            [x + bookWidth, y + t / 2 + bookHeight, -depth / 2 + 0.04 + rng.range(0.15, 0.22)],
            0.002,
            1,
          ),
        );
        x += bookWidth + 0.002;
      }
    }
    if (kind === 'wine') {
      const bottleGlass = materials.glass('#2e4a2a', 0.85);
      for (let bottle = 0; bottle < Math.floor((width - 0.1) / 0.1); bottle += 1) {
        if (rng.chance(0.25)) continue;
        const x = -width / 2 + 0.08 + bottle * 0.1;
        b.add(
          'bottles',
          bottleGlass,
          lathe(
            [
              [0, 0],
              [0.037, 0],
              [0.037, 0.2],
              [0.015, 0.25],
              [0.013, 0.3],
              [0, 0.3],
            ],
            16,
          ),
          translate(x, y + t / 2, 0),
        );
      }
    }
  }
  if (!open) {
    const doors =
      kind === 'wardrobe'
        ? Math.max(2, Math.round(width / 0.5))
        : kind === 'tv'
          ? 3
          : Math.max(2, Math.round(width / 0.45));
    const doorTop = height - t;
    const doorBottom = plinth + t;
    for (let d = 0; d < doors; d += 1) {
      const x0 = -width / 2 + t + ((width - 2 * t) * d) / doors + 0.002;
      const x1 = -width / 2 + t + ((width - 2 * t) * (d + 1)) / doors - 0.002;
      b.add(
        'doors',
        body,
        box([x0, doorBottom, depth / 2 - 0.02], [x1, doorTop, depth / 2], 0.003),
      );
      const handleX = kind === 'tv' ? (x0 + x1) / 2 : d % 2 === 0 ? x1 - 0.04 : x0 + 0.04;
      const handleY =
        kind === 'tv' ? doorTop - 0.05 : kind === 'wardrobe' ? height * 0.5 : doorTop - 0.12;
      const handleLength = kind === 'wardrobe' ? 0.3 : 0.1;
      if (kind === 'tv')
        b.add(
          'handles',
          handleMaterial,
          box(
            [handleX - handleLength / 2, handleY - 0.006, depth / 2],
            [handleX + handleLength / 2, handleY + 0.006, depth / 2 + 0.02],
            0.004,
          ),
        );
      else
        b.add(
          'handles',
          handleMaterial,
          box(
            [handleX - 0.006, handleY - handleLength / 2, depth / 2],
            [handleX + 0.006, handleY + handleLength / 2, depth / 2 + 0.025],
            0.004,
          ),
        );
    }
  } else if (kind === 'wine') {
    // Glass doors on the upper half.
    b.add(
      'glass',
      materials.glass(),
      box(
        [-width / 2 + t, plinth + t, depth / 2 - 0.012],
        [width / 2 - t, height - t, depth / 2 - 0.004],
      ),
    );
  }
  return b;
}

/** 沙发组合: a sofa, a coffee table and an armchair, placed as a living-room group. */
export function sofaSet(context: ArchetypeContext): AssetBuilder {
  const b = new AssetBuilder();
  const seats = context.rng.int(2, 3);
  b.addAssembly(sofa(context, { seats, corner: false }), translate(0, 0, -0.8), 'sofa_');
  b.addAssembly(table({ ...context }, 'coffee'), translate(0, 0, 0.45), 'table_');
  b.addAssembly(
    chair(context, 'armchair'),
    rotateY(-Math.PI / 2 + 0.3, [1.55 + seats * 0.15, 0, 0.35]),
    'chair_',
  );
  if (context.rng.chance(0.6))
    b.addAssembly(
      chair(context, 'armchair'),
      rotateY(Math.PI / 2 - 0.3, [-1.55 - seats * 0.15, 0, 0.35]),
      'chair2_',
    );
  return b;
}
