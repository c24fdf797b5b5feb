import { AssetBuilder, materials } from '../builder.js';
import {
  bezier,
  compose,
  cylinder,
  ellipsoid,
  extrude,
  Geometry,
  lathe,
  loftY,
  roundedRect,
  rotateX,
  rotateY,
  rotateZ,
  sphere,
  sweep,
  torus,
  translate,
  type Vec2,
  type Vec3,
} from '../geometry.js';
import { box, paletteFor, post, type ArchetypeContext } from '../parts.js';

export type KitchenKind = 'run' | 'island' | 'open';

/** 橱柜: base and wall units with doors, a worktop, a sink and a hob; an island; an open kitchen with both. */
export function kitchen(context: ArchetypeContext, kind: KitchenKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const front = rng.chance(0.5)
    ? materials.lacquer(rng.pick(['#f2f0eb', '#3b3f44', '#6f7a70', '#d9d5cc', '#2f3a4a']))
    : materials.wood(rng.pick(paletteFor(context.style).woods));
  const worktop = rng.chance(0.6)
    ? materials.marble(rng.pick(['#f1efea', '#e4e1db', '#2b2b2d']), rng.int(0, 2))
    : materials.stone('#8e8a82');
  const handle = rng.chance(0.5) ? materials.blackMetal() : materials.chrome();
  const runLength = kind === 'island' ? 0 : rng.range(2.4, 3.6);
  if (runLength > 0) {
    const units = Math.round(runLength / 0.6);
    const unit = runLength / units;
    for (let u = 0; u < units; u += 1) {
      const x0 = -runLength / 2 + u * unit;
      b.add('fronts', front, box([x0 + 0.002, 0.1, -0.3], [x0 + unit - 0.002, 0.86, 0.3], 0.003));
      b.add('handles', handle, box([x0 + 0.1, 0.8, 0.3], [x0 + unit - 0.1, 0.815, 0.32], 0.004));
      b.add('fronts', front, box([x0 + 0.002, 1.45, -0.3], [x0 + unit - 0.002, 2.2, 0.05], 0.003));
      b.add('handles', handle, box([x0 + 0.1, 1.46, 0.05], [x0 + unit - 0.1, 1.475, 0.07], 0.004));
    }
    b.add(
      'plinth',
      materials.blackMetal(),
      box([-runLength / 2, 0, -0.3], [runLength / 2, 0.1, 0.25]),
    );
    b.add(
      'worktop',
      worktop,
      box([-runLength / 2 - 0.01, 0.86, -0.31], [runLength / 2 + 0.01, 0.9, 0.32], 0.003),
    );
    b.add(
      'splashback',
      materials.tile('#e9e6e1'),
      box([-runLength / 2, 0.9, -0.32], [runLength / 2, 1.45, -0.3]),
    );
    // A sink with a tap and a hob with a hood.
    b.add(
      'sink',
      materials.chrome(),
      box([-runLength / 4 - 0.3, 0.84, -0.2], [-runLength / 4 + 0.3, 0.905, 0.2], 0.01),
    );
    b.add(
      'sink',
      materials.chrome(),
      sweep(
        bezier(
          [-runLength / 4, 0.9, -0.25],
          [-runLength / 4, 1.25, -0.25],
          [-runLength / 4, 1.15, -0.05],
          10,
        ),
        0.012,
        { segments: 8 },
      ),
    );
    b.add(
      'hob',
      materials.glass('#111111', 0.95),
      box([runLength / 4 - 0.3, 0.9, -0.25], [runLength / 4 + 0.3, 0.906, 0.25]),
    );
    for (const [dx, dz] of [
      [-0.15, -0.1],
      [0.15, -0.1],
      [-0.15, 0.12],
      [0.15, 0.12],
    ])
      b.add(
        'hob',
        materials.metal('#3a3a3a', 0.5),
        torus(0.08, 0.006, 24, 6),
        translate(runLength / 4 + dx!, 0.908, dz!),
      );
  }
  if (kind !== 'run') {
    const length = rng.range(1.8, 2.4);
    const z = kind === 'open' ? 1.6 : 0;
    b.add('island', front, box([-length / 2, 0.1, z - 0.45], [length / 2, 0.88, z + 0.45], 0.004));
    b.add(
      'plinth',
      materials.blackMetal(),
      box([-length / 2 + 0.05, 0, z - 0.4], [length / 2 - 0.05, 0.1, z + 0.4]),
    );
    b.add(
      'worktop',
      worktop,
      box([-length / 2 - 0.05, 0.88, z - 0.5], [length / 2 + 0.05, 0.92, z + 0.75], 0.004),
    );
    // Two bar stools at the overhang.
    for (const dx of [-0.4, 0.4]) {
      b.add(
        'stools',
        materials.wood('#8a6a4a'),
        cylinder(0.18, 0.18, 0.62, 0.66, 24),
        translate(dx, 0, z + 0.95),
      );
      b.add('stools', materials.blackMetal(), post(dx, z + 0.95, 0, 0.62, 0.02));
      b.add(
        'stools',
        materials.blackMetal(),
        lathe(
          [
            [0, 0],
            [0.18, 0],
            [0.18, 0.015],
            [0, 0.02],
          ],
          24,
        ),
        translate(dx, 0, z + 0.95),
      );
    }
  }
  return b;
}

export type BathKind = 'bathtub' | 'toilet' | 'basin' | 'shower' | 'vanity';

/** 卫浴: a bathtub, a toilet, a washbasin on a pedestal, a shower enclosure, a vanity unit. */
export function bathroom(context: ArchetypeContext, kind: BathKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const ceramic = materials.ceramic(rng.pick(['#f7f7f5', '#f3f1ec', '#ebebeb']));
  const chrome = rng.chance(0.7) ? materials.chrome() : materials.blackMetal();
  if (kind === 'bathtub') {
    const length = rng.range(1.5, 1.8);
    const width = rng.range(0.72, 0.85);
    const height = rng.range(0.55, 0.62);
    // A freestanding tub: a loft of rounded rectangles, outer wall up and inner wall down.
    const outline = (w: number, l: number): Vec2[] => roundedRect(w, l, Math.min(w, l) * 0.45, 5);
    b.add(
      'tub',
      ceramic,
      loftY(
        [
          { outline: outline(width * 0.8, length * 0.85), y: 0 },
          { outline: outline(width, length), y: height },
          { outline: outline(width - 0.08, length - 0.08), y: height },
          { outline: outline(width * 0.7, length * 0.78), y: 0.12 },
        ],
        { caps: true },
      ),
    );
    b.add(
      'tap',
      chrome,
      sweep(
        bezier(
          [0, 0, -length / 2 - 0.1],
          [0, 0.95, -length / 2 - 0.1],
          [0, 0.9, -length / 2 + 0.1],
          14,
        ),
        0.015,
        { segments: 10 },
      ),
    );
    return b;
  }
  if (kind === 'toilet') {
    b.add(
      'bowl',
      ceramic,
      lathe(
        [
          [0, 0],
          [0.13, 0],
          [0.15, 0.15],
          [0.19, 0.3],
          [0.19, 0.4],
          [0, 0.4],
        ],
        28,
      ),
      compose(translate(0, 0, 0.05), { m: [1, 0, 0, 0, 1, 0, 0, 0, 1.3], t: [0, 0, 0] }),
    );
    b.add(
      'seat',
      ceramic,
      torus(0.15, 0.03, 32, 10),
      compose(translate(0, 0.42, 0.08), { m: [1, 0, 0, 0, 1, 0, 0, 0, 1.25], t: [0, 0, 0] }),
    );
    b.add('tank', ceramic, box([-0.2, 0.4, -0.3], [0.2, 0.8, -0.12], 0.03, 3));
    b.add('button', chrome, cylinder(0.03, 0.03, 0.8, 0.815, 16), translate(0, 0, -0.21));
    return b;
  }
  if (kind === 'basin' || kind === 'vanity') {
    if (kind === 'vanity') {
      const width = rng.range(0.8, 1.2);
      const front = materials.wood(rng.pick(paletteFor(context.style).woods));
      b.add('cabinet', front, box([-width / 2, 0.3, -0.25], [width / 2, 0.82, 0.25], 0.005));
      b.add('cabinet', front, box([-width / 2, 0.82, -0.25], [width / 2, 0.85, 0.25], 0.005));
      b.add(
        'mirror',
        materials.mirror(),
        box([-width / 2 + 0.05, 1.1, -0.27], [width / 2 - 0.05, 1.9, -0.25], 0.01),
      );
      b.add('handles', chrome, box([-0.1, 0.75, 0.25], [0.1, 0.765, 0.27], 0.004));
    } else
      b.add(
        'pedestal',
        ceramic,
        lathe(
          [
            [0, 0],
            [0.12, 0],
            [0.08, 0.4],
            [0.1, 0.8],
            [0, 0.82],
          ],
          24,
        ),
      );
    const y = kind === 'vanity' ? 0.85 : 0.8;
    b.add(
      'basin',
      ceramic,
      lathe(
        [
          [0, y],
          [0.12, y],
          [0.2, y + 0.06],
          [0.22, y + 0.14],
          [0.2, y + 0.14],
          [0.18, y + 0.08],
          [0.1, y + 0.03],
          [0, y + 0.03],
        ],
        32,
      ),
    );
    b.add(
      'tap',
      chrome,
      sweep(bezier([0, y, -0.27], [0, y + 0.35, -0.27], [0, y + 0.28, -0.1], 10), 0.012, {
        segments: 8,
      }),
    );
    return b;
  }
  // Shower: a tray, glass walls on two sides, a head on a rail.
  const w = rng.range(0.9, 1.2);
  const d = rng.range(0.9, 1.0);
  const frame = chrome;
  b.add('tray', ceramic, box([-w / 2, 0, -d / 2], [w / 2, 0.05, d / 2], 0.01));
  b.add(
    'glass',
    materials.glass('#e9f2f4', 0.25),
    box([-w / 2, 0.05, d / 2 - 0.01], [w / 2, 2.0, d / 2]),
  );
  b.add(
    'glass',
    materials.glass('#e9f2f4', 0.25),
    box([w / 2 - 0.01, 0.05, -d / 2], [w / 2, 2.0, d / 2]),
  );
  b.add('frame', frame, box([-w / 2, 1.98, d / 2 - 0.015], [w / 2, 2.0, d / 2 + 0.005]));
  b.add(
    'wall',
    materials.tile('#dcd8d0'),
    box([-w / 2 - 0.05, 0, -d / 2 - 0.05], [w / 2, 2.1, -d / 2]),
  );
  b.add('wall', materials.tile('#dcd8d0'), box([-w / 2 - 0.05, 0, -d / 2], [-w / 2, 2.1, d / 2]));
  b.add('rail', frame, post(0, -d / 2 + 0.05, 0.9, 2.0, 0.012));
  b.add(
    'rail',
    frame,
    cylinder(0.12, 0.12, 0, 0.02, 32),
    compose(translate(0, 2.0, -d / 2 + 0.2), rotateX(0)),
  );
  b.add('rail', frame, box([-0.01, 1.99, -d / 2 + 0.05], [0.01, 2.01, -d / 2 + 0.2]));
  return b;
}

export type KitchenwareKind = 'utensils' | 'tableware' | 'pots';

/** 厨房用品: a utensil jar and board, a table setting, a set of pots. */
export function kitchenware(context: ArchetypeContext, kind: KitchenwareKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const ceramic = materials.ceramic(rng.pick(['#f4f2ec', '#2f3a44', '#c9b48a', '#8ea39a']));
  if (kind === 'pots') {
    const steel = rng.chance(0.5) ? materials.chrome() : materials.metal('#2b2b2b', 0.5);
    const sizes = [0.12, 0.1, 0.08];
    for (const [index, r] of sizes.entries()) {
      const x = (index - 1) * 0.3;
      const h = r * 1.1;
      b.add(
        'pots',
        steel,
        lathe(
          [
            [0, 0],
            [r, 0],
            [r, h],
            [r - 0.004, h],
            [r - 0.004, 0.004],
            [0, 0.004],
          ],
          32,
        ),
        translate(x, 0, 0),
      );
      b.add(
        'lids',
        materials.glass('#d8e0e2', 0.5),
        lathe(
          [
            [0, h + 0.03],
            [r, h],
            [r, h - 0.004],
            [0, h + 0.026],
          ],
          32,
        ),
        translate(x, 0, 0),
      );
      b.add('handles', materials.blackMetal(), sphere(0.015, 10, 6), translate(x, h + 0.04, 0));
      for (const side of [-1, 1])
        b.add(
          'handles',
          materials.blackMetal(),
          torus(0.025, 0.006, 12, 6),
          compose(translate(x + side * (r + 0.015), h * 0.8, 0), rotateX(Math.PI / 2)),
        );
    }
    return b;
  }
  if (kind === 'tableware') {
    const count = rng.int(2, 4);
    for (let place = 0; place < count; place += 1) {
      const x = (place - (count - 1) / 2) * 0.45;
      b.add(
        'plates',
        ceramic,
        lathe(
          [
            [0, 0],
            [0.09, 0],
            [0.13, 0.018],
            [0.135, 0.02],
            [0.13, 0.022],
            [0.09, 0.006],
            [0, 0.006],
          ],
          40,
        ),
        translate(x, 0, 0),
      );
      b.add(
        'bowls',
        ceramic,
        lathe(
          [
            [0, 0.006],
            [0.04, 0.006],
            [0.07, 0.05],
            [0.068, 0.052],
            [0.04, 0.012],
            [0, 0.012],
          ],
          32,
        ),
        translate(x, 0.006, 0),
      );
      b.add(
        'cutlery',
        materials.chrome(),
        box([x + 0.16, 0, -0.1], [x + 0.175, 0.004, 0.1], 0.001),
      );
      b.add(
        'cutlery',
        materials.chrome(),
        box([x - 0.175, 0, -0.1], [x - 0.16, 0.004, 0.1], 0.001),
      );
      b.add(
        'glasses',
        materials.glass('#eef5f6', 0.3),
        lathe(
          [
            [0, 0],
            [0.035, 0],
            [0.04, 0.12],
            [0.037, 0.12],
            [0.032, 0.005],
            [0, 0.005],
          ],
          24,
        ),
        translate(x + 0.12, 0, -0.16),
      );
    }
    b.add(
      'runner',
      materials.fabric('#c9b48a', 1),
      box([-count * 0.25, -0.004, -0.2], [count * 0.25, 0, 0.2]),
    );
    return b;
  }
  b.add(
    'board',
    materials.wood('#b08558'),
    box([-0.2, 0, -0.14], [0.2, 0.025, 0.14], 0.008),
    rotateY(0.2),
  );
  b.add(
    'jar',
    ceramic,
    lathe(
      [
        [0, 0],
        [0.06, 0],
        [0.065, 0.16],
        [0.06, 0.16],
        [0.055, 0.01],
        [0, 0.01],
      ],
      28,
    ),
    translate(0.32, 0, -0.05),
  );
  for (let u = 0; u < 4; u += 1) {
    const angle = u * 1.6;
    b.add(
      'utensils',
      u % 2 === 0 ? materials.wood('#9a7048') : materials.chrome(),
      sweep(
        [
          [0.32, 0.02, -0.05],
          [0.32 + Math.sin(angle) * 0.05, 0.32, -0.05 + Math.cos(angle) * 0.05],
        ],
        0.006,
        { segments: 6 },
      ),
      translate(0, 0, 0),
    );
  }
  b.add(
    'knife',
    materials.chrome(),
    extrude(
      [
        [0, 0],
        [0.2, 0],
        [0.2, 0.03],
        [0.02, 0.045],
      ],
      0.002,
    ),
    compose(translate(-0.1, 0.028, 0.02), rotateX(-Math.PI / 2)),
  );
  b.add('knife', materials.blackMetal(), box([-0.22, 0.025, -0.02], [-0.1, 0.045, 0.0], 0.006));
  return b;
}

export type OrnamentKind = 'ceramic' | 'books' | 'metal' | 'vase';

/** 摆件: ceramic vases, a stack of books, a metal sculpture, a vase with branches. */
export function ornament(context: ArchetypeContext, kind: OrnamentKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const glaze = materials.ceramic(
    rng.pick(['#f2efe8', '#2f3a44', '#b8c7c2', '#c98b5e', '#1d1d1f', '#7a8a6a']),
  );
  if (kind === 'books') {
    const colours = ['#7a2f2a', '#2f4a66', '#d8cfc0', '#3f5a3a', '#222222', '#c9b48a'];
    let y = 0;
    const count = rng.int(3, 6);
    for (let book = 0; book < count; book += 1) {
      const w = rng.range(0.18, 0.26);
      const d = rng.range(0.13, 0.19);
      const t = rng.range(0.02, 0.045);
      b.add(
        'books',
        materials.paint(rng.pick(colours)),
        box([-w / 2, y, -d / 2], [w / 2, y + t, d / 2], 0.002, 1),
        rotateY(rng.range(-0.2, 0.2)),
      );
      y += t;
    }
    b.add('ornament', glaze, sphere(0.05, 16, 10), translate(0, y + 0.05, 0));
    return b;
  }
  if (kind === 'metal') {
    const metal = rng.chance(0.5) ? materials.brass() : materials.chrome();
    b.add('base', materials.marble('#2b2b2d'), box([-0.08, 0, -0.08], [0.08, 0.03, 0.08], 0.005));
    const path: Vec3[] = [];
    for (let i = 0; i <= 60; i += 1) {
      const t = i / 60;
      path.push([
        Math.sin(t * Math.PI * 3) * 0.08 * (1 - t * 0.5),
        0.03 + t * 0.35,
        Math.cos(t * Math.PI * 3) * 0.05,
      ]);
    }
    b.add('sculpture', metal, sweep(path, 0.012, { segments: 10 }));
    b.add(
      'sculpture',
      metal,
      torus(0.07, 0.01, 32, 8),
      compose(translate(0, 0.3, 0), rotateX(Math.PI / 2)),
    );
    return b;
  }
  // Ceramic vases: a group of two or three turned pieces.
  const count = kind === 'vase' ? 1 : rng.int(2, 3);
  for (let v = 0; v < count; v += 1) {
    const h = rng.range(0.18, 0.45);
    const r = rng.range(0.06, 0.12);
    const neck = rng.range(0.3, 0.6);
    const profile: Vec2[] = [
      [0, 0],
      [r * 0.6, 0],
      [r, h * 0.3],
      [r * 1.05, h * 0.5],
      [r * neck, h * 0.85],
      [r * neck * 1.2, h],
      [r * neck * 1.1, h],
      [r * neck * 0.9, h * 0.9],
      [0, h * 0.9],
    ];
    b.add(
      `vase_${v}`,
      materials.ceramic(
        rng.pick(['#f2efe8', '#2f3a44', '#b8c7c2', '#c98b5e', '#1d1d1f', '#7a8a6a']),
      ),
      lathe(profile, 32),
      translate((v - (count - 1) / 2) * 0.22, 0, v % 2 === 0 ? 0 : 0.06),
    );
    if (kind === 'vase') {
      for (let stem = 0; stem < 5; stem += 1) {
        const angle = stem * 1.3;
        const top: Vec3 = [Math.sin(angle) * 0.15, h + rng.range(0.3, 0.5), Math.cos(angle) * 0.1];
        b.add(
          'branches',
          materials.bark('#4a3526'),
          sweep(bezier([0, h * 0.8, 0], [top[0] * 0.3, h + 0.2, top[2] * 0.3], top, 8), 0.004, {
            segments: 5,
          }),
        );
        for (let leaf = 0; leaf < 4; leaf += 1) {
          const t = 0.5 + leaf * 0.15;
          b.add(
            'leaves',
            materials.leaf(rng.pick(['#5d7a3a', '#7a8f4a', '#e7b8c4'])),
            ellipsoid(0.025, 0.008, 0.012, 8, 4),
            translate(top[0] * t, h * 0.8 + (top[1] - h * 0.8) * t, top[2] * t),
          );
        }
      }
    }
  }
  return b;
}

export type PaintingKind = 'decor' | 'abstract' | 'landscape';

/** 挂画: a framed canvas on the wall (back at z = 0); the canvas has its own material colours by kind. */
export function painting(context: ArchetypeContext, kind: PaintingKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const landscapeFormat = kind === 'landscape' ? rng.chance(0.5) : rng.chance(0.5);
  const w = landscapeFormat ? rng.range(0.9, 1.4) : rng.range(0.5, 0.8);
  const h = landscapeFormat ? w * rng.range(0.55, 0.7) : w * rng.range(1.25, 1.5);
  const frame = rng.chance(0.5)
    ? materials.blackMetal()
    : materials.wood(rng.pick(['#b08558', '#2b2b2b', '#c9a25a']));
  const t = 0.035;
  b.add('frame', frame, box([-w / 2, 0, 0], [w / 2, t, 0.04], 0.004));
  b.add('frame', frame, box([-w / 2, h - t, 0], [w / 2, h, 0.04], 0.004));
  b.add('frame', frame, box([-w / 2, 0, 0], [-w / 2 + t, h, 0.04], 0.004));
  b.add('frame', frame, box([w / 2 - t, 0, 0], [w / 2, h, 0.04], 0.004));
  b.add(
    'canvas',
    materials.paint(kind === 'landscape' ? '#efe9dc' : '#f4f2ec'),
    box([-w / 2 + t, t, 0.005], [w / 2 - t, h - t, 0.02]),
  );
  // The picture: relief shapes on the canvas (ink mountains, colour fields or geometric forms).
  if (kind === 'landscape') {
    for (let m = 0; m < 3; m += 1) {
      const peaks: Vec2[] = [[-w / 2 + t, 0]];
      for (let i = 0; i <= 8; i += 1)
        peaks.push([
          -w / 2 + t + (i / 8) * (w - 2 * t),
          (0.15 + 0.3 * Math.abs(Math.sin(i * 1.3 + m * 2))) * (h - 2 * t) * (1 - m * 0.25),
        ]);
      peaks.push([w / 2 - t, 0]);
      b.add(
        `ink_${m}`,
        materials.paint(['#2f3a3a', '#6b7a76', '#a9b3ad'][m]!),
        extrude(peaks, 0.002),
        translate(0, t + 0.01 * m, 0.022 + m * 0.002),
      );
    }
    b.add(
      'sun',
      materials.paint('#b8463a'),
      cylinder(0.05, 0.05, 0, 0.002, 24),
      compose(translate(w * 0.25, h * 0.75, 0.023), rotateX(Math.PI / 2)),
    );
  } else {
    const colours =
      kind === 'abstract'
        ? ['#c8102e', '#1d3b6f', '#e0b84a', '#2f5d50', '#d98a6a', '#1d1d1f']
        : ['#c9b48a', '#8ea39a', '#d8cfc0', '#5a6b7a', '#b8863a'];
    const shapes = rng.int(3, 6);
    for (let s = 0; s < shapes; s += 1) {
      const colour = materials.paint(rng.pick(colours));
      const cx = rng.range(-w / 2 + 0.15, w / 2 - 0.15);
      const cy = rng.range(0.15, h - 0.15);
      const size = rng.range(0.06, Math.min(w, h) * 0.25);
      if (rng.chance(0.5))
        b.add(
          `shape_${s}`,
          colour,
          cylinder(size, size, 0, 0.003, 32),
          compose(translate(cx, cy, 0.021 + s * 0.001), rotateX(Math.PI / 2)),
        );
      else
        b.add(
          `shape_${s}`,
          colour,
          box(
            [cx - size, cy - size * 0.6, 0.021 + s * 0.001],
            [cx + size, cy + size * 0.6, 0.024 + s * 0.001],
          ),
        );
    }
  }
  return b;
}

export type RugKind = 'living' | 'round' | 'handmade';

/** 地毯: a low pile rug with a border; round rugs are lathes. */
export function rug(context: ArchetypeContext, kind: RugKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const palette = paletteFor(context.style);
  const field = materials.fabric(rng.pick(palette.fabrics), rng.int(0, 3));
  const border = materials.fabric(
    rng.pick(['#2f3a44', '#7a2f2a', '#c9b48a', '#f1ede4', '#3f5a3a']),
    1,
  );
  if (kind === 'round') {
    const r = rng.range(0.8, 1.2);
    b.add(
      'field',
      field,
      lathe(
        [
          [0, 0.012],
          [r - 0.12, 0.012],
          [r - 0.12, 0.012],
          [r - 0.12, 0],
          [0, 0],
        ],
        64,
      ),
    );
    b.add(
      'border',
      border,
      lathe(
        [
          [r - 0.12, 0],
          [r, 0],
          [r + 0.004, 0.006],
          [r, 0.012],
          [r - 0.12, 0.012],
        ],
        64,
      ),
    );
    return b;
  }
  const w = kind === 'handmade' ? rng.range(1.6, 2.2) : rng.range(2.0, 3.0);
  const l = w * rng.range(1.3, 1.5);
  b.add('border', border, box([-w / 2, 0, -l / 2], [w / 2, 0.012, l / 2], 0.005, 1));
  b.add(
    'field',
    field,
    box([-w / 2 + 0.12, 0.0005, -l / 2 + 0.12], [w / 2 - 0.12, 0.013, l / 2 - 0.12], 0.003, 1),
  );
  if (kind === 'handmade') {
    // Fringes at both ends and a medallion.
    for (const side of [-1, 1]) {
      for (let f = 0; f < Math.round(w / 0.03); f += 1) {
        const x = -w / 2 + 0.015 + f * 0.03;
        b.add(
          'fringe',
          materials.fabric('#f1ede4', 2),
          sweep(
            [
              [x, 0.003, (side * l) / 2],
              [x, 0.003, side * (l / 2 + 0.08)],
            ],
            0.003,
            { segments: 4 },
          ),
        );
      }
    }
    b.add(
      'medallion',
      border,
      lathe(
        [
          [0, 0.0135],
          [w * 0.25, 0.0135],
          [w * 0.25, 0.001],
          [0, 0.001],
        ],
        8,
        { flat: true },
      ),
      compose(translate(0, 0, 0), { m: [1, 0, 0, 0, 1, 0, 0, 0, 1.4], t: [0, 0, 0] }),
    );
  }
  return b;
}

export type CurtainKind = 'fabric' | 'sheer' | 'blinds';

/** 窗帘: pleated drapes on a rod (a sine-folded loft), sheers, or a venetian blind. */
export function curtain(context: ArchetypeContext, kind: CurtainKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const width = rng.range(1.8, 3.2);
  const height = rng.range(2.4, 2.8);
  if (kind === 'blinds') {
    const slats = Math.round(height / 0.045);
    const slat = materials.paint(rng.pick(['#f4f2ec', '#d9cbb0', '#b08558', '#3b3f44']));
    b.add(
      'headrail',
      slat,
      box([-width / 4, height - 0.05, -0.03], [width / 4, height, 0.03], 0.005),
    );
    for (let s = 0; s < slats - 2; s += 1)
      b.add(
        'slats',
        slat,
        box([-width / 4, 0, -0.025], [width / 4, 0.002, 0.025]),
        compose(translate(0, height - 0.08 - s * 0.045, 0), rotateX(0.3)),
      );
    for (const x of [-width / 8, width / 8])
      b.add('cords', materials.fabric('#e8e4dc', 0), post(x, 0, 0.02, height - 0.05, 0.0015));
    return b;
  }
  const sheer = kind === 'sheer';
  const cloth = sheer
    ? materials.shade(rng.pick(['#f4f2ec', '#ece6da']))
    : materials.fabric(rng.pick(paletteFor(context.style).fabrics), rng.int(0, 3));
  const panels = 2;
  const panelWidth = (width / panels) * 0.9;
  const folds = Math.round(panelWidth / 0.12);
  for (let p = 0; p < panels; p += 1) {
    const x0 = p === 0 ? -width / 2 : width / 2 - panelWidth;
    // A pleated sheet: rows down the height, columns across sine folds, with a thickness.
    const rows: Vec3[][] = [];
    const ys = [0.01, height * 0.25, height * 0.5, height * 0.75, height - 0.08];
    const cols = folds * 6;
    const front: Vec3[][] = ys.map((y) => {
      const row: Vec3[] = [];
      for (let c = 0; c <= cols; c += 1) {
        const t = c / cols;
        row.push([x0 + t * panelWidth, y, Math.sin(t * folds * Math.PI * 2) * 0.04 + 0.06]);
      }
      return row;
    });
    // Close the sheet into a thin solid: front then back in reverse, so it reads as cloth from both sides.
    for (const row of front)
      rows.push([
        ...row,
        ...row
          .slice()
          .reverse()
          .map(([x, y, z]): Vec3 => [x, y, z - 0.006]),
      ]);
    const g = new Geometry();
    g.append(gridSolid(rows));
    b.add('panels', cloth, g);
  }
  b.add(
    'rod',
    materials.blackMetal(),
    cylinder(0.012, 0.012, -width / 2 - 0.1, width / 2 + 0.1, 12),
    compose(translate(0, height - 0.04, 0.06), rotateZ(-Math.PI / 2)),
  );
  for (const side of [-1, 1])
    b.add(
      'rod',
      materials.blackMetal(),
      sphere(0.025, 12, 8),
      translate(side * (width / 2 + 0.12), height - 0.04, 0.06),
    );
  return b;
}

function gridSolid(rows: Vec3[][]): Geometry {
  return loftLike(rows);
}

/** A closed-loop surface through rows (no caps): used for the curtain's cloth. */
function loftLike(rows: Vec3[][]): Geometry {
  // Rows are already closed loops (front then back); a flat-shaded grid keeps the pleats crisp.
  const sections = rows.map((row) => row);
  const g = new Geometry();
  for (let r = 0; r < sections.length - 1; r += 1) {
    const a = sections[r]!;
    const c = sections[r + 1]!;
    for (let i = 0; i < a.length; i += 1) {
      const j = (i + 1) % a.length;
      const p0 = a[i]!;
      const p1 = a[j]!;
      const p2 = c[j]!;
      const p3 = c[i]!;
      const e1: Vec3 = [p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]];
      const e2: Vec3 = [p3[0] - p0[0], p3[1] - p0[1], p3[2] - p0[2]];
      const n: Vec3 = [
        e1[1] * e2[2] - e1[2] * e2[1],
        e1[2] * e2[0] - e1[0] * e2[2],
        e1[0] * e2[1] - e1[1] * e2[0],
      ];
      // Cloth faces out of the folds: the front half faces +Z, the back half -Z.
      const facing = i < a.length / 2 ? 1 : -1;
      const sign = n[2] * facing >= 0 ? 1 : -1;
      const normal: Vec3 = [n[0] * sign, n[1] * sign, n[2] * sign];
      const i0 = g.vertex(p0, normal, [p0[0], p0[1]]);
      const i1 = g.vertex(p1, normal, [p1[0], p1[1]]);
      const i2 = g.vertex(p2, normal, [p2[0], p2[1]]);
      const i3 = g.vertex(p3, normal, [p3[0], p3[1]]);
      g.triangle(i0, i1, i2);
      g.triangle(i0, i2, i3);
    }
  }
  return g;
}
