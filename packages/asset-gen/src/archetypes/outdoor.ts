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
  scaleXYZ,
  sphere,
  sweep,
  torus,
  translate,
  type Vec2,
  type Vec3,
} from '../geometry.js';
import { box, fourLegs, post, type ArchetypeContext } from '../parts.js';
import { chair } from './furniture.js';

export type LandscapeKind = 'sculpture' | 'wall' | 'pergola' | 'fountain';

/** 景观小品: an abstract sculpture on a plinth, a feature wall, a pergola, a fountain. */
export function landscape(context: ArchetypeContext, kind: LandscapeKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  if (kind === 'sculpture') {
    const metal = rng.chance(0.5) ? materials.metal('#b8794a', 0.35) : materials.chrome();
    b.add('plinth', materials.stone('#8e8a82'), box([-0.6, 0, -0.6], [0.6, 0.5, 0.6], 0.02));
    // A ring of twisted bands: a torus knot-like sweep.
    const path: Vec3[] = [];
    const p = rng.int(2, 3);
    const q = rng.int(3, 5);
    for (let i = 0; i <= 160; i += 1) {
      const t = (i / 160) * Math.PI * 2;
      const r = 0.6 + 0.25 * Math.cos(q * t);
      path.push([r * Math.cos(p * t), 1.4 + 0.35 * Math.sin(q * t), r * Math.sin(p * t)]);
    }
    b.add('sculpture', metal, sweep(path, 0.07, { segments: 12, caps: false }));
    b.add('sculpture', metal, post(0, 0, 0.5, 0.9, 0.06));
    return b;
  }
  if (kind === 'wall') {
    const length = rng.range(4, 8);
    const height = rng.range(1.8, 2.6);
    const stone = materials.stone(rng.pick(['#b9b2a6', '#8e8a82', '#c9c0b0']), rng.int(0, 2));
    b.add('wall', stone, box([-length / 2, 0, -0.2], [length / 2, height, 0.2], 0.01));
    b.add(
      'coping',
      materials.stone('#6e6b66'),
      box([-length / 2 - 0.05, height, -0.25], [length / 2 + 0.05, height + 0.08, 0.25]),
    );
    // A moon gate or a slot window, and a water spout basin.
    if (rng.chance(0.5))
      b.add(
        'frame',
        materials.metal('#2b2b2b', 0.4),
        torus(0.7, 0.06, 48, 10),
        compose(translate(0, height * 0.5, 0.25), rotateX(Math.PI / 2)),
      );
    else
      b.add(
        'frame',
        materials.wood('#6b4a32'),
        box([-length * 0.3, height * 0.4, 0.2], [length * 0.3, height * 0.55, 0.28]),
      );
    b.add(
      'basin',
      materials.stone('#6e6b66'),
      box([-length / 3, 0, 0.2], [length / 3, 0.45, 1.0], 0.02),
    );
    b.add(
      'water',
      materials.water(),
      box([-length / 3 + 0.1, 0.2, 0.3], [length / 3 - 0.1, 0.4, 0.9]),
    );
    return b;
  }
  if (kind === 'pergola') {
    const length = rng.range(4, 7);
    const width = rng.range(2.6, 3.4);
    const height = rng.range(2.6, 3.0);
    const wood = materials.wood(rng.pick(['#8a6a4a', '#6b4a32', '#a58460']));
    const posts = Math.round(length / 1.8) + 1;
    for (let p = 0; p < posts; p += 1) {
      const x = -length / 2 + (p * length) / (posts - 1);
      for (const z of [-width / 2, width / 2])
        b.add('posts', wood, box([x - 0.08, 0, z - 0.08], [x + 0.08, height, z + 0.08], 0.01));
    }
    for (const z of [-width / 2, width / 2])
      b.add(
        'beams',
        wood,
        box(
          [-length / 2 - 0.4, height, z - 0.06],
          [length / 2 + 0.4, height + 0.22, z + 0.06],
          0.01,
        ),
      );
    const rafters = Math.round(length / 0.4);
    for (let r = 0; r <= rafters; r += 1) {
      const x = -length / 2 - 0.2 + (r * (length + 0.4)) / rafters;
      b.add(
        'rafters',
        wood,
        box(
          [x - 0.03, height + 0.22, -width / 2 - 0.5],
          [x + 0.03, height + 0.4, width / 2 + 0.5],
          0.005,
        ),
      );
    }
    for (const z of [-width / 2, width / 2])
      b.add(
        'benches',
        wood,
        box([-length / 2 + 0.3, 0.42, z - 0.25], [length / 2 - 0.3, 0.47, z + 0.25], 0.01),
      );
    return b;
  }
  // Fountain: tiered basins.
  const r = rng.range(1.5, 2.5);
  const stone = materials.stone(rng.pick(['#c9c0b0', '#b9b2a6']), 0);
  b.add(
    'basin',
    stone,
    lathe(
      [
        [0, 0],
        [r, 0],
        [r, 0.55],
        [r - 0.2, 0.55],
        [r - 0.2, 0.15],
        [0, 0.15],
      ],
      48,
    ),
  );
  b.add('water', materials.water(), cylinder(r - 0.2, r - 0.2, 0.15, 0.45, 48));
  b.add(
    'column',
    stone,
    lathe(
      [
        [0, 0.15],
        [0.3, 0.15],
        [0.18, 0.6],
        [0.22, 1.2],
        [0.12, 1.3],
        [0, 1.3],
      ],
      24,
    ),
  );
  b.add(
    'basin',
    stone,
    lathe(
      [
        [0, 1.2],
        [0.15, 1.2],
        [r * 0.4, 1.35],
        [r * 0.42, 1.5],
        [r * 0.38, 1.5],
        [0, 1.4],
      ],
      32,
    ),
  );
  b.add(
    'column',
    stone,
    lathe(
      [
        [0, 1.45],
        [0.12, 1.45],
        [0.08, 1.9],
        [0.15, 2.0],
        [0, 2.1],
      ],
      16,
    ),
  );
  return b;
}

export type OutdoorFurnitureKind = 'set' | 'umbrella' | 'swing' | 'lounger';

/** 户外家具: a garden table with chairs, a parasol, a swing frame, a sun lounger. */
export function outdoorFurniture(
  context: ArchetypeContext,
  kind: OutdoorFurnitureKind,
): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const teak = materials.wood(rng.pick(['#9a7048', '#b08558', '#7a5a3c']));
  const fabric = materials.fabric(rng.pick(['#f1ede4', '#d9d2c4', '#3d4c5a', '#c9b48a']), 1);
  const frame = materials.metal(rng.pick(['#2b2b2b', '#e8e6e1', '#6b6e70']), 0.5);
  if (kind === 'umbrella') {
    const r = rng.range(1.3, 1.6);
    const h = rng.range(2.3, 2.6);
    b.add('base', materials.concrete('#7d7a74'), box([-0.3, 0, -0.3], [0.3, 0.12, 0.3], 0.02));
    b.add('pole', teak, post(0, 0, 0.1, h + 0.2, 0.025));
    const profile: Vec2[] = [
      [0, h + 0.3],
      [r * 0.3, h + 0.25],
      [r * 0.8, h + 0.05],
      [r, h - 0.1],
      [r, h - 0.13],
      [r * 0.98, h - 0.12],
      [0, h + 0.27],
    ];
    b.add('canopy', fabric, lathe(profile, 8, { flat: true }));
    for (let rib = 0; rib < 8; rib += 1) {
      const angle = (rib / 8) * Math.PI * 2;
      b.add(
        'ribs',
        teak,
        sweep(
          [
            [0, h - 0.4, 0],
            [Math.sin(angle) * r * 0.6, h + 0.1, Math.cos(angle) * r * 0.6],
          ],
          0.008,
          { segments: 6 },
        ),
      );
    }
    return b;
  }
  if (kind === 'swing') {
    const width = rng.range(1.6, 2.0);
    const h = rng.range(1.9, 2.2);
    for (const side of [-1, 1]) {
      b.add(
        'frame',
        frame,
        sweep(
          [
            [(side * width) / 2, 0, -0.7],
            [(side * width) / 2, h, 0],
          ],
          0.03,
          { segments: 10 },
        ),
      );
      b.add(
        'frame',
        frame,
        sweep(
          [
            [(side * width) / 2, 0, 0.7],
            [(side * width) / 2, h, 0],
          ],
          0.03,
          { segments: 10 },
        ),
      );
    }
    b.add(
      'frame',
      frame,
      cylinder(0.035, 0.035, -width / 2 - 0.1, width / 2 + 0.1, 12),
      compose(translate(0, h, 0), rotateZ(-Math.PI / 2)),
    );
    const seatY = 0.5;
    b.add(
      'seat',
      teak,
      box([-width / 2 + 0.25, seatY - 0.05, -0.3], [width / 2 - 0.25, seatY, 0.3], 0.01),
    );
    b.add(
      'seat',
      teak,
      box([-width / 2 + 0.25, seatY, -0.32], [width / 2 - 0.25, seatY + 0.5, -0.27], 0.01),
      rotateX(-0.15, [0, 0, 0]),
    );
    b.add(
      'cushion',
      fabric,
      box([-width / 2 + 0.3, seatY, -0.26], [width / 2 - 0.3, seatY + 0.08, 0.28], 0.03),
    );
    for (const side of [-1, 1])
      for (const z of [-0.25, 0.25])
        b.add(
          'chains',
          frame,
          sweep(
            [
              [side * (width / 2 - 0.28), seatY, z],
              [side * (width / 2 - 0.28), h, 0],
            ],
            0.006,
            { segments: 6 },
          ),
        );
    return b;
  }
  if (kind === 'lounger') {
    const length = rng.range(1.9, 2.1);
    const width = rng.range(0.65, 0.75);
    fourLegs(b, teak, width, length, 0.05, 0.3, 0.025, true);
    b.add(
      'frame',
      teak,
      box([-width / 2, 0.3, -length / 2], [width / 2, 0.35, length / 2 - 0.6], 0.01),
    );
    b.add(
      'frame',
      teak,
      box([-width / 2, 0, 0], [width / 2, 0.05, 0.75], 0.01),
      compose(translate(0, 0.33, length / 2 - 0.62), rotateX(-0.7)),
    );
    b.add(
      'cushion',
      fabric,
      box(
        [-width / 2 + 0.03, 0.35, -length / 2 + 0.03],
        [width / 2 - 0.03, 0.42, length / 2 - 0.6],
        0.03,
      ),
    );
    b.add(
      'cushion',
      fabric,
      box([-width / 2 + 0.03, 0.05, 0], [width / 2 - 0.03, 0.12, 0.72], 0.03),
      compose(translate(0, 0.33, length / 2 - 0.62), rotateX(-0.7)),
    );
    return b;
  }
  // A round table with four chairs around it.
  const r = rng.range(0.5, 0.65);
  b.add(
    'table',
    teak,
    lathe(
      [
        [0, 0.72],
        [r, 0.72],
        [r, 0.75],
        [0, 0.75],
      ],
      40,
    ),
  );
  b.add('table', frame, post(0, 0, 0, 0.72, 0.03));
  b.add(
    'table',
    frame,
    lathe(
      [
        [0, 0],
        [0.3, 0],
        [0.3, 0.02],
        [0, 0.04],
      ],
      32,
    ),
  );
  const chairs = 4;
  for (let c = 0; c < chairs; c += 1) {
    const angle = (c / chairs) * Math.PI * 2;
    const seat = chair({ ...context, style: '北欧' }, 'dining');
    b.addAssembly(
      seat,
      rotateY(angle + Math.PI, [Math.sin(angle) * (r + 0.35), 0, Math.cos(angle) * (r + 0.35)]),
      'chair_',
    );
  }
  return b;
}

function wheel(
  b: AssetBuilder,
  x: number,
  y: number,
  z: number,
  radius: number,
  width: number,
  rim = materials.chrome(),
): void {
  const tyre = lathe(
    [
      [radius * 0.62, -width / 2],
      [radius * 0.92, -width / 2],
      [radius, -width * 0.3],
      [radius, width * 0.3],
      [radius * 0.92, width / 2],
      [radius * 0.62, width / 2],
    ],
    28,
  );
  const hub = cylinder(radius * 0.64, radius * 0.64, -width * 0.42, width * 0.42, 20);
  const turn = compose(translate(x, y, z), rotateX(Math.PI / 2));
  b.add('tyres', materials.rubber(), tyre, turn);
  b.add('rims', rim, hub, turn);
}

export type VehicleKind = 'car' | 'suv' | 'sports' | 'bus' | 'bicycle' | 'yacht';

/** Vehicles: a lofted body, a glass cabin, wheels; a bicycle frame; a yacht hull. Length runs along X. */
export function vehicle(context: ArchetypeContext, kind: VehicleKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const paint = materials.carPaint(
    rng.pick(['#c8102e', '#1d3b6f', '#f2f2f2', '#202124', '#8a8d91', '#2f5d50', '#d9c7a0']),
  );
  const glass = materials.glass('#26333d', 0.75);
  if (kind === 'bicycle') {
    const frame = materials.metal(rng.pick(['#1d3b6f', '#c8102e', '#202124', '#e8e6e1']), 0.3);
    const r = 0.34;
    const rear: Vec3 = [-0.52, r, 0];
    const front: Vec3 = [0.52, r, 0];
    for (const centre of [rear, front]) {
      b.add(
        'tyres',
        materials.rubber(),
        torus(r - 0.02, 0.02, 40, 8),
        compose(translate(centre[0], centre[1], centre[2]), rotateX(Math.PI / 2)),
      );
      b.add(
        'rims',
        materials.chrome(),
        torus(r - 0.05, 0.008, 40, 6),
        compose(translate(centre[0], centre[1], centre[2]), rotateX(Math.PI / 2)),
      );
      for (let spoke = 0; spoke < 16; spoke += 1) {
        const angle = (spoke / 16) * Math.PI * 2;
        b.add(
          'spokes',
          materials.chrome(),
          sweep(
            [
              [centre[0], centre[1], 0],
              [
                centre[0] + Math.cos(angle) * (r - 0.05),
                centre[1] + Math.sin(angle) * (r - 0.05),
                0,
              ],
            ],
            0.0015,
            { segments: 4 },
          ),
        );
      }
    }
    const bottom: Vec3 = [-0.05, 0.3, 0];
    const seatTop: Vec3 = [-0.17, 0.82, 0];
    const head: Vec3 = [0.42, 0.8, 0];
    for (const [a, c] of [
      [rear, bottom],
      [bottom, seatTop],
      [seatTop, rear],
      [bottom, head],
      [seatTop, [0.4, 0.78, 0]],
      [head, front],
    ] as [Vec3, Vec3][])
      b.add('frame', frame, sweep([a, c], 0.017, { segments: 10 }));
    b.add(
      'saddle',
      materials.leather('#2b2b2b'),
      ellipsoid(0.13, 0.03, 0.07, 14, 8),
      translate(-0.2, 0.88, 0),
    );
    b.add(
      'frame',
      materials.chrome(),
      sweep(
        [
          [0.42, 0.8, 0],
          [0.4, 0.98, 0],
        ],
        0.012,
        { segments: 8 },
      ),
    );
    b.add(
      'handlebar',
      materials.chrome(),
      sweep(bezier([0.35, 1.0, -0.3], [0.45, 0.98, 0], [0.35, 1.0, 0.3], 10), 0.011, {
        segments: 8,
      }),
    );
    b.add(
      'crank',
      materials.chrome(),
      torus(0.09, 0.006, 30, 6),
      compose(translate(bottom[0], bottom[1], 0.04), rotateX(Math.PI / 2)),
    );
    return b;
  }
  if (kind === 'yacht') {
    const length = rng.range(12, 20);
    const beam = length * 0.27;
    const hullHeight = length * 0.13;
    const hullShape = (w: number): Vec2[] => {
      const pts: Vec2[] = [];
      for (let i = 0; i <= 10; i += 1) {
        const t = i / 10;
        const x = -length / 2 + t * length;
        const half =
          (w / 2) * (t < 0.55 ? 1 : Math.sqrt(Math.max(0, 1 - ((t - 0.55) / 0.45) ** 2)));
        pts.push([x, -Math.max(0.02, half)]);
      }
      for (let i = 10; i >= 0; i -= 1) {
        const t = i / 10;
        const x = -length / 2 + t * length;
        const half =
          (w / 2) * (t < 0.55 ? 1 : Math.sqrt(Math.max(0, 1 - ((t - 0.55) / 0.45) ** 2)));
        pts.push([x, Math.max(0.02, half)]);
      }
      return pts;
    };
    b.add(
      'hull',
      materials.lacquer('#f4f4f2'),
      loftY([
        { outline: hullShape(beam * 0.2), y: 0 },
        { outline: hullShape(beam * 0.75), y: hullHeight * 0.45 },
        { outline: hullShape(beam), y: hullHeight },
      ]),
    );
    b.add(
      'stripe',
      materials.lacquer('#1d3b6f'),
      loftY([
        { outline: hullShape(beam * 1.01), y: hullHeight * 0.8 },
        { outline: hullShape(beam * 1.01), y: hullHeight * 0.88 },
      ]),
    );
    b.add(
      'deck',
      materials.wood('#b08558'),
      loftY([
        { outline: hullShape(beam * 0.96), y: hullHeight },
        { outline: hullShape(beam * 0.96), y: hullHeight + 0.05 },
      ]),
    );
    b.add(
      'cabin',
      materials.lacquer('#f4f4f2'),
      box(
        [-length * 0.3, hullHeight, -beam * 0.35],
        [length * 0.15, hullHeight + 1.8, beam * 0.35],
        0.3,
        3,
      ),
    );
    b.add(
      'glass',
      glass,
      box(
        [-length * 0.25, hullHeight + 0.9, -beam * 0.36],
        [length * 0.13, hullHeight + 1.5, beam * 0.36],
        0.1,
        2,
      ),
    );
    b.add(
      'cabin',
      materials.lacquer('#f4f4f2'),
      box(
        [-length * 0.2, hullHeight + 1.8, -beam * 0.28],
        [length * 0.02, hullHeight + 2.8, beam * 0.28],
        0.25,
        3,
      ),
    );
    b.add(
      'rail',
      materials.chrome(),
      sweep(
        hullShape(beam * 0.92).map(([x, z]): Vec3 => [x, hullHeight + 0.9, z]),
        0.02,
        { segments: 6, caps: true },
      ),
    );
    return b;
  }
  if (kind === 'bus') {
    const length = rng.range(10.5, 12);
    const width = 2.5;
    const height = 3.1;
    b.add(
      'body',
      paint,
      box([-length / 2, 0.35, -width / 2], [length / 2, height, width / 2], 0.15, 3),
    );
    b.add(
      'glass',
      glass,
      box(
        [-length / 2 + 0.6, 1.3, -width / 2 - 0.01],
        [length / 2 - 1.0, 2.5, width / 2 + 0.01],
        0.05,
      ),
    );
    b.add(
      'glass',
      glass,
      box(
        [length / 2 - 0.05, 1.0, -width / 2 + 0.1],
        [length / 2 + 0.01, 2.7, width / 2 - 0.1],
        0.05,
      ),
    );
    b.add(
      'doors',
      glass,
      box([length / 2 - 2.2, 0.4, width / 2 - 0.02], [length / 2 - 1.2, 2.6, width / 2 + 0.02]),
    );
    for (const x of [-length / 2 + 2.2, length / 2 - 2.6])
      for (const z of [-width / 2 + 0.3, width / 2 - 0.3]) wheel(b, x, 0.5, z, 0.5, 0.3);
    b.add(
      'lights',
      materials.bulb('#fffbe8'),
      box([length / 2, 0.7, -width / 2 + 0.2], [length / 2 + 0.02, 0.9, -width / 2 + 0.6]),
    );
    b.add(
      'lights',
      materials.bulb('#fffbe8'),
      box([length / 2, 0.7, width / 2 - 0.6], [length / 2 + 0.02, 0.9, width / 2 - 0.2]),
    );
    return b;
  }
  // Cars: body sections along X (length), each a rounded rectangle of width by height.
  const length =
    kind === 'sports'
      ? rng.range(4.3, 4.6)
      : kind === 'suv'
        ? rng.range(4.6, 4.9)
        : rng.range(4.5, 4.9);
  const width = kind === 'suv' ? rng.range(1.88, 1.95) : rng.range(1.8, 1.88);
  const ground = kind === 'suv' ? 0.25 : kind === 'sports' ? 0.1 : 0.16;
  const belt = kind === 'suv' ? 1.1 : kind === 'sports' ? 0.75 : 0.9;
  const roof = kind === 'suv' ? 1.75 : kind === 'sports' ? 1.2 : 1.45;
  const wheelR = kind === 'suv' ? 0.38 : 0.33;
  // Side profile of the lower body (bumper to bumper), as heights along the length.
  const lower: [number, number][] = [
    [0, ground + 0.2],
    [0.02, ground + 0.45],
    [0.12, belt - 0.12],
    [0.3, belt - 0.02],
    [0.7, belt],
    [0.93, belt + 0.02],
    [1, ground + 0.5],
  ];
  const sections: { outline: Vec2[]; y: number }[] = lower.map(([t, top]) => {
    const w = width * (t < 0.05 || t > 0.97 ? 0.9 : 1);
    const h = top - ground;
    const outline = roundedRect(w, h, Math.min(0.15, h / 2 - 0.01), 3).map(([x, y]): Vec2 => [
      x,
      y + ground + h / 2,
    ]);
    return { outline, y: -length / 2 + t * length };
  });
  // Loft along X: build along Y, then turn so that Y becomes +X.
  const body = new Geometry();
  body.append(
    loftY(
      sections.map(({ outline, y }) => ({ outline: outline.map(([x, yy]): Vec2 => [x, yy]), y })),
    ),
    { m: [0, 1, 0, 0, 0, 1, 1, 0, 0], t: [0, 0, 0] },
  );
  b.add('body', paint, body);
  // Cabin: a tapered glass house with a painted roof.
  const cabinStart = kind === 'sports' ? 0.3 : 0.25;
  const cabinEnd = kind === 'suv' ? 0.92 : kind === 'sports' ? 0.75 : 0.82;
  const x0 = -length / 2 + cabinStart * length;
  const x1 = -length / 2 + cabinEnd * length;
  const rake = (x1 - x0) * (kind === 'sports' ? 0.3 : 0.2);
  const cabinProfile: Vec2[] = [
    [x0, belt - 0.02],
    [x1, belt - 0.02],
    [x1 - rake * (kind === 'suv' ? 0.3 : 0.8), roof],
    [x0 + rake * 1.3, roof],
  ];
  const cabin = extrude(cabinProfile, width * 0.84);
  b.add('glass', glass, cabin);
  b.add(
    'body',
    paint,
    extrude(
      [
        [x0 + rake * 1.3 + 0.05, roof],
        [x1 - rake * (kind === 'suv' ? 0.3 : 0.8) - 0.05, roof],
        [x1 - rake * (kind === 'suv' ? 0.3 : 0.8) - 0.1, roof + 0.04],
        [x0 + rake * 1.3 + 0.1, roof + 0.04],
      ],
      width * 0.82,
    ),
  );
  // Pillars between the windows.
  b.add(
    'body',
    paint,
    box([(x0 + x1) / 2 - 0.05, belt, -width * 0.425], [(x0 + x1) / 2 + 0.05, roof, width * 0.425]),
  );
  const wheelBase = length * 0.6;
  for (const x of [-wheelBase / 2, wheelBase / 2])
    for (const z of [-width / 2 + 0.1, width / 2 - 0.1]) wheel(b, x, wheelR, z, wheelR, 0.24);
  b.add(
    'lights',
    materials.bulb('#fffbe8'),
    box(
      [length / 2 - 0.12, belt - 0.2, -width / 2 + 0.12],
      [length / 2 + 0.005, belt - 0.1, -width / 2 + 0.45],
      0.02,
    ),
  );
  b.add(
    'lights',
    materials.bulb('#fffbe8'),
    box(
      [length / 2 - 0.12, belt - 0.2, width / 2 - 0.45],
      [length / 2 + 0.005, belt - 0.1, width / 2 - 0.12],
      0.02,
    ),
  );
  b.add(
    'tail_lights',
    materials.bulb('#c8102e'),
    box(
      [-length / 2 - 0.005, belt - 0.2, -width / 2 + 0.1],
      [-length / 2 + 0.1, belt - 0.1, width / 2 - 0.1],
      0.02,
    ),
  );
  b.add(
    'trim',
    materials.blackMetal(),
    box(
      [length / 2 - 0.02, ground + 0.15, -width * 0.3],
      [length / 2 + 0.01, ground + 0.35, width * 0.3],
      0.02,
    ),
  );
  return b;
}

export type PersonKind = 'business' | 'casual' | 'child';

/** 人物: a standing figure (mannequin style, as in architectural visualisation) in clothes of its kind. */
export function person(context: ArchetypeContext, kind: PersonKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const height = kind === 'child' ? rng.range(1.05, 1.35) : rng.range(1.6, 1.85);
  const s = height / 1.75;
  const skin = materials.skin(rng.pick(['#e8c4a8', '#d9a98a', '#c68d6a', '#f0d2bc']));
  const hair = materials.hair(rng.pick(['#1d1a18', '#3b2a20', '#6b4a32', '#2b2b2b']));
  const top =
    kind === 'business'
      ? materials.fabric(rng.pick(['#23272e', '#2f3a4a', '#3b3b3b']), 2)
      : materials.fabric(rng.pick(['#c8102e', '#f2f2f2', '#4d6f8a', '#e0b84a', '#6b8a5a']), 1);
  const trousers =
    kind === 'business'
      ? top
      : materials.fabric(rng.pick(['#2f3a4a', '#3d4c5a', '#c9b48a', '#1f1f1f']), 2);
  const shoes = materials.leather(rng.pick(['#1d1a18', '#3b2a20', '#f2f2f2']));
  const stride = rng.range(-0.25, 0.25);
  // Legs.
  for (const side of [-1, 1]) {
    const hip: Vec3 = [side * 0.1 * s, 0.92 * s, 0];
    const knee: Vec3 = [side * 0.105 * s, 0.5 * s, side * stride * 0.2 * s];
    const ankle: Vec3 = [side * 0.11 * s, 0.08 * s, side * stride * 0.35 * s];
    b.add(
      'trousers',
      trousers,
      sweep([hip, knee, ankle], (t) => (0.085 - t * 0.035) * s, { segments: 12 }),
    );
    b.add(
      'shoes',
      shoes,
      ellipsoid(0.05 * s, 0.045 * s, 0.13 * s, 12, 8),
      translate(ankle[0], 0.045 * s, ankle[2] + 0.05 * s),
    );
  }
  // Torso: a lathe of the chest and hips, squashed front to back.
  const torso = lathe(
    [
      [0, 0.86 * s],
      [0.17 * s, 0.88 * s],
      [0.16 * s, 1.05 * s],
      [0.19 * s, 1.3 * s],
      [0.2 * s, 1.42 * s],
      [0.08 * s, 1.5 * s],
      [0, 1.5 * s],
    ],
    20,
  );
  b.add('top', top, torso, scaleXYZ(1, 1, 0.62));
  if (kind === 'business')
    b.add(
      'shirt',
      materials.fabric('#f4f4f2', 2),
      box([-0.04 * s, 1.3 * s, 0.095 * s], [0.04 * s, 1.48 * s, 0.12 * s]),
    );
  // Arms.
  for (const side of [-1, 1]) {
    const shoulder: Vec3 = [side * 0.2 * s, 1.42 * s, 0];
    const elbow: Vec3 = [side * 0.26 * s, 1.13 * s, -side * stride * 0.15 * s];
    const wrist: Vec3 = [side * 0.28 * s, 0.86 * s, -side * stride * 0.3 * s + 0.04 * s];
    b.add(
      'sleeves',
      top,
      sweep([shoulder, elbow, wrist], (t) => (0.055 - t * 0.015) * s, { segments: 10 }),
    );
    b.add(
      'skin',
      skin,
      ellipsoid(0.035 * s, 0.07 * s, 0.045 * s, 10, 8),
      translate(wrist[0], wrist[1] - 0.07 * s, wrist[2]),
    );
  }
  if (kind === 'business' && rng.chance(0.6))
    b.add(
      'bag',
      materials.leather('#3b2a20'),
      box([0.26 * s, 0.55 * s, -0.12 * s], [0.32 * s, 0.85 * s, 0.16 * s], 0.02),
      translate(0.02 * s, 0, 0),
    );
  // Neck and head.
  b.add('skin', skin, cylinder(0.05 * s, 0.05 * s, 1.48 * s, 1.58 * s, 12));
  const headScale = kind === 'child' ? 1.25 : 1;
  b.add(
    'skin',
    skin,
    ellipsoid(0.085 * s * headScale, 0.115 * s * headScale, 0.1 * s * headScale, 18, 12),
    translate(0, 1.66 * s + 0.02 * (headScale - 1), 0.01 * s),
  );
  b.add(
    'hair',
    hair,
    ellipsoid(0.09 * s * headScale, 0.08 * s * headScale, 0.105 * s * headScale, 18, 10),
    translate(0, 1.71 * s + 0.02 * (headScale - 1), -0.005 * s),
  );
  if (kind === 'casual' && rng.chance(0.4))
    b.add('cap', top, sphere(0.095 * s, 16, 8), compose(translate(0, 1.74 * s, 0), rotateZ(0)));
  return b;
}

/** 古剑 and 盾牌 props. */
export function weapon(context: ArchetypeContext, kind: 'sword' | 'shield'): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  if (kind === 'sword') {
    const blade = rng.range(0.7, 0.85);
    const steel = materials.metal('#c9cdd1', 0.25);
    const bladeProfile: Vec2[] = [
      [-0.018, 0],
      [0.018, 0],
      [0.016, blade * 0.85],
      [0, blade],
      [-0.016, blade * 0.85],
    ];
    const g = extrude(bladeProfile, 0.006);
    b.add('blade', steel, g, translate(0, 0.22, 0));
    b.add('guard', materials.brass(), box([-0.06, 0.2, -0.015], [0.06, 0.23, 0.015], 0.008));
    b.add('grip', materials.leather('#3b2a20'), cylinder(0.014, 0.014, 0.04, 0.2, 12));
    b.add('pommel', materials.brass(), sphere(0.022, 12, 8), translate(0, 0.03, 0));
    b.add(
      'tassel',
      materials.fabric('#8e2a1e'),
      sweep(
        [
          [0, 0.03, 0],
          [0.02, -0.05, 0.01],
          [0.01, -0.15, 0.02],
        ],
        0.006,
        { segments: 6 },
      ),
    );
    return b;
  }
  const r = rng.range(0.35, 0.45);
  const wood = materials.wood(rng.pick(['#7a5a3c', '#5a3a22']));
  b.add(
    'board',
    wood,
    lathe(
      [
        [0, 0.05],
        [r * 0.7, 0.04],
        [r, 0.0],
        [r, -0.01],
        [0, 0.01],
      ],
      48,
    ),
    rotateX(Math.PI / 2),
  );
  b.add('rim', materials.metal('#8a8d91', 0.4), torus(r, 0.015, 48, 8), rotateX(Math.PI / 2));
  b.add(
    'boss',
    materials.metal('#8a8d91', 0.35),
    lathe(
      [
        [0, 0.11],
        [0.06, 0.09],
        [0.09, 0.05],
        [0.09, 0.04],
        [0, 0.04],
      ],
      24,
    ),
    rotateX(Math.PI / 2),
  );
  return b;
}
