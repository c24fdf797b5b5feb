import type { Asset, MeshPart, PbrMaterial } from '@yunmo/asset-gen/types';

/** Small hand-built meshes for the renderer's own tests and previews. */

export function box(
  name: string,
  material: PbrMaterial,
  cx: number,
  cy: number,
  cz: number,
  sx: number,
  sy: number,
  sz: number,
): MeshPart {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, 1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  const half = [sx / 2, sy / 2, sz / 2];
  for (const [normal, u, v] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      const point = [0, 1, 2].map(
        (axis) => (normal[axis]! + u[axis]! * a + v[axis]! * b) * half[axis]!,
      );
      positions.push(cx + point[0]!, cy + point[1]!, cz + point[2]!);
      normals.push(...normal);
      uvs.push(((a + 1) / 2) * sx, ((b + 1) / 2) * sy);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return {
    name,
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    material,
  };
}

export function sphere(
  name: string,
  material: PbrMaterial,
  cx: number,
  cy: number,
  cz: number,
  radius: number,
  segments = 32,
): MeshPart {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const rings = segments / 2;
  for (let ring = 0; ring <= rings; ring += 1) {
    const theta = (ring / rings) * Math.PI;
    for (let segment = 0; segment <= segments; segment += 1) {
      const phi = (segment / segments) * Math.PI * 2;
      const x = Math.sin(theta) * Math.cos(phi);
      const y = Math.cos(theta);
      const z = -Math.sin(theta) * Math.sin(phi);
      positions.push(cx + x * radius, cy + y * radius, cz + z * radius);
      normals.push(x, y, z);
      uvs.push(phi * radius, theta * radius);
    }
  }
  for (let ring = 0; ring < rings; ring += 1) {
    for (let segment = 0; segment < segments; segment += 1) {
      const a = ring * (segments + 1) + segment;
      const b = a + segments + 1;
      indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  return {
    name,
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    material,
  };
}

export function cylinder(
  name: string,
  material: PbrMaterial,
  cx: number,
  y0: number,
  cz: number,
  radius: number,
  height: number,
  segments = 24,
  radiusTop = radius,
): MeshPart {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const slope = (radius - radiusTop) / height;
  for (let segment = 0; segment <= segments; segment += 1) {
    const phi = (segment / segments) * Math.PI * 2;
    const x = Math.cos(phi);
    const z = Math.sin(phi);
    const length = Math.hypot(1, slope);
    for (const [r, y] of [
      [radius, y0],
      [radiusTop, y0 + height],
    ] as const) {
      positions.push(cx + x * r, y, cz + z * r);
      normals.push(x / length, slope / length, z / length);
      uvs.push(phi * radius, y - y0);
    }
  }
  for (let segment = 0; segment < segments; segment += 1) {
    const a = segment * 2;
    indices.push(a, a + 1, a + 2, a + 2, a + 1, a + 3);
  }
  for (const [r, y, ny] of [
    [radiusTop, y0 + height, 1],
    [radius, y0, -1],
  ] as const) {
    const centre = positions.length / 3;
    positions.push(cx, y, cz);
    normals.push(0, ny, 0);
    uvs.push(0, 0);
    for (let segment = 0; segment <= segments; segment += 1) {
      const phi = (segment / segments) * Math.PI * 2;
      positions.push(cx + Math.cos(phi) * r, y, cz + Math.sin(phi) * r);
      normals.push(0, ny, 0);
      uvs.push(Math.cos(phi) * r, Math.sin(phi) * r);
      if (segment > 0) indices.push(centre, centre + segment, centre + segment + 1);
    }
  }
  return {
    name,
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    material,
  };
}

export const testMaterials = {
  fabric: { name: 'fabric', baseColor: [0.32, 0.36, 0.42], metallic: 0, roughness: 0.85 },
  wood: { name: 'wood', baseColor: [0.35, 0.2, 0.1], metallic: 0, roughness: 0.5 },
  brass: { name: 'brass', baseColor: [0.91, 0.72, 0.4], metallic: 1, roughness: 0.3 },
  chrome: { name: 'chrome', baseColor: [0.95, 0.95, 0.95], metallic: 1, roughness: 0.08 },
  ceramic: { name: 'ceramic', baseColor: [0.8, 0.8, 0.78], metallic: 0, roughness: 0.15 },
  glass: {
    name: 'glass',
    baseColor: [0.9, 0.95, 0.95],
    metallic: 0,
    roughness: 0.05,
    opacity: 0.25,
  },
} satisfies Record<string, PbrMaterial>;

/** A little armchair on a wooden base with a brass lamp and a glass sphere: metal, dielectric, glass. */
export function testChair(): Asset {
  const m = testMaterials;
  const parts: MeshPart[] = [
    box('seat', m.fabric, 0, 0.3, 0.03, 0.8, 0.16, 0.7),
    box('back', m.fabric, 0, 0.6, -0.28, 0.8, 0.5, 0.16),
    box('arm-left', m.fabric, -0.46, 0.42, 0.02, 0.14, 0.32, 0.74),
    box('arm-right', m.fabric, 0.46, 0.42, 0.02, 0.14, 0.32, 0.74),
    box('base', m.wood, 0, 0.17, 0, 1.06, 0.1, 0.78),
  ];
  for (const [x, z] of [
    [-0.46, -0.32],
    [0.46, -0.32],
    [-0.46, 0.32],
    [0.46, 0.32],
  ] as const) {
    parts.push(cylinder('leg', m.brass, x, 0, z, 0.025, 0.13, 12, 0.018));
  }
  parts.push(sphere('cushion', m.ceramic, 0.2, 0.47, 0.05, 0.12));
  parts.push(sphere('glass-ball', m.glass, -0.2, 0.48, 0.08, 0.1));
  parts.push(cylinder('lamp-pole', m.chrome, 0.85, 0, -0.1, 0.015, 1.3, 12));
  parts.push(cylinder('lamp-base', m.chrome, 0.85, 0, -0.1, 0.14, 0.02, 24));
  parts.push(cylinder('lamp-shade', m.ceramic, 0.85, 1.15, -0.1, 0.2, 0.25, 32, 0.12));
  return { archetype: 'test-chair', parts, dimensionsCm: { width: 180, depth: 80, height: 140 } };
}
