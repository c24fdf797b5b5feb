import { AssetBuilder, materials } from '../builder.js';
import type { Rng } from '../random.js';
import {
  add,
  bezier,
  compose,
  cylinder,
  ellipsoid,
  lathe,
  rotateX,
  rotateY,
  scale,
  sphere,
  sweep,
  translate,
  type Vec2,
  type Vec3,
} from '../geometry.js';
import { box, type ArchetypeContext } from '../parts.js';
import type { PbrMaterial } from '../types.js';

function pot(b: AssetBuilder, rng: Rng, radius: number, height: number): void {
  const material = rng.chance(0.5)
    ? materials.ceramic(rng.pick(['#f2efe8', '#2f3a44', '#c98b5e', '#8a8d91', '#d8cfc0']))
    : materials.concrete(rng.pick(['#9a968e', '#6b6862']));
  const flare = rng.range(0.75, 1);
  const profile: Vec2[] = [
    [0, 0],
    [radius * flare, 0],
    [radius, height],
    [radius - 0.015, height],
    [radius - 0.015, height - 0.03],
    [0, height - 0.03],
  ];
  b.add('pot', material, lathe(profile, 32));
  b.add(
    'soil',
    materials.soil(),
    cylinder(radius - 0.015, radius - 0.015, height - 0.05, height - 0.035, 32),
  );
}

/** A leaf blade swept along a curve, flattened, tapering at both ends. */
function blade(
  from: Vec3,
  direction: Vec3,
  length: number,
  width: number,
  droop: number,
): ReturnType<typeof sweep> {
  const tip = add(from, scale(direction, length));
  const control = add(add(from, scale(direction, length * 0.6)), [0, length * 0.25, 0]);
  tip[1] -= droop * length;
  return sweep(
    bezier(from, control, tip, 8),
    (t) => width * Math.sin(Math.PI * Math.min(0.98, Math.max(0.06, t))),
    { segments: 6, flatten: 0.2 },
  );
}

export type PottedKind = 'foliage' | 'monstera' | 'palm' | 'succulent';

/** 盆栽: a pot with soil and a plant of its kind. */
export function pottedPlant(context: ArchetypeContext, kind: PottedKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const leafGreen = materials.leaf(rng.pick(['#3f6b35', '#4d7a3a', '#2f5a2f', '#5d8a45']));
  if (kind === 'succulent') {
    const count = rng.int(3, 5);
    b.add(
      'pot',
      materials.ceramic(rng.pick(['#f2efe8', '#c98b5e', '#2f3a44'])),
      box([-0.09 * count * 0.5, 0, -0.08], [0.09 * count * 0.5, 0.08, 0.08], 0.01),
    );
    for (let p = 0; p < count; p += 1) {
      const cx = (p - (count - 1) / 2) * 0.09;
      const green = materials.leaf(rng.pick(['#7a9a7a', '#9ab08a', '#6b8a6a', '#a8b890']));
      for (let ring = 0; ring < 3; ring += 1) {
        const petals = 6 + ring * 2;
        for (let leaf = 0; leaf < petals; leaf += 1) {
          const angle = (leaf / petals) * Math.PI * 2 + ring * 0.4;
          const tilt = 0.4 + ring * 0.35;
          const dir: Vec3 = [
            Math.sin(angle) * Math.sin(tilt),
            Math.cos(tilt),
            Math.cos(angle) * Math.sin(tilt),
          ];
          b.add(
            'leaves',
            green,
            ellipsoid(0.012, 0.032 - ring * 0.006, 0.008, 8, 6),
            compose(
              translate(cx + dir[0] * 0.02, 0.09 + dir[1] * 0.02, dir[2] * 0.02),
              compose(rotateY(angle), rotateX(tilt)),
            ),
          );
        }
      }
    }
    return b;
  }
  const potR = kind === 'palm' ? rng.range(0.2, 0.28) : rng.range(0.14, 0.22);
  const potH = potR * rng.range(1.2, 1.8);
  pot(b, rng, potR, potH);
  if (kind === 'monstera') {
    // Large split leaves on long petioles.
    const leaves = rng.int(6, 9);
    for (let l = 0; l < leaves; l += 1) {
      const angle = (l / leaves) * Math.PI * 2 + rng.range(-0.3, 0.3);
      const height = rng.range(0.4, 0.8);
      const reach = rng.range(0.2, 0.35);
      const end: Vec3 = [Math.sin(angle) * reach, potH + height, Math.cos(angle) * reach];
      b.add(
        'stems',
        leafGreen,
        sweep(
          bezier([0, potH - 0.03, 0], [end[0] * 0.3, potH + height * 0.8, end[2] * 0.3], end, 8),
          0.007,
          { segments: 6 },
        ),
      );
      const size = rng.range(0.18, 0.28);
      // A heart-shaped blade: an ellipsoid flattened and tipped outward, with cut slits suggested by lobes.
      for (let lobe = -2; lobe <= 2; lobe += 1) {
        b.add(
          'leaves',
          leafGreen,
          ellipsoid(size * 0.22, 0.006, size * 0.5, 10, 6),
          compose(
            translate(end[0], end[1], end[2]),
            compose(
              rotateY(angle + lobe * 0.32),
              compose(rotateX(0.5), translate(0, 0, size * 0.45)),
            ),
          ),
        );
      }
    }
    return b;
  }
  if (kind === 'palm') {
    // 散尾葵: clustered cane stems with arching pinnate fronds.
    const canes = rng.int(3, 5);
    for (let c = 0; c < canes; c += 1) {
      const angle = (c / canes) * Math.PI * 2;
      const h = rng.range(0.8, 1.4);
      const top: Vec3 = [Math.sin(angle) * 0.08, potH + h, Math.cos(angle) * 0.08];
      b.add(
        'stems',
        materials.leaf('#6b8a3a'),
        sweep([[Math.sin(angle) * 0.03, potH - 0.03, Math.cos(angle) * 0.03], top], 0.012, {
          segments: 8,
        }),
      );
      for (let f = 0; f < 4; f += 1) {
        const fa = angle + (f / 4) * Math.PI * 2;
        const dir: Vec3 = [Math.sin(fa), 0.5, Math.cos(fa)];
        const rachis = bezier(
          top,
          add(top, [dir[0] * 0.3, 0.3, dir[2] * 0.3]),
          add(top, [dir[0] * 0.6, -0.1, dir[2] * 0.6]),
          8,
        );
        b.add('stems', leafGreen, sweep(rachis, 0.004, { segments: 5 }));
        for (let p = 2; p < rachis.length; p += 1) {
          for (const side of [-1, 1]) {
            const point = rachis[p]!;
            const sideDir: Vec3 = [Math.cos(fa) * side, -0.3, -Math.sin(fa) * side];
            b.add(
              'leaves',
              leafGreen,
              blade(point, sideDir, 0.18 * (1 - p / rachis.length) + 0.05, 0.012, 0.3),
            );
          }
        }
      }
    }
    return b;
  }
  // Foliage: a bushy crown of leaves over a short stem.
  const crownR = potR * rng.range(1.3, 2.0);
  const crownY = potH + crownR * 1.1;
  b.add('stems', materials.bark('#4a3526'), cylinder(0.015, 0.012, potH - 0.03, crownY, 8));
  const leafCount = rng.int(40, 70);
  for (let l = 0; l < leafCount; l += 1) {
    const u = rng.range(0, Math.PI * 2);
    const v = Math.acos(rng.range(-0.6, 1));
    const dir: Vec3 = [Math.sin(v) * Math.sin(u), Math.cos(v), Math.sin(v) * Math.cos(u)];
    const from = add([0, crownY, 0], scale(dir, crownR * 0.5));
    b.add('leaves', leafGreen, blade(from, dir, crownR * 0.6, 0.025, 0.2));
  }
  return b;
}

/** A crown of overlapping ellipsoid clumps around a centre, for broadleaf trees. */
function crown(
  b: AssetBuilder,
  rng: Rng,
  leaf: PbrMaterial,
  centre: Vec3,
  radius: number,
  clumps: number,
): void {
  for (let c = 0; c < clumps; c += 1) {
    const u = rng.range(0, Math.PI * 2);
    const v = Math.acos(rng.range(-0.5, 1));
    const d = radius * rng.range(0.3, 0.6);
    const r = radius * rng.range(0.4, 0.6);
    b.add(
      'foliage',
      leaf,
      ellipsoid(r, r * 0.8, r, 14, 9),
      translate(
        centre[0] + Math.sin(v) * Math.sin(u) * d,
        centre[1] + Math.cos(v) * d * 0.7,
        centre[2] + Math.sin(v) * Math.cos(u) * d,
      ),
    );
  }
}

export type TreeKind = 'broadleaf' | 'pine' | 'cherry' | 'palm';

/** 树木: a trunk with branches and a crown of its kind. */
export function tree(context: ArchetypeContext, kind: TreeKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const bark = materials.bark(rng.pick(['#5a4030', '#4a3a2e', '#6b5040']));
  if (kind === 'palm') {
    const height = rng.range(6, 10);
    const lean = rng.range(0.3, 1.2);
    const trunkPath = bezier([0, 0, 0], [0, height * 0.6, 0], [lean, height, 0], 14);
    b.add(
      'trunk',
      materials.bark('#8a7358'),
      sweep(trunkPath, (t) => 0.22 - t * 0.08, { segments: 12 }),
    );
    const top = trunkPath[trunkPath.length - 1]!;
    const green = materials.leaf(rng.pick(['#4d7a3a', '#5d8a45', '#3f6b35']));
    const fronds = rng.int(10, 14);
    for (let f = 0; f < fronds; f += 1) {
      const angle = (f / fronds) * Math.PI * 2;
      const length = rng.range(2.5, 3.5);
      const rachis = bezier(
        top,
        add(top, [Math.sin(angle) * length * 0.5, length * 0.35, Math.cos(angle) * length * 0.5]),
        add(top, [Math.sin(angle) * length, -length * 0.3, Math.cos(angle) * length]),
        10,
      );
      b.add(
        'fronds',
        green,
        sweep(rachis, (t) => 0.03 * (1 - t) + 0.005, { segments: 5 }),
      );
      for (let p = 1; p < rachis.length; p += 1) {
        for (const side of [-1, 1]) {
          const sideDir: Vec3 = [Math.cos(angle) * side, -0.4, -Math.sin(angle) * side];
          b.add(
            'fronds',
            green,
            blade(
              rachis[p]!,
              sideDir,
              0.6 * Math.sin((p / rachis.length) * Math.PI) + 0.1,
              0.05,
              0.5,
            ),
          );
        }
      }
    }
    b.add(
      'trunk',
      materials.bark('#6b5a40'),
      sphere(0.3, 12, 8),
      translate(top[0], top[1] - 0.1, top[2]),
    );
    return b;
  }
  if (kind === 'pine') {
    const height = rng.range(5, 9);
    const trunkR = height * 0.025;
    b.add('trunk', bark, cylinder(trunkR, trunkR * 0.3, 0, height * 0.95, 12));
    const tiers = rng.int(5, 7);
    const needles = materials.leaf(rng.pick(['#2f4a2f', '#35553a', '#2a4430']));
    for (let t = 0; t < tiers; t += 1) {
      const s = t / tiers;
      const y = height * (0.22 + s * 0.7);
      const r = height * 0.28 * (1 - s * 0.8);
      b.add(
        'foliage',
        needles,
        lathe(
          [
            [0, y - r * 0.2],
            [r, y - r * 0.25],
            [r * 0.85, y - r * 0.15],
            [0, y + r * 1.1],
          ],
          12,
          { phase: t * 0.5 },
        ),
      );
    }
    return b;
  }
  const height = kind === 'cherry' ? rng.range(4, 6) : rng.range(6, 10);
  const trunkHeight = height * rng.range(0.35, 0.45);
  const trunkR = height * 0.03;
  b.add(
    'trunk',
    bark,
    sweep(
      bezier(
        [0, 0, 0],
        [rng.range(-0.2, 0.2), trunkHeight * 0.5, 0],
        [0, trunkHeight, rng.range(-0.2, 0.2)],
        8,
      ),
      (t) => trunkR * (1.2 - t * 0.5),
      { segments: 12 },
    ),
  );
  const crownR = kind === 'cherry' ? height * 0.4 : height * 0.32;
  const branches = rng.int(4, 6);
  for (let br = 0; br < branches; br += 1) {
    const angle = (br / branches) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const end: Vec3 = [
      Math.sin(angle) * crownR * 0.7,
      trunkHeight + crownR * rng.range(0.4, 0.9),
      Math.cos(angle) * crownR * 0.7,
    ];
    b.add(
      'branches',
      bark,
      sweep(
        bezier([0, trunkHeight * 0.95, 0], [end[0] * 0.3, end[1] * 0.9, end[2] * 0.3], end, 8),
        (t) => trunkR * 0.6 * (1 - t * 0.7),
        { segments: 8 },
      ),
    );
  }
  const leaf =
    kind === 'cherry'
      ? materials.leaf(rng.pick(['#f2c4d0', '#eab3c4', '#f6d5de']))
      : materials.leaf(rng.pick(['#4d7a3a', '#5d8a45', '#6b8f3a', '#3f6b35']));
  crown(b, rng, leaf, [0, trunkHeight + crownR * 0.9, 0], crownR, kind === 'cherry' ? 14 : 12);
  return b;
}

export type FlowerKind = 'arrangement' | 'bouquet' | 'group';

function flowerHead(b: AssetBuilder, rng: Rng, at: Vec3, colour: PbrMaterial, size: number): void {
  const petals = rng.int(5, 8);
  for (let p = 0; p < petals; p += 1) {
    const angle = (p / petals) * Math.PI * 2;
    b.add(
      'petals',
      colour,
      ellipsoid(size * 0.5, size * 0.12, size * 0.25, 8, 5),
      compose(
        translate(at[0], at[1], at[2]),
        compose(rotateY(angle), compose(rotateX(-0.4), translate(size * 0.45, 0, 0))),
      ),
    );
  }
  b.add(
    'centres',
    materials.leaf('#e0b84a'),
    sphere(size * 0.22, 8, 6),
    translate(at[0], at[1] + size * 0.05, at[2]),
  );
}

/** 花卉: flowers in a vase, a wrapped bouquet, a group of flower pots. */
export function flowers(context: ArchetypeContext, kind: FlowerKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const stem = materials.leaf('#4d7a3a');
  const colours = [
    materials.leaf(rng.pick(['#e7b8c4', '#f2f2f2', '#c8102e', '#f5d77a'])),
    materials.leaf(rng.pick(['#d98a6a', '#b8a2d8', '#f6d5de', '#ffffff'])),
  ];
  const count = rng.int(7, 13);
  let base: Vec3 = [0, 0, 0];
  if (kind === 'arrangement') {
    const h = rng.range(0.2, 0.3);
    b.add(
      'vase',
      materials.glass('#dfeef2', 0.4),
      lathe(
        [
          [0, 0],
          [0.07, 0],
          [0.08, h],
          [0.076, h],
          [0.066, 0.005],
          [0, 0.005],
        ],
        28,
      ),
    );
    base = [0, h * 0.5, 0];
  } else if (kind === 'bouquet') {
    b.add(
      'wrap',
      materials.paint(rng.pick(['#f1ede4', '#d8cfc0', '#2f3a44'])),
      lathe(
        [
          [0, 0],
          [0.04, 0],
          [0.16, 0.3],
          [0.155, 0.3],
          [0.035, 0.005],
          [0, 0.005],
        ],
        12,
        { flat: true },
      ),
      compose(translate(0, 0.05, 0), rotateX(0)),
    );
    b.add('ribbon', materials.fabric('#c8102e', 1), cylinder(0.045, 0.045, 0.1, 0.13, 16));
    base = [0, 0.08, 0];
  } else {
    for (let p = 0; p < 3; p += 1) {
      const x = (p - 1) * 0.3;
      b.add(
        'pots',
        materials.ceramic(rng.pick(['#f2efe8', '#c98b5e', '#8ea39a'])),
        lathe(
          [
            [0, 0],
            [0.09, 0],
            [0.11, 0.16 + p * 0.04],
            [0, 0.16 + p * 0.04],
          ],
          24,
        ),
        translate(x, 0, p % 2 === 0 ? 0 : 0.1),
      );
      for (let f = 0; f < 4; f += 1) {
        const top: Vec3 = [
          x + rng.range(-0.06, 0.06),
          0.35 + p * 0.04 + rng.range(0, 0.1),
          (p % 2 === 0 ? 0 : 0.1) + rng.range(-0.06, 0.06),
        ];
        b.add(
          'stems',
          stem,
          sweep([[x, 0.15 + p * 0.04, p % 2 === 0 ? 0 : 0.1], top], 0.004, { segments: 5 }),
        );
        flowerHead(b, rng, top, colours[f % 2]!, 0.05);
      }
    }
    return b;
  }
  for (let f = 0; f < count; f += 1) {
    const angle = rng.range(0, Math.PI * 2);
    const spread = rng.range(0.04, 0.16);
    const top: Vec3 = [
      Math.sin(angle) * spread,
      base[1] + rng.range(0.3, 0.45),
      Math.cos(angle) * spread,
    ];
    b.add(
      'stems',
      stem,
      sweep(bezier(base, [top[0] * 0.3, (base[1] + top[1]) / 2, top[2] * 0.3], top, 6), 0.004, {
        segments: 5,
      }),
    );
    flowerHead(b, rng, top, colours[f % 2]!, rng.range(0.035, 0.06));
    if (f % 3 === 0)
      b.add(
        'leaves',
        stem,
        ellipsoid(0.04, 0.004, 0.015, 8, 4),
        compose(translate(top[0] * 0.6, base[1] + 0.15, top[2] * 0.6), rotateY(angle)),
      );
  }
  return b;
}
