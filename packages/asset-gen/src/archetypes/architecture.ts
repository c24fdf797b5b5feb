import { AssetBuilder, materials } from '../builder.js';
import {
  compose,
  cylinder,
  extrude,
  Geometry,
  lathe,
  loftY,
  rotateY,
  translate,
  type Vec2,
} from '../geometry.js';
import { box, post, type ArchetypeContext } from '../parts.js';
import type { PbrMaterial } from '../types.js';

/** Windows on one facade: frames and glass panes in a grid, set into a wall plane facing +Z at z. */
function facadeWindows(
  b: AssetBuilder,
  frame: PbrMaterial,
  glass: PbrMaterial,
  x0: number,
  x1: number,
  y0: number,
  floors: number,
  floorHeight: number,
  z: number,
  spacing: number,
  windowWidth: number,
  windowHeight: number,
  rotation = 0,
): void {
  const count = Math.max(1, Math.floor((x1 - x0) / spacing));
  const step = (x1 - x0) / count;
  for (let floor = 0; floor < floors; floor += 1) {
    for (let w = 0; w < count; w += 1) {
      const cx = x0 + step * (w + 0.5);
      const cy = y0 + floor * floorHeight + floorHeight * 0.55;
      const place = rotateY(rotation, [0, 0, 0]);
      b.add(
        'window_frames',
        frame,
        box(
          [cx - windowWidth / 2 - 0.05, cy - windowHeight / 2 - 0.05, z - 0.02],
          [cx + windowWidth / 2 + 0.05, cy + windowHeight / 2 + 0.05, z + 0.06],
        ),
        place,
      );
      b.add(
        'glass',
        glass,
        box(
          [cx - windowWidth / 2, cy - windowHeight / 2, z + 0.05],
          [cx + windowWidth / 2, cy + windowHeight / 2, z + 0.08],
        ),
        place,
      );
    }
  }
}

/** Windows on all four sides of a rectangular block centred at the origin. */
function blockWindows(
  b: AssetBuilder,
  frame: PbrMaterial,
  glass: PbrMaterial,
  width: number,
  depth: number,
  y0: number,
  floors: number,
  floorHeight: number,
  spacing: number,
  windowWidth: number,
  windowHeight: number,
): void {
  facadeWindows(
    b,
    frame,
    glass,
    -width / 2 + 0.5,
    width / 2 - 0.5,
    y0,
    floors,
    floorHeight,
    depth / 2,
    spacing,
    windowWidth,
    windowHeight,
    0,
  );
  facadeWindows(
    b,
    frame,
    glass,
    -width / 2 + 0.5,
    width / 2 - 0.5,
    y0,
    floors,
    floorHeight,
    depth / 2,
    spacing,
    windowWidth,
    windowHeight,
    Math.PI,
  );
  facadeWindows(
    b,
    frame,
    glass,
    -depth / 2 + 0.5,
    depth / 2 - 0.5,
    y0,
    floors,
    floorHeight,
    width / 2,
    spacing,
    windowWidth,
    windowHeight,
    Math.PI / 2,
  );
  facadeWindows(
    b,
    frame,
    glass,
    -depth / 2 + 0.5,
    depth / 2 - 0.5,
    y0,
    floors,
    floorHeight,
    width / 2,
    spacing,
    windowWidth,
    windowHeight,
    -Math.PI / 2,
  );
}

/** A gable roof along X over a width x depth plan, eaves overhanging. */
function gableRoof(width: number, depth: number, rise: number, overhang: number): Geometry {
  const d = depth / 2 + overhang;
  const profile: Vec2[] = [
    [-d, 0],
    [d, 0],
    [d, 0.15],
    [0, rise + 0.15],
    [-d, 0.15],
  ];
  const g = extrude(profile, width + overhang * 2);
  const out = new Geometry();
  out.append(g, rotateY(Math.PI / 2));
  return out;
}

export type HouseKind = 'villa' | 'townhouse' | 'guesthouse';

/** Houses: storeys of rendered walls with windows, a door, pitched or flat roofs. */
export function house(context: ArchetypeContext, kind: HouseKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const wall = rng.chance(0.3)
    ? materials.brick(rng.pick(['#a0523d', '#8a6a55', '#b5a18a']))
    : materials.plaster(rng.pick(['#f1ede4', '#e6dccb', '#d9d4cc', '#ffffff']));
  const frame = materials.paint(rng.pick(['#2b2b2b', '#e8e6e1', '#5a4a3a']));
  const glass = materials.glass('#9fb8c4', 0.6);
  const roof = materials.roofTile(rng.pick(['#3d4247', '#6b3a2a', '#4a4a4a']));
  const floorHeight = 3.1;
  const units = kind === 'townhouse' ? rng.int(3, 5) : 1;
  const unitWidth =
    kind === 'townhouse'
      ? rng.range(6, 7.5)
      : kind === 'villa'
        ? rng.range(12, 16)
        : rng.range(9, 12);
  const depth = kind === 'villa' ? rng.range(10, 13) : rng.range(8, 10);
  const floors = kind === 'guesthouse' ? 2 : kind === 'townhouse' ? 3 : rng.int(2, 3);
  const pitched = kind !== 'villa' || rng.chance(0.4);
  for (let unit = 0; unit < units; unit += 1) {
    const cx = (unit - (units - 1) / 2) * unitWidth;
    const h = floors * floorHeight;
    const place = translate(cx, 0, 0);
    const unitBuilder = new AssetBuilder();
    unitBuilder.add(
      'walls',
      wall,
      box([-unitWidth / 2 + 0.05, 0, -depth / 2], [unitWidth / 2 - 0.05, h, depth / 2]),
    );
    unitBuilder.add(
      'plinth',
      materials.stone('#8d8a84'),
      box([-unitWidth / 2, 0, -depth / 2 - 0.05], [unitWidth / 2, 0.45, depth / 2 + 0.05]),
    );
    facadeWindows(
      unitBuilder,
      frame,
      glass,
      -unitWidth / 2 + 0.6,
      unitWidth / 2 - 0.6,
      0,
      floors,
      floorHeight,
      depth / 2,
      2.4,
      1.5,
      1.6,
    );
    facadeWindows(
      unitBuilder,
      frame,
      glass,
      -unitWidth / 2 + 0.6,
      unitWidth / 2 - 0.6,
      0,
      floors,
      floorHeight,
      depth / 2,
      3.2,
      1.2,
      1.4,
      Math.PI,
    );
    unitBuilder.add(
      'door',
      materials.wood('#5a3a22'),
      box([-0.55, 0.45, depth / 2], [0.55, 2.6, depth / 2 + 0.08]),
    );
    for (let f = 1; f < floors; f += 1)
      unitBuilder.add(
        'trim',
        materials.paint('#e9e6df'),
        box(
          [-unitWidth / 2, f * floorHeight - 0.1, -depth / 2 - 0.08],
          [unitWidth / 2, f * floorHeight + 0.1, depth / 2 + 0.08],
        ),
      );
    if (pitched)
      unitBuilder.add(
        'roof',
        roof,
        gableRoof(unitWidth - 0.1, depth, depth * rng.range(0.28, 0.4), 0.5),
        translate(0, h, 0),
      );
    else {
      unitBuilder.add(
        'roof',
        materials.paint('#d8d5cf'),
        box(
          [-unitWidth / 2 - 0.3, h, -depth / 2 - 0.3],
          [unitWidth / 2 + 0.3, h + 0.35, depth / 2 + 0.3],
        ),
      );
      unitBuilder.add(
        'glass',
        glass,
        box(
          [-unitWidth / 2 + 0.3, h + 0.35, depth / 2 - 0.2],
          [unitWidth / 2 - 0.3, h + 1.4, depth / 2 - 0.15],
        ),
      );
    }
    if (kind !== 'townhouse') {
      // A balcony over the entrance.
      unitBuilder.add(
        'balcony',
        materials.concrete(),
        box([-2.5, floorHeight - 0.2, depth / 2], [2.5, floorHeight, depth / 2 + 1.5]),
      );
      unitBuilder.add(
        'glass',
        glass,
        box([-2.5, floorHeight, depth / 2 + 1.45], [2.5, floorHeight + 1.1, depth / 2 + 1.5]),
      );
    }
    b.addAssembly(unitBuilder, place);
  }
  if (kind === 'villa') {
    // A single-storey wing with a terrace.
    const wingWidth = rng.range(6, 8);
    b.add(
      'walls',
      wall,
      box(
        [unitWidth / 2 - 0.05, 0, -depth / 2 + 1],
        [unitWidth / 2 + wingWidth, floorHeight + 0.3, depth / 2 - 1],
      ),
    );
    facadeWindows(
      b,
      frame,
      glass,
      unitWidth / 2 + 0.5,
      unitWidth / 2 + wingWidth - 0.5,
      0,
      1,
      floorHeight,
      depth / 2 - 1,
      2.2,
      1.8,
      2.0,
    );
    b.add(
      'roof',
      materials.paint('#d8d5cf'),
      box(
        [unitWidth / 2 - 0.05, floorHeight + 0.3, -depth / 2 + 0.7],
        [unitWidth / 2 + wingWidth + 0.3, floorHeight + 0.6, depth / 2 - 0.7],
      ),
    );
    b.add(
      'terrace',
      materials.wood('#8a6a4a'),
      box([-unitWidth / 2, 0, depth / 2], [unitWidth / 2 + wingWidth, 0.3, depth / 2 + 4]),
    );
  }
  return b;
}

export type TowerKind = 'residential' | 'office' | 'hotel' | 'mall' | 'sales';

/** Multi-storey blocks: a podium, a tower with floor bands and windows, a roof plant room. */
export function tower(context: ArchetypeContext, kind: TowerKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const glassy = kind === 'office' || kind === 'sales' || (kind === 'hotel' && rng.chance(0.5));
  const wall = glassy
    ? materials.metal('#8d949a', 0.4)
    : materials.plaster(rng.pick(['#e9e4da', '#d6d0c6', '#c9c3b8']));
  const glass = materials.glass(rng.pick(['#7e9aa8', '#6b8a96', '#8fa7a0']), 0.7);
  const frame = materials.metal('#5a5f64', 0.4);
  const floorHeight = kind === 'residential' ? 3.0 : 3.9;
  const floors =
    kind === 'residential'
      ? rng.int(18, 32)
      : kind === 'office'
        ? rng.int(20, 40)
        : kind === 'hotel'
          ? rng.int(12, 24)
          : kind === 'mall'
            ? rng.int(4, 6)
            : 2;
  const width =
    kind === 'mall' ? rng.range(80, 120) : kind === 'sales' ? rng.range(25, 35) : rng.range(28, 40);
  const depth =
    kind === 'mall' ? rng.range(50, 70) : kind === 'sales' ? rng.range(16, 22) : rng.range(16, 22);
  const height = floors * floorHeight;
  if (glassy) {
    // Curtain wall: a glass volume with mullions and floor slabs.
    b.add('glass', glass, box([-width / 2, 0, -depth / 2], [width / 2, height, depth / 2]));
    for (let f = 0; f <= floors; f += 1)
      b.add(
        'slabs',
        wall,
        box(
          [-width / 2 - 0.1, f * floorHeight - 0.25, -depth / 2 - 0.1],
          [width / 2 + 0.1, f * floorHeight + 0.05, depth / 2 + 0.1],
        ),
      );
    const mullions = Math.round(width / 1.5);
    for (let m = 0; m <= mullions; m += 1) {
      const x = -width / 2 + (m * width) / mullions;
      for (const z of [-depth / 2 - 0.15, depth / 2])
        b.add('mullions', frame, box([x - 0.06, 0, z], [x + 0.06, height, z + 0.15]));
    }
    const sideMullions = Math.round(depth / 1.5);
    for (let m = 0; m <= sideMullions; m += 1) {
      const z = -depth / 2 + (m * depth) / sideMullions;
      for (const x of [-width / 2 - 0.15, width / 2])
        b.add('mullions', frame, box([x, 0, z - 0.06], [x + 0.15, height, z + 0.06]));
    }
  } else {
    b.add('walls', wall, box([-width / 2, 0, -depth / 2], [width / 2, height, depth / 2]));
    blockWindows(
      b,
      frame,
      glass,
      width,
      depth,
      0,
      floors,
      floorHeight,
      kind === 'mall' ? 8 : 3.3,
      kind === 'mall' ? 6 : 1.8,
      kind === 'mall' ? 2.6 : 1.7,
    );
    if (kind === 'residential') {
      for (let f = 1; f < floors; f += 1)
        b.add(
          'balconies',
          materials.paint('#f4f2ee'),
          box(
            [-width / 4 - 2, f * floorHeight - 0.15, depth / 2],
            [-width / 4 + 2, f * floorHeight + 0.05, depth / 2 + 1.4],
          ),
        );
      for (let f = 1; f < floors; f += 1)
        b.add(
          'balconies',
          materials.paint('#f4f2ee'),
          box(
            [width / 4 - 2, f * floorHeight - 0.15, depth / 2],
            [width / 4 + 2, f * floorHeight + 0.05, depth / 2 + 1.4],
          ),
        );
    }
  }
  // Podium, entrance canopy and a plant room on the roof.
  if (kind !== 'sales')
    b.add(
      'podium',
      materials.stone('#8c8680'),
      box(
        [-width / 2 - 4, 0, -depth / 2 - 4],
        [width / 2 + 4, Math.min(6, height / 3), depth / 2 + 4],
      ),
    );
  b.add(
    'canopy',
    materials.metal('#3a3d40', 0.4),
    box(
      [-6, 4.2, depth / 2 + (kind === 'sales' ? 0 : 4)],
      [6, 4.6, depth / 2 + (kind === 'sales' ? 6 : 9)],
    ),
  );
  if (kind === 'sales') {
    b.add(
      'canopy',
      materials.wood('#a07a52'),
      box([-width / 2 - 2, height, -depth / 2 - 2], [width / 2 + 2, height + 0.8, depth / 2 + 2]),
    );
  } else {
    b.add(
      'roof',
      materials.concrete(),
      box([-width / 4, height, -depth / 4], [width / 4, height + 4, depth / 4]),
    );
  }
  return b;
}

export type PublicKind = 'library' | 'museum' | 'stadium' | 'school';

/** Public buildings: a library or school with a colonnade, a museum with a skylit block, a stadium bowl. */
export function publicBuilding(context: ArchetypeContext, kind: PublicKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const glass = materials.glass('#7e9aa8', 0.7);
  const frame = materials.metal('#5a5f64', 0.4);
  if (kind === 'stadium') {
    const r = rng.range(90, 120);
    const h = rng.range(25, 40);
    // An oval bowl: the lathe of a stand section, squashed by a scale in the plan.
    const bowl = lathe(
      [
        [r * 0.55, 0],
        [r, 0],
        [r, 0],
        [r * 1.02, h],
        [r * 1.02, h],
        [r * 0.9, h],
        [r * 0.9, h],
        [r * 0.6, h * 0.15],
        [r * 0.55, h * 0.15],
        [r * 0.55, 0],
      ],
      64,
    );
    b.add('stands', materials.concrete('#d8d6d0'), bowl);
    b.add('pitch', materials.grass(), cylinder(r * 0.55, r * 0.55, 0, 0.3, 64));
    b.add(
      'roof',
      materials.metal('#eeeeee', 0.3),
      lathe(
        [
          [r * 0.85, h + 2],
          [r * 1.05, h + 2],
          [r * 1.05, h + 3],
          [r * 0.85, h + 3],
        ],
        64,
      ),
      translate(0, 0, 0),
    );
    for (let c = 0; c < 24; c += 1) {
      const angle = (c / 24) * Math.PI * 2;
      b.add(
        'columns',
        frame,
        post(Math.sin(angle) * r * 1.03, Math.cos(angle) * r * 1.03, 0, h + 2, 0.6),
      );
    }
    return b;
  }
  const width = kind === 'museum' ? rng.range(60, 90) : rng.range(50, 80);
  const depth = kind === 'museum' ? rng.range(40, 60) : rng.range(25, 35);
  const floors = kind === 'museum' ? 2 : kind === 'library' ? rng.int(3, 5) : rng.int(3, 4);
  const floorHeight = kind === 'museum' ? 7 : 4.2;
  const height = floors * floorHeight;
  const wall =
    kind === 'museum'
      ? materials.stone(rng.pick(['#e3ddd2', '#cfc8bb', '#b9b2a6']))
      : kind === 'school'
        ? materials.brick(rng.pick(['#b0573f', '#c98a6a']))
        : materials.concrete('#d7d3cb');
  b.add('walls', wall, box([-width / 2, 0, -depth / 2], [width / 2, height, depth / 2]));
  b.add(
    'plinth',
    materials.stone('#7d7a74'),
    box([-width / 2 - 3, 0, -depth / 2 - 3], [width / 2 + 3, 1.2, depth / 2 + 6]),
  );
  for (let step = 0; step < 5; step += 1)
    b.add(
      'plinth',
      materials.stone('#7d7a74'),
      box(
        [-12 + step * 0.4, 0, depth / 2 + 6],
        [12 - step * 0.4, 1.2 - step * 0.24, depth / 2 + 6 + (5 - step) * 0.35],
      ),
    );
  if (kind === 'museum') {
    // A glass lantern on the roof and a portico of columns.
    b.add(
      'glass',
      glass,
      box([-width / 4, height, -depth / 4], [width / 4, height + 5, depth / 4]),
    );
    const columns = 8;
    for (let c = 0; c < columns; c += 1)
      b.add(
        'columns',
        materials.stone('#eeeae2'),
        post(-14 + (c * 28) / (columns - 1), depth / 2 + 3.5, 1.2, height - 1, 0.7, 0.6, 20),
      );
    b.add('walls', wall, box([-16, height - 1.5, depth / 2], [16, height, depth / 2 + 5]));
  } else {
    blockWindows(
      b,
      frame,
      glass,
      width,
      depth,
      1.2,
      floors,
      floorHeight,
      kind === 'library' ? 4 : 3.6,
      kind === 'library' ? 3.2 : 2.4,
      2.4,
    );
    b.add(
      'roof',
      materials.paint('#ece9e3'),
      box([-width / 2 - 1, height, -depth / 2 - 1], [width / 2 + 1, height + 0.8, depth / 2 + 1]),
    );
    if (kind === 'school') {
      // A clock tower over the entrance and a flag pole.
      b.add('walls', wall, box([-4, 0, depth / 2 - 4], [4, height + 8, depth / 2 + 0.5]));
      b.add(
        'clock',
        materials.ceramic('#f4f2ec'),
        cylinder(1.8, 1.8, 0, 0.2, 32),
        compose(translate(0, height + 4.5, depth / 2 + 0.5), {
          m: [1, 0, 0, 0, 0, -1, 0, 1, 0],
          t: [0, 0, 0],
        }),
      );
      b.add('pole', materials.chrome(), post(-12, depth / 2 + 12, 0, 14, 0.08));
    } else {
      b.add('glass', glass, box([-10, 1.2, depth / 2], [10, height - 2, depth / 2 + 0.3]));
    }
  }
  return b;
}

/** A Chinese hip-and-gable roof: a lofted curved skirt that sweeps up at the corners, and a ridge. */
function chineseRoof(
  b: AssetBuilder,
  roof: PbrMaterial,
  ridge: PbrMaterial,
  width: number,
  depth: number,
  rise: number,
  y: number,
  z = 0,
): void {
  const sections: { outline: Vec2[]; y: number }[] = [];
  const steps = 6;
  for (let s = 0; s <= steps; s += 1) {
    const t = s / steps;
    // Concave profile: wide flat eaves rising steeply to the ridge.
    const shrink = 1 - Math.pow(t, 0.7) * 0.62;
    const w = (width / 2) * (1 - (1 - shrink) * 0.6);
    const d = (depth / 2) * shrink;
    const lift = (1 - t) * 0.18 * Math.min(width, depth) * 0.15;
    const yy = y + rise * t * t * 0.6 + rise * t * 0.4;
    // Upturned corners: the corner points ride higher than the middle of each eave.
    sections.push({
      outline: [
        [-w, -d],
        [0, -d * 1.0],
        [w, -d],
        [w * 1.0, 0],
        [w, d],
        [0, d],
        [-w, d],
        [-w, 0],
      ].map(([x, zz]): Vec2 => [x!, zz! + z]),
      y: yy - lift * 0,
    });
  }
  b.add('roof', roof, loftY(sections, { flat: true }));
  // Corner flicks: small swept-up horns at the four eave corners.
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const hornProfile = lathe(
        [
          [0, 0],
          [0.12 * width * 0.05, 0],
          [0, 0.5 * width * 0.05],
        ],
        6,
        { flat: true },
      );
      b.add('roof', roof, hornProfile, translate(sx * (width / 2), y, sz * (depth / 2) + z));
    }
  }
  const top = y + rise;
  b.add(
    'ridge',
    ridge,
    box(
      [-width * 0.31, top - 0.05, -0.18 + z],
      [width * 0.31, top + Math.max(0.25, rise * 0.12), 0.18 + z],
      0.04,
    ),
  );
  for (const side of [-1, 1])
    b.add(
      'ridge',
      ridge,
      lathe(
        [
          [0, 0],
          [0.22, 0],
          [0.05, rise * 0.35],
        ],
        8,
      ),
      translate(side * width * 0.31, top, z),
    );
}

export type ChineseKind = 'hall' | 'pavilion' | 'paifang' | 'temple';

/** 中式古建: halls and temples on a stone platform with red columns and curved tiled roofs; 亭子; 牌坊. */
export function chinese(context: ArchetypeContext, kind: ChineseKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  const red = materials.lacquer(rng.pick(['#8e2a1e', '#9b2f22', '#7a2419']));
  const stone = materials.stone('#a8a39a', rng.int(0, 2));
  const roof = materials.roofTile(rng.pick(['#3b3f44', '#2f3336', '#8a6a2a']));
  const ridge = materials.ceramic('#2a2d30');
  const beamPaint = materials.paint(rng.pick(['#2f5d5a', '#27485f', '#3c5c4a']));
  if (kind === 'paifang') {
    // 牌坊: a gateway of posts on stone drums, lintels with a name board, and small roofs over each bay.
    const bays = rng.pick([1, 3, 3]);
    const bayWidth = rng.range(2.6, 3.4);
    const centreWidth = bays === 3 ? bayWidth * 1.3 : bayWidth;
    const height = rng.range(5.5, 7.5);
    const stoneGate = rng.chance(0.4);
    const postMaterial = stoneGate ? materials.stone('#bdb6aa', 1) : red;
    const xs: number[] =
      bays === 1
        ? [-centreWidth / 2, centreWidth / 2]
        : [
            -centreWidth / 2 - bayWidth,
            -centreWidth / 2,
            centreWidth / 2,
            centreWidth / 2 + bayWidth,
          ];
    for (const [index, x] of xs.entries()) {
      const inner = index > 0 && index < xs.length - 1;
      const h = inner || bays === 1 ? height : height * 0.78;
      b.add('posts', postMaterial, box([x - 0.22, 0, -0.22], [x + 0.22, h, 0.22], 0.02));
      b.add('bases', stone, box([x - 0.45, 0, -0.7], [x + 0.45, 1.0, 0.7], 0.05));
      b.add(
        'bases',
        stone,
        lathe(
          [
            [0, 0],
            [0.35, 0],
            [0.35, 0.5],
            [0, 0.7],
          ],
          16,
        ),
        translate(x, 1.0, 0),
      );
    }
    const spans: [number, number, number][] =
      bays === 1
        ? [[xs[0]!, xs[1]!, height]]
        : [
            [xs[0]!, xs[1]!, height * 0.78],
            [xs[1]!, xs[2]!, height],
            [xs[2]!, xs[3]!, height * 0.78],
          ];
    for (const [x0, x1, h] of spans) {
      b.add(
        'beams',
        stoneGate ? postMaterial : beamPaint,
        box([x0 - 0.3, h - 1.1, -0.18], [x1 + 0.3, h - 0.75, 0.18], 0.02),
      );
      b.add(
        'beams',
        stoneGate ? postMaterial : beamPaint,
        box([x0 - 0.3, h - 0.35, -0.2], [x1 + 0.3, h, 0.2], 0.02),
      );
      b.add(
        'boards',
        materials.lacquer('#1f3b5c'),
        box([(x0 + x1) / 2 - 0.8, h - 0.72, -0.24], [(x0 + x1) / 2 + 0.8, h - 0.38, 0.24], 0.01),
      );
      b.add(
        'boards',
        materials.brass(),
        box([(x0 + x1) / 2 - 0.7, h - 0.68, 0.24], [(x0 + x1) / 2 + 0.7, h - 0.42, 0.25]),
      );
      chineseRoof(b, roof, ridge, x1 - x0 + 1.4, 1.6, 0.9, h, 0);
    }
    return b;
  }
  if (kind === 'pavilion') {
    const sides = rng.pick([4, 6, 8]);
    const r = rng.range(1.8, 2.8);
    const columnHeight = rng.range(2.8, 3.4);
    b.add(
      'platform',
      stone,
      lathe(
        [
          [0, 0],
          [r + 0.8, 0],
          [r + 0.8, 0.6],
          [0, 0.6],
        ],
        sides,
        { flat: true, phase: Math.PI / sides },
      ),
    );
    for (let c = 0; c < sides; c += 1) {
      const angle = (c / sides) * Math.PI * 2 + Math.PI / sides;
      b.add(
        'columns',
        red,
        post(Math.sin(angle) * r, Math.cos(angle) * r, 0.6, 0.6 + columnHeight, 0.13, 0.12, 14),
      );
    }
    b.add(
      'beams',
      beamPaint,
      lathe(
        [
          [r - 0.15, 0.6 + columnHeight - 0.4],
          [r + 0.15, 0.6 + columnHeight - 0.4],
          [r + 0.15, 0.6 + columnHeight],
          [r - 0.15, 0.6 + columnHeight],
        ],
        sides,
        { flat: true, phase: Math.PI / sides },
      ),
    );
    b.add(
      'benches',
      red,
      lathe(
        [
          [r - 0.3, 1.0],
          [r + 0.05, 1.0],
          [r + 0.05, 1.1],
          [r - 0.3, 1.1],
        ],
        sides,
        { flat: true, phase: Math.PI / sides },
      ),
    );
    const eave = r + rng.range(1.0, 1.5);
    const top = 0.6 + columnHeight;
    const rise = rng.range(2.0, 3.0);
    // A concave pyramid roof: flat eaves curving up to a finial.
    const profile: Vec2[] = [
      [0, top],
      [eave * 0.92, top],
      [eave * 0.92, top],
      [eave, top + 0.35],
    ];
    for (let s = 1; s <= 6; s += 1) {
      const t = s / 6;
      profile.push([eave * (1 - t) + 0.05 * t, top + 0.35 + rise * Math.pow(t, 1.8)]);
    }
    b.add('roof', roof, lathe(profile, sides, { flat: true, phase: Math.PI / sides }));
    b.add(
      'finial',
      materials.brass(),
      lathe(
        [
          [0, 0],
          [0.18, 0.1],
          [0.22, 0.3],
          [0.08, 0.5],
          [0.12, 0.7],
          [0, 1.0],
        ],
        12,
      ),
      translate(0, top + 0.35 + rise - 0.05, 0),
    );
    return b;
  }
  // Halls and temples: a platform with steps, a colonnade, walls with lattice doors, one or two roofs.
  const bays = kind === 'temple' ? rng.pick([5, 7]) : rng.pick([3, 5]);
  const bayWidth = rng.range(3.2, 4.0);
  const width = bays * bayWidth;
  const depth = rng.range(9, 13);
  const platform = kind === 'temple' ? rng.range(1.2, 2.0) : rng.range(0.6, 1.0);
  const columnHeight = rng.range(4.0, 5.2);
  b.add(
    'platform',
    stone,
    box([-width / 2 - 2, 0, -depth / 2 - 2], [width / 2 + 2, platform, depth / 2 + 2]),
  );
  const stepCount = Math.round(platform / 0.16);
  for (let s = 0; s < stepCount; s += 1)
    b.add(
      'platform',
      stone,
      box(
        [-2.5, 0, depth / 2 + 2],
        [2.5, platform - s * 0.16, depth / 2 + 2 + (stepCount - s) * 0.3],
      ),
    );
  for (let c = 0; c <= bays; c += 1) {
    const x = -width / 2 + c * bayWidth;
    for (const z of [-depth / 2, depth / 2])
      b.add('columns', red, post(x, z, platform, platform + columnHeight, 0.24, 0.22, 16));
  }
  b.add(
    'walls',
    materials.plaster('#b8463a'),
    box(
      [-width / 2, platform, -depth / 2 + 0.6],
      [width / 2, platform + columnHeight, depth / 2 - 0.6],
    ),
  );
  for (let bay = 0; bay < bays; bay += 1) {
    const x = -width / 2 + (bay + 0.5) * bayWidth;
    b.add(
      'doors',
      materials.lacquer('#6e2318'),
      box(
        [x - bayWidth * 0.4, platform, depth / 2 - 0.62],
        [x + bayWidth * 0.4, platform + columnHeight * 0.85, depth / 2 - 0.5],
      ),
    );
    // Lattice: thin bars across each door.
    for (let bar = 1; bar < 6; bar += 1)
      b.add(
        'lattice',
        materials.brass(),
        box(
          [x - bayWidth * 0.38, platform + (columnHeight * 0.85 * bar) / 6, depth / 2 - 0.5],
          [
            x + bayWidth * 0.38,
            platform + (columnHeight * 0.85 * bar) / 6 + 0.04,
            depth / 2 - 0.46,
          ],
        ),
      );
  }
  b.add(
    'beams',
    beamPaint,
    box(
      [-width / 2 - 0.3, platform + columnHeight - 0.6, -depth / 2 - 0.3],
      [width / 2 + 0.3, platform + columnHeight, depth / 2 + 0.3],
    ),
  );
  const eaveTop = platform + columnHeight;
  if (kind === 'temple') {
    chineseRoof(b, roof, ridge, width + 4, depth + 4, 1.6, eaveTop, 0);
    b.add(
      'walls',
      materials.plaster('#b8463a'),
      box(
        [-width / 2 + bayWidth * 0.5, eaveTop + 1.2, -depth / 2 + 1.5],
        [width / 2 - bayWidth * 0.5, eaveTop + 3.2, depth / 2 - 1.5],
      ),
    );
    chineseRoof(b, roof, ridge, width + 1, depth + 1, depth * 0.35, eaveTop + 3.0, 0);
  } else {
    chineseRoof(b, roof, ridge, width + 3.2, depth + 3.2, depth * 0.4, eaveTop, 0);
  }
  return b;
}
