import { AssetBuilder, materials } from '../builder.js';
import { Rng } from '../random.js';
import {
  bezier,
  cylinder,
  ellipsoid,
  extrude,
  lathe,
  rotateY,
  sphere,
  sweep,
  translate,
  type Vec2,
  type Vec3,
} from '../geometry.js';
import { box, type ArchetypeContext } from '../parts.js';
import { appliance } from './appliances.js';
import { chinese, house } from './architecture.js';
import { bed, cabinet, chair, sofa, table } from './furniture.js';
import { floorLamp, pendant } from './lighting.js';
import { pottedPlant, tree } from './nature.js';
import { rug } from './interior.js';
import { person, vehicle } from './outdoor.js';

function sub(context: ArchetypeContext, salt: number): ArchetypeContext {
  return { ...context, rng: new Rng(Math.floor(context.rng.next() * 4294967296) ^ salt) };
}

export type SceneKind = 'living' | 'bedroom' | 'office' | 'street' | 'forest' | 'old-town';

/** UE scenes: a room shell furnished with the catalogue's own archetypes, or an outdoor set. */
export function scene(context: ArchetypeContext, kind: SceneKind): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  if (kind === 'living' || kind === 'bedroom' || kind === 'office') {
    const w = rng.range(5, 7);
    const d = rng.range(4.5, 6);
    const h = 2.9;
    b.add(
      'floor',
      materials.wood(rng.pick(['#b08a62', '#8a6a4a', '#c8a77e']), 1),
      box([-w / 2, -0.05, -d / 2], [w / 2, 0, d / 2]),
    );
    b.add(
      'walls',
      materials.plaster('#efebe4'),
      box([-w / 2, 0, -d / 2 - 0.12], [w / 2, h, -d / 2]),
    );
    b.add(
      'walls',
      materials.plaster('#efebe4'),
      box([-w / 2 - 0.12, 0, -d / 2 - 0.12], [-w / 2, h, d / 2]),
    );
    b.add(
      'glass',
      materials.glass('#cfe0e6', 0.3),
      box([w / 2 - 0.02, 0.4, -d / 2 + 0.5], [w / 2, h - 0.3, d / 2 - 0.5]),
    );
    b.add(
      'window_frames',
      materials.blackMetal(),
      box([w / 2 - 0.04, h - 0.3, -d / 2 + 0.5], [w / 2, h - 0.25, d / 2 - 0.5]),
    );
    b.add(
      'skirting',
      materials.paint('#f4f2ee'),
      box([-w / 2, 0, -d / 2], [w / 2, 0.1, -d / 2 + 0.015]),
    );
    if (kind === 'living') {
      b.addAssembly(
        sofa(sub(context, 1), { seats: 3, corner: false }),
        translate(0, 0, -d / 2 + 0.6),
        'sofa_',
      );
      b.addAssembly(table(sub(context, 2), 'coffee'), translate(0, 0, 0.1), 'table_');
      b.addAssembly(rug(sub(context, 3), 'living'), translate(0, 0, -0.1), 'rug_');
      b.addAssembly(
        cabinet(sub(context, 4), 'tv'),
        rotateY(Math.PI, [0, 0, d / 2 - 0.3]),
        'tv_cabinet_',
      );
      b.addAssembly(
        appliance(sub(context, 5), 'tv'),
        rotateY(Math.PI, [0, 0.5, d / 2 - 0.35]),
        'tv_',
      );
      b.addAssembly(
        floorLamp(sub(context, 6), 'arc'),
        translate(-w / 2 + 0.5, 0, -d / 2 + 0.5),
        'lamp_',
      );
      b.addAssembly(
        pottedPlant(sub(context, 7), 'monstera'),
        translate(w / 2 - 0.6, 0, -d / 2 + 0.6),
        'plant_',
      );
    } else if (kind === 'bedroom') {
      b.addAssembly(bed(sub(context, 1), 'upholstered'), translate(0, 0, -d / 2 + 1.2), 'bed_');
      b.addAssembly(
        cabinet(sub(context, 2), 'wardrobe'),
        rotateY(Math.PI / 2, [-w / 2 + 0.35, 0, 0.5]),
        'wardrobe_',
      );
      b.addAssembly(rug(sub(context, 3), 'living'), translate(0, 0, 0.6), 'rug_');
      b.addAssembly(pendant(sub(context, 4), 'dining'), translate(0, h - 1.6, 0.8), 'lamp_');
      b.addAssembly(
        pottedPlant(sub(context, 5), 'foliage'),
        translate(w / 2 - 0.5, 0, -d / 2 + 0.5),
        'plant_',
      );
    } else {
      for (let desk = 0; desk < 4; desk += 1) {
        const x = (desk % 2 === 0 ? -1 : 1) * 0.8;
        const z = desk < 2 ? -0.6 : 0.9;
        b.addAssembly(
          table(sub(context, 10 + desk), 'desk'),
          rotateY(desk < 2 ? 0 : Math.PI, [x, 0, z]),
          'desk_',
        );
        b.addAssembly(
          chair(sub(context, 20 + desk), 'office'),
          rotateY(desk < 2 ? Math.PI : 0, [x, 0, z + (desk < 2 ? 0.6 : -0.6)]),
          'chair_',
        );
        b.addAssembly(
          appliance(sub(context, 30 + desk), 'monitor'),
          rotateY(desk < 2 ? 0 : Math.PI, [x, 0.75, z + (desk < 2 ? -0.1 : 0.1)]),
          'monitor_',
        );
      }
      b.addAssembly(
        cabinet(sub(context, 40), 'bookcase'),
        translate(-w / 2 + 1.2, 0, -d / 2 + 0.2),
        'shelf_',
      );
      b.addAssembly(
        pottedPlant(sub(context, 41), 'palm'),
        translate(w / 2 - 0.6, 0, -d / 2 + 0.6),
        'plant_',
      );
    }
    return b;
  }
  if (kind === 'street') {
    const length = rng.range(50, 70);
    b.add('road', materials.asphalt(), box([-length / 2, -0.05, -4], [length / 2, 0, 4]));
    for (const side of [-1, 1])
      b.add(
        'pavement',
        materials.concrete('#b0aca4'),
        box([-length / 2, 0, side > 0 ? 4 : -8], [length / 2, 0.15, side > 0 ? 8 : -4]),
      );
    for (let m = 0; m < Math.floor(length / 6); m += 1)
      b.add(
        'markings',
        materials.paint('#f4f4f2'),
        box([-length / 2 + m * 6, 0, -0.08], [-length / 2 + m * 6 + 3, 0.005, 0.08]),
      );
    for (let i = 0; i < 4; i += 1) {
      const x = -length / 2 + 8 + (i * (length - 16)) / 3;
      b.addAssembly(house(sub(context, 100 + i), 'townhouse'), translate(x, 0.15, -15), 'block_');
    }
    for (let t = 0; t < 6; t += 1)
      b.addAssembly(
        tree(sub(context, 200 + t), 'broadleaf'),
        translate(-length / 2 + 5 + (t * (length - 10)) / 5, 0.15, 6),
        'tree_',
      );
    for (let c = 0; c < 3; c += 1)
      b.addAssembly(
        vehicle(sub(context, 300 + c), 'car'),
        rotateY(c % 2 === 0 ? 0 : Math.PI, [
          -length / 4 + c * (length / 4),
          0,
          c % 2 === 0 ? -2 : 2,
        ]),
        'car_',
      );
    for (let p = 0; p < 4; p += 1)
      b.addAssembly(
        person(sub(context, 400 + p), p % 2 === 0 ? 'casual' : 'business'),
        rotateY(p * 1.3, [-length / 3 + p * 7, 0.15, 6.5]),
        'person_',
      );
    for (let l = 0; l < 5; l += 1) {
      const x = -length / 2 + 4 + (l * (length - 8)) / 4;
      b.add(
        'street_lights',
        materials.blackMetal(),
        sweep(bezier([x, 0.15, 4.5], [x, 7, 4.5], [x, 7, 3.5], 10), 0.06, { segments: 8 }),
      );
      b.add(
        'street_lights',
        materials.bulb(),
        ellipsoid(0.25, 0.08, 0.15, 12, 6),
        translate(x, 6.9, 3.4),
      );
    }
    return b;
  }
  if (kind === 'forest') {
    const size = rng.range(30, 40);
    b.add('ground', materials.grass(), box([-size / 2, -0.2, -size / 2], [size / 2, 0, size / 2]));
    const trees = rng.int(14, 20);
    for (let t = 0; t < trees; t += 1) {
      const x = rng.range(-size / 2 + 2, size / 2 - 2);
      const z = rng.range(-size / 2 + 2, size / 2 - 2);
      b.addAssembly(
        tree(sub(context, 500 + t), rng.chance(0.6) ? 'pine' : 'broadleaf'),
        rotateY(rng.range(0, 6), [x, 0, z]),
        'tree_',
      );
    }
    for (let r = 0; r < 10; r += 1)
      b.add(
        'rocks',
        materials.stone('#7d7a74', 2),
        ellipsoid(rng.range(0.3, 0.9), rng.range(0.2, 0.5), rng.range(0.3, 0.8), 10, 6),
        translate(rng.range(-size / 2, size / 2), 0, rng.range(-size / 2, size / 2)),
      );
    const path: Vec2[] = [
      [-size / 2, -1.2],
      [size / 2, -1.2],
      [size / 2, 1.2],
      [-size / 2, 1.2],
    ];
    b.add('path', materials.soil(), extrude(path, 0.02), {
      m: [1, 0, 0, 0, 0, -1, 0, 1, 0],
      t: [0, 0.005, 0],
    });
    return b;
  }
  // Old town: stone-paved lane between old houses, with a paifang at one end.
  const length = rng.range(40, 55);
  b.add('paving', materials.stone('#8e8a82', 1), box([-length / 2, -0.1, -6], [length / 2, 0, 6]));
  for (let i = 0; i < 4; i += 1) {
    for (const side of [-1, 1]) {
      const hall = chinese(sub(context, 600 + i * 2 + (side > 0 ? 1 : 0)), 'hall');
      b.addAssembly(
        hall,
        rotateY(side > 0 ? Math.PI : 0, [-length / 2 + 8 + (i * (length - 16)) / 3, 0, side * 14]),
        'hall_',
      );
    }
  }
  b.addAssembly(
    chinese(sub(context, 700), 'paifang'),
    rotateY(Math.PI / 2, [length / 2 - 3, 0, 0]),
    'gate_',
  );
  for (let l = 0; l < 8; l += 1) {
    const x = -length / 2 + 4 + (l * (length - 8)) / 7;
    b.add(
      'lanterns',
      materials.lacquer('#b8261a'),
      ellipsoid(0.25, 0.32, 0.25, 12, 8),
      translate(x, 3.2, 5.5),
    );
    b.add(
      'lanterns',
      materials.lacquer('#b8261a'),
      ellipsoid(0.25, 0.32, 0.25, 12, 8),
      translate(x, 3.2, -5.5),
    );
  }
  return b;
}

/** 无人机 and 飞船: a quadcopter; a lofted spaceship with wings and engines. Both built along +X. */
export function aircraft(context: ArchetypeContext, kind: 'drone' | 'ship'): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  if (kind === 'drone') {
    const shell = materials.plastic(rng.pick(['#2b2b2b', '#e8e6e1', '#8a8d91']));
    const span = rng.range(0.3, 0.45);
    b.add('body', shell, ellipsoid(0.09, 0.045, 0.12, 20, 10), translate(0, 0.08, 0));
    for (let arm = 0; arm < 4; arm += 1) {
      const angle = Math.PI / 4 + (arm * Math.PI) / 2;
      const end: Vec3 = [(Math.sin(angle) * span) / 2, 0.09, (Math.cos(angle) * span) / 2];
      b.add('arms', shell, sweep([[0, 0.08, 0], end], 0.012, { segments: 8 }));
      b.add(
        'motors',
        materials.blackMetal(),
        cylinder(0.018, 0.018, 0.08, 0.11, 16),
        translate(end[0], 0, end[2]),
      );
      b.add(
        'props',
        materials.plastic('#1d1d1f'),
        box([-0.09, 0.11, -0.008], [0.09, 0.114, 0.008], 0.003),
        rotateY(angle, [end[0], 0, end[2]]),
      );
      b.add(
        'legs',
        shell,
        sweep(
          [
            [end[0] * 0.5, 0.06, end[2] * 0.5],
            [end[0] * 0.6, 0, end[2] * 0.6],
          ],
          0.005,
          { segments: 6 },
        ),
      );
    }
    b.add('camera', materials.blackMetal(), sphere(0.025, 14, 10), translate(0, 0.04, 0.1));
    b.add('lens', materials.glass('#111111', 0.9), cylinder(0.012, 0.012, 0, 0.01, 12), {
      m: [1, 0, 0, 0, 0, -1, 0, 1, 0],
      t: [0, 0.04, 0.12],
    });
    return b;
  }
  const length = rng.range(12, 25);
  const hull = materials.metal(rng.pick(['#c9cdd1', '#8a8d91', '#e8e6e1']), 0.3);
  // Fuselage: a lathe from the nose tip to the engine block, pointed at the front.
  const profile: Vec2[] = [[0, length / 2]];
  for (let i = 12; i >= 0; i -= 1) {
    const t = i / 12;
    const nose = t > 0.85 ? (1 - t) / 0.15 : 1;
    profile.push([
      length * (0.04 + 0.1 * Math.sin(Math.PI * Math.pow(t, 0.6))) * Math.max(0.05, nose),
      t * length - length / 2,
    ]);
  }
  profile.push([0, -length / 2]);
  const fuselage = lathe(profile, 20);
  b.add('hull', hull, fuselage, { m: [0, 1, 0, -1, 0, 0, 0, 0, 1], t: [0, length * 0.2, 0] });
  for (const side of [-1, 1]) {
    const wing: Vec2[] = [
      [-length * 0.35, 0],
      [length * 0.05, 0],
      [-length * 0.25, length * 0.35],
      [-length * 0.4, length * 0.35],
    ];
    b.add('wings', hull, extrude(wing, length * 0.015), {
      m: [1, 0, 0, 0, 0, 1, 0, side, 0],
      t: [0, length * 0.2, side * length * 0.1],
    });
    b.add(
      'engines',
      materials.blackMetal(),
      cylinder(length * 0.04, length * 0.05, -length * 0.2, length * 0.1, 16),
      { m: [0, 1, 0, -1, 0, 0, 0, 0, 1], t: [-length * 0.35, length * 0.2, side * length * 0.2] },
    );
    b.add(
      'glow',
      materials.bulb('#7fd4ff'),
      cylinder(length * 0.04, length * 0.04, 0, length * 0.005, 16),
      { m: [0, 1, 0, -1, 0, 0, 0, 0, 1], t: [-length * 0.55, length * 0.2, side * length * 0.2] },
    );
  }
  b.add(
    'cockpit',
    materials.glass('#26333d', 0.8),
    ellipsoid(length * 0.08, length * 0.05, length * 0.06, 16, 10),
    translate(length * 0.22, length * 0.26, 0),
  );
  return b;
}

/** A character on a round display base (UE character assets ship with one), in costume. */
export function character(context: ArchetypeContext, kind: 'ancient' | 'scifi'): AssetBuilder {
  const { rng } = context;
  const b = new AssetBuilder();
  b.addAssembly(
    person(context, kind === 'ancient' ? 'casual' : 'business'),
    translate(0, 0.05, 0),
    '',
  );
  b.add('base', materials.stone('#5a5750'), cylinder(0.45, 0.45, 0, 0.05, 40));
  if (kind === 'ancient') {
    // A long robe over the legs and a sword at the side.
    b.add(
      'robe',
      materials.fabric(rng.pick(['#7a2f2a', '#2f4a66', '#e8e4dc', '#3f5a3a']), 2),
      lathe(
        [
          [0, 1.0],
          [0.2, 1.0],
          [0.3, 0.1],
          [0.31, 0.06],
          [0, 0.06],
        ],
        24,
      ),
    );
    b.add('sash', materials.fabric('#c9a25a', 1), cylinder(0.19, 0.19, 0.98, 1.06, 24));
    b.add(
      'sword',
      materials.metal('#c9cdd1', 0.25),
      box([-0.008, 0.3, -0.02], [0.008, 1.0, 0.02]),
      translate(0.32, 0, 0.05),
    );
  } else {
    const armour = materials.metal(rng.pick(['#e8e6e1', '#2b2b2b', '#3a5a7a']), 0.3);
    b.add('armour', armour, box([-0.2, 1.05, -0.13], [0.2, 1.45, 0.14], 0.06, 3));
    for (const side of [-1, 1])
      b.add('armour', armour, sphere(0.09, 14, 8), translate(side * 0.22, 1.44, 0));
    b.add('visor', materials.bulb('#7fd4ff'), box([-0.07, 1.66, 0.09], [0.07, 1.7, 0.11], 0.01));
    b.add('armour', armour, box([-0.1, 0.4, -0.08], [0.1, 0.5, 0.1], 0.03), translate(0.1, 0, 0));
    b.add('armour', armour, box([-0.1, 0.4, -0.08], [0.1, 0.5, 0.1], 0.03), translate(-0.1, 0, 0));
  }
  return b;
}
