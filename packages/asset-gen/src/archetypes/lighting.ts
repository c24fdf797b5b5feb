import { AssetBuilder, materials } from '../builder.js';
import {
  bezier,
  compose,
  cylinder,
  ellipsoid,
  lathe,
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
import type { PbrMaterial } from '../types.js';

function lampMetal(context: ArchetypeContext): PbrMaterial {
  const kind = paletteFor(context.style).metal;
  return kind === 'brass'
    ? materials.brass()
    : kind === 'black'
      ? materials.blackMetal()
      : context.rng.chance(0.5)
        ? materials.chrome()
        : materials.metal('#d9d6cf', 0.4);
}

/** A shade as a thin shell: outer wall up, inner wall down, so it has two faces and a thickness. */
function shadeShell(bottomRadius: number, topRadius: number, height: number, curve = 0): Vec2[] {
  const t = 0.004;
  const steps = curve === 0 ? 1 : 8;
  const outer: Vec2[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const s = i / steps;
    outer.push([
      bottomRadius + (topRadius - bottomRadius) * s + Math.sin(s * Math.PI) * curve,
      height * s,
    ]);
  }
  const inner = outer.map(([r, y]): Vec2 => [Math.max(0.001, r - t), y]).reverse();
  return [
    ...outer,
    outer[outer.length - 1]!,
    inner[0]!,
    ...inner,
    inner[inner.length - 1]!,
    outer[0]!,
  ];
}

function bulb(b: AssetBuilder, at: Vec3, radius = 0.03): void {
  b.add('bulbs', materials.bulb(), sphere(radius, 14, 8), translate(at[0], at[1], at[2]));
}

export type PendantKind = 'crystal' | 'dining' | 'living' | 'art';

/** Pendant lamps hang from the ceiling on a cord or rod below a canopy; the asset spans canopy to shade. */
export function pendant(context: ArchetypeContext, kind: PendantKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const metal = lampMetal(context);
  const drop = rng.range(0.6, 1.2);
  const top = drop + 0.4;
  b.add(
    'canopy',
    metal,
    lathe(
      [
        [0, top - 0.04],
        [0.07, top - 0.04],
        [0.075, top - 0.01],
        [0.075, top],
        [0, top],
      ],
      32,
    ),
  );
  if (kind === 'dining') {
    const shadeR = rng.range(0.15, 0.28);
    const shadeH = rng.range(0.15, 0.3);
    const count = rng.pick([1, 1, 3]);
    const shadeMaterial = rng.chance(0.5)
      ? metal
      : materials.paint(rng.pick(['#1f2d2a', '#e7e2d8', '#3a4a5c', '#b65a3a']));
    for (let i = 0; i < count; i += 1) {
      const x = count === 1 ? 0 : (i - 1) * shadeR * 2.6;
      const y = drop - shadeH;
      b.add(
        'cord',
        materials.rubber(),
        sweep(
          [
            [x, top - 0.04, 0],
            [x, y + shadeH, 0],
          ],
          0.003,
          { segments: 6 },
        ),
      );
      const dome = rng.chance(0.5);
      const profile = dome
        ? shadeShell(shadeR, 0.03, shadeH, shadeR * 0.35)
        : shadeShell(shadeR, shadeR * 0.3, shadeH);
      b.add('shade', shadeMaterial, lathe(profile, 40), translate(x, y, 0));
      bulb(b, [x, y + shadeH * 0.25, 0], 0.035);
    }
    if (count === 3)
      b.add(
        'canopy',
        metal,
        box([-shadeR * 2.8, top - 0.04, -0.04], [shadeR * 2.8, top, 0.04], 0.01),
      );
    return b;
  }
  if (kind === 'crystal') {
    const rings = rng.int(2, 4);
    const baseR = rng.range(0.3, 0.45);
    b.add('rod', metal, post(0, 0, drop, top - 0.04, 0.008));
    const crystal = materials.crystal();
    for (let ring = 0; ring < rings; ring += 1) {
      const r = baseR * (1 - ring * 0.22);
      const y = drop - ring * 0.12;
      b.add('frame', metal, torus(r, 0.008, 48, 8), translate(0, y, 0));
      const drops = Math.round(r * 60);
      for (let d = 0; d < drops; d += 1) {
        const angle = (d / drops) * Math.PI * 2;
        const length = rng.range(0.12, 0.3);
        b.add(
          'crystals',
          crystal,
          lathe(
            [
              [0, 0],
              [0.01, length * 0.2],
              [0.012, length * 0.6],
              [0, length],
            ],
            6,
            { flat: true },
          ),
          translate(Math.sin(angle) * r, y - length, Math.cos(angle) * r),
        );
      }
      for (let spoke = 0; spoke < 4; spoke += 1) {
        const angle = (spoke / 4) * Math.PI * 2;
        b.add(
          'frame',
          metal,
          sweep(
            [
              [0, drop + 0.02, 0],
              [Math.sin(angle) * r, y, Math.cos(angle) * r],
            ],
            0.005,
            { segments: 6 },
          ),
        );
      }
    }
    for (let candle = 0; candle < 6; candle += 1) {
      const angle = (candle / 6) * Math.PI * 2;
      bulb(b, [Math.sin(angle) * baseR * 0.85, drop + 0.05, Math.cos(angle) * baseR * 0.85], 0.022);
    }
    return b;
  }
  if (kind === 'living') {
    // Multi-arm chandelier: a central stem and curved arms each ending in a shade.
    const arms = rng.pick([5, 6, 8]);
    const reach = rng.range(0.35, 0.55);
    b.add('rod', metal, post(0, 0, drop - 0.1, top - 0.04, 0.012));
    b.add('frame', metal, sphere(0.05, 16, 10), translate(0, drop - 0.05, 0));
    const shadeMaterial = rng.chance(0.5)
      ? materials.shade('#f1ebe0')
      : materials.glass('#f3efe6', 0.55);
    for (let arm = 0; arm < arms; arm += 1) {
      const angle = (arm / arms) * Math.PI * 2;
      const end: Vec3 = [Math.sin(angle) * reach, drop + 0.05, Math.cos(angle) * reach];
      b.add(
        'frame',
        metal,
        sweep(
          bezier(
            [0, drop - 0.05, 0],
            [Math.sin(angle) * reach * 0.7, drop - 0.2, Math.cos(angle) * reach * 0.7],
            end,
            12,
          ),
          0.008,
          { segments: 8 },
        ),
      );
      b.add(
        'shade',
        shadeMaterial,
        lathe(shadeShell(0.07, 0.05, 0.1), 24),
        translate(end[0], end[1], end[2]),
      );
      bulb(b, [end[0], end[1] + 0.04, end[2]], 0.025);
    }
    return b;
  }
  // Art pendant: a cluster of glass globes on cords of different lengths.
  const globes = rng.int(5, 9);
  const glass = materials.glass(rng.pick(['#e9dcc3', '#d6e4e8', '#f0d5c8', '#d0d0d0']), 0.5);
  b.add(
    'canopy',
    metal,
    lathe(
      [
        [0, top - 0.05],
        [0.22, top - 0.05],
        [0.22, top],
        [0, top],
      ],
      40,
    ),
  );
  for (let g = 0; g < globes; g += 1) {
    const angle = g * 2.4;
    const radius = 0.05 + (g / globes) * 0.16;
    const x = Math.sin(angle) * radius;
    const z = Math.cos(angle) * radius;
    const r = rng.range(0.06, 0.11);
    const y = drop - rng.range(0, 0.5);
    b.add(
      'cord',
      materials.rubber(),
      sweep(
        [
          [x, top - 0.05, z],
          [x, y + r, z],
        ],
        0.002,
        { segments: 5 },
      ),
    );
    b.add('globes', glass, sphere(r, 20, 12), translate(x, y, z));
    bulb(b, [x, y, z], 0.02);
  }
  return b;
}

/** Table lamps: a turned or ceramic base and a drum or cone shade. */
export function tableLamp(context: ArchetypeContext, ceramic: boolean): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const baseH = rng.range(0.25, 0.4);
  const baseMaterial =
    ceramic || rng.chance(0.4)
      ? materials.ceramic(rng.pick(['#e9e4da', '#3d5a6c', '#b9c6c0', '#c98b5e', '#2d2d2d']))
      : lampMetal(context);
  const bodyR = rng.range(0.07, 0.12);
  const profile: Vec2[] = ceramic
    ? [
        [0, 0],
        [bodyR * 0.6, 0],
        [bodyR, baseH * 0.2],
        [bodyR * 1.1, baseH * 0.5],
        [bodyR * 0.7, baseH * 0.85],
        [bodyR * 0.3, baseH],
        [0, baseH],
      ]
    : [
        [0, 0],
        [bodyR, 0],
        [bodyR, 0.02],
        [0.012, 0.03],
        [0.012, baseH],
        [0, baseH],
      ];
  b.add('base', baseMaterial, lathe(profile, 32));
  b.add('fitting', materials.brass(), post(0, 0, baseH, baseH + 0.06, 0.008));
  const shadeR = rng.range(0.14, 0.22);
  const shadeH = rng.range(0.16, 0.24);
  b.add(
    'shade',
    materials.shade(rng.pick(['#f3ede2', '#e8e0d0', '#d7d0c4', '#31414f', '#c2b59b'])),
    lathe(shadeShell(shadeR, shadeR * rng.range(0.7, 1), shadeH), 40),
    translate(0, baseH, 0),
  );
  bulb(b, [0, baseH + 0.08, 0], 0.03);
  return b;
}

export type FloorLampKind = 'arc' | 'living' | 'reading';

/** Floor lamps: a weighted base, a pole and a shade; the arc lamp reaches over a sofa. */
export function floorLamp(context: ArchetypeContext, kind: FloorLampKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const metal = lampMetal(context);
  if (kind === 'arc') {
    const reach = rng.range(1.2, 1.7);
    const height = rng.range(1.8, 2.1);
    b.add(
      'base',
      rng.chance(0.5) ? materials.marble('#f0eee9') : materials.marble('#2b2b2d'),
      box([-0.18, 0, -0.18], [0.18, 0.06, 0.18], 0.01),
    );
    b.add(
      'pole',
      metal,
      sweep(bezier([0, 0.06, 0], [0, height * 1.15, 0], [reach, height - 0.1, 0], 24), 0.012, {
        segments: 10,
      }),
    );
    const shadeR = rng.range(0.18, 0.25);
    b.add(
      'shade',
      metal,
      lathe(shadeShell(shadeR, 0.03, shadeR * 0.8, shadeR * 0.35), 40),
      translate(reach, height - 0.1 - shadeR * 0.8, 0),
    );
    bulb(b, [reach, height - 0.1 - shadeR * 0.6, 0], 0.04);
    return b;
  }
  const height = rng.range(1.45, 1.75);
  b.add(
    'base',
    metal,
    lathe(
      [
        [0, 0],
        [0.16, 0],
        [0.16, 0.02],
        [0.02, 0.035],
        [0, 0.035],
      ],
      40,
    ),
  );
  if (kind === 'reading') {
    b.add('pole', metal, post(0, 0, 0.03, height - 0.15, 0.011));
    b.add(
      'pole',
      metal,
      sweep(bezier([0, height - 0.16, 0], [0, height, 0], [0.25, height, 0.05], 10), 0.009, {
        segments: 8,
      }),
    );
    const shade = lathe(shadeShell(0.08, 0.03, 0.14), 28);
    b.add('shade', metal, shade, compose(translate(0.28, height - 0.02, 0.06), rotateZ(0.5)));
    bulb(b, [0.3, height - 0.06, 0.06], 0.025);
    return b;
  }
  b.add('pole', metal, post(0, 0, 0.03, height - 0.2, 0.012));
  const shadeR = rng.range(0.2, 0.26);
  b.add(
    'shade',
    materials.shade(rng.pick(['#f3ede2', '#e8e0d0', '#cfc6b6'])),
    lathe(shadeShell(shadeR, shadeR * 0.85, 0.3), 48),
    translate(0, height - 0.3, 0),
  );
  bulb(b, [0, height - 0.2, 0], 0.035);
  return b;
}

export type WallLampKind = 'bedside' | 'outdoor' | 'mirror';

/** Wall lamps: a back plate on the wall (at z = 0, facing +Z) and an arm or a bar. */
export function wallLamp(context: ArchetypeContext, kind: WallLampKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const metal = lampMetal(context);
  if (kind === 'mirror') {
    const length = rng.range(0.4, 0.9);
    b.add(
      'body',
      metal,
      cylinder(0.022, 0.022, -length / 2, length / 2, 20),
      compose(translate(0, 0.05, 0.06), rotateZ(Math.PI / 2)),
    );
    b.add(
      'diffuser',
      materials.bulb('#fbf6ea'),
      box([-length / 2 + 0.02, 0.03, 0.06], [length / 2 - 0.02, 0.045, 0.085], 0.005),
    );
    b.add('body', metal, box([-0.05, 0, 0], [0.05, 0.1, 0.015], 0.004));
    b.add(
      'body',
      metal,
      post(0, 0.0075, 0.05, 0.05, 0.008),
      compose(translate(0, 0.05, 0), rotateX(Math.PI / 2)),
    );
    b.add('body', metal, box([-0.008, 0.042, 0], [0.008, 0.058, 0.06], 0.003));
    return b;
  }
  if (kind === 'outdoor') {
    // A lantern: box frame, glass panes, a small roof.
    const w = rng.range(0.14, 0.2);
    const h = rng.range(0.25, 0.35);
    const dark = materials.blackMetal();
    b.add('plate', dark, box([-0.06, 0.05, 0], [0.06, h + 0.05, 0.02], 0.005));
    b.add('frame', dark, box([-w / 2, 0, 0.05], [w / 2, 0.02, 0.05 + w], 0.003));
    b.add(
      'glass',
      materials.glass('#f2ead8', 0.5),
      box([-w / 2 + 0.01, 0.02, 0.06], [w / 2 - 0.01, h, 0.04 + w]),
    );
    for (const x of [-w / 2, w / 2 - 0.012])
      for (const z of [0.05, 0.038 + w])
        b.add('frame', dark, box([x, 0.02, z], [x + 0.012, h, z + 0.012]));
    b.add(
      'roof',
      dark,
      lathe(
        [
          [0, h + 0.06],
          [w * 0.78, h],
          [w * 0.78, h - 0.005],
          [0, h - 0.005],
        ],
        4,
        { flat: true, phase: Math.PI / 4 },
      ),
      translate(0, 0, 0.05 + w / 2),
    );
    bulb(b, [0, h * 0.45, 0.05 + w / 2], 0.03);
    return b;
  }
  b.add(
    'plate',
    metal,
    lathe(
      [
        [0, 0],
        [0.06, 0],
        [0.06, 0.015],
        [0, 0.02],
      ],
      32,
    ),
    compose(translate(0, 0.2, 0), rotateX(Math.PI / 2)),
  );
  b.add(
    'arm',
    metal,
    sweep(bezier([0, 0.2, 0.01], [0, 0.2, 0.2], [0, 0.3, 0.22], 10), 0.007, { segments: 8 }),
  );
  const shadeR = rng.range(0.07, 0.11);
  b.add(
    'shade',
    rng.chance(0.5) ? materials.shade('#efe8da') : materials.glass('#f1ece2', 0.6),
    lathe(shadeShell(shadeR, shadeR * 0.6, shadeR * 1.3), 32),
    translate(0, 0.28, 0.22),
  );
  bulb(b, [0, 0.33, 0.22], 0.025);
  return b;
}

/** Ceiling lamps: a flat drum or dome against the ceiling. */
export function ceilingLamp(context: ArchetypeContext, kids: boolean): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const r = rng.range(0.22, 0.4);
  const h = rng.range(0.06, 0.12);
  b.add(
    'base',
    materials.metal('#f2f2f2', 0.5),
    lathe(
      [
        [0, h],
        [r, h],
        [r, h - 0.02],
        [0, h - 0.02],
      ],
      48,
    ),
  );
  if (kids) {
    // A cloud or star outline over a diffuser, in children's colours.
    b.add(
      'diffuser',
      materials.bulb('#fff8e8'),
      ellipsoid(r * 0.95, h * 0.8, r * 0.95, 32, 10),
      translate(0, h - 0.02, 0),
    );
    const colour = materials.plastic(rng.pick(['#f2b8c6', '#9dc7e8', '#f5d77a', '#a8d8b9']));
    for (let i = 0; i < 5; i += 1) {
      const angle = (i / 5) * Math.PI * 2;
      b.add(
        'trim',
        colour,
        sphere(r * 0.3, 16, 10),
        translate(Math.sin(angle) * r * 0.8, h - 0.03, Math.cos(angle) * r * 0.8),
      );
    }
    return b;
  }
  const profile: Vec2[] = rng.chance(0.5)
    ? [
        [0, 0],
        [r * 0.9, 0.005],
        [r * 0.98, h * 0.4],
        [r, h - 0.02],
        [0, h - 0.02],
      ]
    : [
        [0, h * 0.1],
        [r * 0.6, 0.0],
        [r * 0.95, h * 0.3],
        [r, h - 0.02],
        [0, h - 0.02],
      ];
  b.add('diffuser', materials.bulb('#fffaf0'), lathe(profile, 48));
  b.add('trim', lampMetal(context), torus(r, 0.006, 64, 6), translate(0, h - 0.02, 0));
  return b;
}

/** A ring of lights used by the 吸顶灯 and the 艺术吊灯 variants when a rng picks them. */
export function ringLamp(context: ArchetypeContext): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const metal = lampMetal(context);
  const rings = rng.int(1, 3);
  const drop = 0.8;
  for (let ring = 0; ring < rings; ring += 1) {
    const r = 0.3 + ring * 0.15;
    const y = drop - ring * 0.15;
    b.add(
      'rings',
      metal,
      torus(r, 0.018, 64, 10),
      compose(translate(0, y, 0), rotateY(ring * 0.3)),
    );
    b.add('light', materials.bulb(), torus(r, 0.01, 64, 8), translate(0, y - 0.012, 0));
    for (let wire = 0; wire < 3; wire += 1) {
      const angle = (wire / 3) * Math.PI * 2 + ring;
      b.add(
        'wires',
        metal,
        sweep(
          [
            [Math.sin(angle) * r, y, Math.cos(angle) * r],
            [0, drop + 0.5, 0],
          ],
          0.002,
          { segments: 5 },
        ),
      );
    }
  }
  b.add(
    'canopy',
    metal,
    lathe(
      [
        [0, drop + 0.46],
        [0.08, drop + 0.46],
        [0.08, drop + 0.5],
        [0, drop + 0.5],
      ],
      32,
    ),
  );
  return b;
}
