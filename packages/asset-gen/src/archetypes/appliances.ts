import { AssetBuilder, materials } from '../builder.js';
import { compose, cylinder, lathe, rotateX, sphere, torus, translate } from '../geometry.js';
import { box, post, type ArchetypeContext } from '../parts.js';

export type ApplianceKind =
  | 'fridge'
  | 'oven'
  | 'hood'
  | 'microwave'
  | 'tv'
  | 'aircon'
  | 'washer'
  | 'speaker'
  | 'laptop'
  | 'phone'
  | 'monitor';

/** 电器 and 数码: boxy bodies with the doors, displays, grilles and controls that make each recognisable. */
export function appliance(context: ArchetypeContext, kind: ApplianceKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const steel = materials.metal(rng.pick(['#c9cdd1', '#d8d8d8', '#3a3b3d']), 0.35);
  const white = materials.plastic('#f4f4f2');
  const dark = materials.plastic('#1d1d1f');
  const body = rng.chance(0.5) ? steel : white;
  switch (kind) {
    case 'fridge': {
      const w = rng.range(0.6, 0.9);
      const h = rng.range(1.75, 1.9);
      const d = 0.65;
      const doubleDoor = w > 0.75;
      b.add('body', body, box([-w / 2, 0.02, -d / 2], [w / 2, h, d / 2 - 0.05], 0.02));
      if (doubleDoor) {
        for (const side of [-1, 1]) {
          b.add(
            'doors',
            body,
            box(
              [side < 0 ? -w / 2 : 0.003, 0.05, d / 2 - 0.05],
              [side < 0 ? -0.003 : w / 2, h - 0.01, d / 2],
              0.015,
            ),
          );
          b.add(
            'handles',
            materials.chrome(),
            box(
              [side * 0.03 - 0.008, h * 0.45, d / 2],
              [side * 0.03 + 0.008, h * 0.75, d / 2 + 0.04],
              0.006,
            ),
          );
        }
      } else {
        b.add(
          'doors',
          body,
          box([-w / 2, h * 0.62 + 0.003, d / 2 - 0.05], [w / 2, h - 0.01, d / 2], 0.015),
        );
        b.add(
          'doors',
          body,
          box([-w / 2, 0.05, d / 2 - 0.05], [w / 2, h * 0.62 - 0.003, d / 2], 0.015),
        );
        for (const y of [h * 0.66, h * 0.45])
          b.add(
            'handles',
            materials.chrome(),
            box([w / 2 - 0.06, y, d / 2], [w / 2 - 0.045, y + 0.25, d / 2 + 0.04], 0.006),
          );
      }
      b.add(
        'feet',
        dark,
        box([-w / 2 + 0.03, 0, -d / 2 + 0.05], [w / 2 - 0.03, 0.05, d / 2 - 0.1]),
      );
      return b;
    }
    case 'oven':
    case 'microwave': {
      const w = kind === 'oven' ? 0.6 : rng.range(0.45, 0.52);
      const h = kind === 'oven' ? 0.6 : rng.range(0.27, 0.32);
      const d = kind === 'oven' ? 0.56 : 0.38;
      b.add('body', body, box([-w / 2, 0, -d / 2], [w / 2, h, d / 2], 0.012));
      const doorW = kind === 'oven' ? w - 0.02 : w * 0.72;
      const x0 = -w / 2 + 0.01;
      b.add(
        'glass',
        materials.glass('#111417', 0.9),
        box(
          [x0 + 0.03, 0.04, d / 2],
          [x0 + doorW - 0.03, h - (kind === 'oven' ? 0.12 : 0.04), d / 2 + 0.01],
          0.005,
        ),
      );
      b.add(
        'door',
        dark,
        box(
          [x0, 0.01, d / 2 - 0.005],
          [x0 + doorW, h - (kind === 'oven' ? 0.1 : 0.01), d / 2 + 0.004],
          0.006,
        ),
      );
      if (kind === 'oven') {
        b.add(
          'handles',
          materials.chrome(),
          cylinder(0.01, 0.01, -w * 0.4, w * 0.4, 12),
          compose(translate(0, h - 0.14, d / 2 + 0.04), {
            m: [0, 1, 0, -1, 0, 0, 0, 0, 1],
            t: [0, 0, 0],
          }),
        );
        for (let k = 0; k < 4; k += 1)
          b.add(
            'knobs',
            materials.chrome(),
            cylinder(0.018, 0.018, 0, 0.02, 16),
            compose(translate(-w / 2 + 0.12 + k * 0.12, h - 0.05, d / 2), rotateX(Math.PI / 2)),
          );
      } else {
        b.add(
          'panel',
          dark,
          box([x0 + doorW + 0.01, 0.02, d / 2], [w / 2 - 0.01, h - 0.02, d / 2 + 0.005]),
        );
        b.add(
          'screen',
          materials.screen(),
          box(
            [x0 + doorW + 0.02, h - 0.07, d / 2 + 0.005],
            [w / 2 - 0.02, h - 0.04, d / 2 + 0.008],
          ),
        );
        for (let k = 0; k < 2; k += 1)
          b.add(
            'knobs',
            materials.chrome(),
            cylinder(0.018, 0.018, 0, 0.015, 16),
            compose(
              translate(x0 + doorW + (w / 2 - x0 - doorW) / 2, 0.08 + k * 0.08, d / 2 + 0.005),
              rotateX(Math.PI / 2),
            ),
          );
      }
      return b;
    }
    case 'hood': {
      const w = rng.range(0.75, 0.9);
      b.add(
        'canopy',
        steel,
        lathe(
          [
            [0, 0],
            [w * 0.6, 0],
            [w * 0.6, 0.06],
            [0.16, 0.4],
            [0, 0.4],
          ],
          4,
          { flat: true, phase: Math.PI / 4 },
        ),
      );
      b.add('chimney', steel, box([-0.14, 0.4, -0.12], [0.14, 1.1, 0.12], 0.005));
      b.add(
        'filter',
        materials.metal('#8a8d91', 0.6),
        box([-w * 0.38, -0.005, -w * 0.38], [w * 0.38, 0.002, w * 0.38]),
      );
      b.add(
        'lights',
        materials.bulb(),
        cylinder(0.025, 0.025, -0.006, -0.004, 16),
        translate(w * 0.3, 0, 0),
      );
      b.add(
        'lights',
        materials.bulb(),
        cylinder(0.025, 0.025, -0.006, -0.004, 16),
        translate(-w * 0.3, 0, 0),
      );
      return b;
    }
    case 'tv':
    case 'monitor': {
      const diagonal = kind === 'tv' ? rng.range(1.1, 1.9) : rng.range(0.6, 0.8);
      const w = diagonal * 0.87;
      const h = diagonal * 0.49;
      const standH = kind === 'tv' ? 0.08 : rng.range(0.1, 0.14);
      b.add('bezel', dark, box([-w / 2, standH, -0.02], [w / 2, standH + h, 0.01], 0.004));
      b.add(
        'screen',
        materials.screen(),
        box([-w / 2 + 0.01, standH + 0.01, 0.01], [w / 2 - 0.01, standH + h - 0.01, 0.012]),
      );
      if (kind === 'tv') {
        for (const side of [-1, 1])
          b.add(
            'stand',
            materials.metal('#3a3b3d', 0.4),
            box(
              [side * w * 0.35 - 0.02, 0, -0.12],
              [side * w * 0.35 + 0.02, standH + 0.05, 0.1],
              0.006,
            ),
          );
      } else {
        b.add(
          'stand',
          materials.metal('#8a8d91', 0.35),
          box([-0.025, 0.01, -0.1], [0.025, standH + h * 0.45, -0.06], 0.006),
        );
        b.add(
          'stand',
          materials.metal('#8a8d91', 0.35),
          box([-0.12, 0, -0.2], [0.12, 0.012, 0.04], 0.005),
        );
      }
      return b;
    }
    case 'aircon': {
      const floor = rng.chance(0.5);
      if (floor) {
        // A floor-standing cabinet unit with a louvre.
        b.add('body', white, box([-0.27, 0, -0.17], [0.27, 1.8, 0.17], 0.06, 3));
        b.add(
          'louvre',
          materials.plastic('#d8d8d8'),
          box([-0.2, 1.1, 0.17], [0.2, 1.6, 0.18], 0.02),
        );
        for (let slat = 0; slat < 10; slat += 1)
          b.add(
            'louvre',
            materials.plastic('#bdbdbd'),
            box([-0.19, 1.12 + slat * 0.048, 0.18], [0.19, 1.13 + slat * 0.048, 0.19]),
          );
        b.add('screen', materials.screen(), box([-0.06, 0.95, 0.17], [0.06, 1.0, 0.176]));
        return b;
      }
      b.add('body', white, box([-0.45, 0, -0.12], [0.45, 0.3, 0.12], 0.05, 3));
      b.add(
        'louvre',
        materials.plastic('#d8d8d8'),
        box([-0.4, 0.01, 0.06], [0.4, 0.06, 0.13], 0.01),
      );
      b.add('screen', materials.screen(), box([0.3, 0.12, 0.12], [0.36, 0.15, 0.125]));
      return b;
    }
    case 'washer': {
      b.add('body', white, box([-0.3, 0, -0.3], [0.3, 0.85, 0.3], 0.02));
      b.add(
        'door',
        materials.chrome(),
        torus(0.17, 0.025, 40, 10),
        compose(translate(0, 0.42, 0.31), rotateX(Math.PI / 2)),
      );
      b.add(
        'glass',
        materials.glass('#2a3540', 0.7),
        lathe(
          [
            [0, 0.04],
            [0.12, 0.03],
            [0.16, 0],
            [0, 0],
          ],
          32,
        ),
        compose(translate(0, 0.42, 0.3), rotateX(Math.PI / 2)),
      );
      b.add('panel', materials.plastic('#e4e4e4'), box([-0.29, 0.75, 0.3], [0.29, 0.84, 0.305]));
      b.add(
        'knobs',
        materials.chrome(),
        cylinder(0.03, 0.03, 0, 0.02, 20),
        compose(translate(0.18, 0.795, 0.305), rotateX(Math.PI / 2)),
      );
      b.add('screen', materials.screen(), box([-0.05, 0.78, 0.305], [0.08, 0.81, 0.308]));
      return b;
    }
    case 'speaker': {
      const h = rng.range(0.8, 1.1);
      const wood = materials.wood(rng.pick(['#3a2a22', '#6b4a32', '#1d1d1f']));
      for (const side of [-1, 1]) {
        const x = side * 0.6;
        b.add('cabinets', wood, box([x - 0.12, 0, -0.15], [x + 0.12, h, 0.15], 0.01));
        for (const [y, r] of [
          [h * 0.3, 0.085],
          [h * 0.6, 0.07],
          [h * 0.85, 0.03],
        ] as [number, number][]) {
          b.add(
            'drivers',
            dark,
            lathe(
              [
                [0, -0.02],
                [r * 0.3, -0.01],
                [r, 0.004],
                [r * 1.05, 0.006],
                [r * 1.05, 0],
                [0, 0],
              ],
              24,
            ),
            compose(translate(x, y, 0.15), rotateX(Math.PI / 2)),
          );
          b.add('drivers', materials.chrome(), sphere(r * 0.25, 12, 8), translate(x, y, 0.14));
        }
      }
      return b;
    }
    case 'laptop': {
      const w = rng.range(0.3, 0.36);
      const d = w * 0.68;
      const shell = materials.metal(rng.pick(['#c9cdd1', '#3a3b3d', '#d9c7a0']), 0.3);
      b.add('base', shell, box([-w / 2, 0, -d / 2], [w / 2, 0.012, d / 2], 0.004));
      b.add('keys', dark, box([-w / 2 + 0.02, 0.012, -d / 2 + 0.02], [w / 2 - 0.02, 0.0125, 0.01]));
      b.add(
        'pad',
        materials.plastic('#bdbdbd'),
        box([-0.05, 0.012, 0.025], [0.05, 0.0122, d / 2 - 0.015]),
      );
      const lid = compose(translate(0, 0.012, -d / 2), rotateX(-0.3));
      b.add('base', shell, box([-w / 2, 0, -0.006], [w / 2, d, 0]), lid);
      b.add(
        'screen',
        materials.screen(),
        box([-w / 2 + 0.01, 0.012, 0], [w / 2 - 0.01, d - 0.01, 0.001]),
        lid,
      );
      return b;
    }
    case 'phone': {
      const shell = materials.metal(rng.pick(['#c9cdd1', '#3a3b3d', '#d9c7a0', '#2f3a4a']), 0.3);
      b.add('body', shell, box([-0.036, 0, -0.0075], [0.036, 0.15, 0.0075], 0.006, 3));
      b.add(
        'screen',
        materials.screen(),
        box([-0.034, 0.002, 0.0075], [0.034, 0.148, 0.008], 0.004),
      );
      b.add(
        'camera',
        dark,
        cylinder(0.006, 0.006, 0, 0.002, 16),
        compose(translate(-0.022, 0.135, -0.0075), rotateX(-Math.PI / 2)),
      );
      b.add(
        'camera',
        dark,
        cylinder(0.006, 0.006, 0, 0.002, 16),
        compose(translate(-0.022, 0.12, -0.0075), rotateX(-Math.PI / 2)),
      );
      b.add(
        'stand',
        materials.plastic('#e4e4e4'),
        box([-0.045, 0, -0.04], [0.045, 0.008, 0.04], 0.003),
        translate(0, -0.008, 0),
      );
      return b;
    }
  }
  void post;
  return b;
}
