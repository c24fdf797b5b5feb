/**
 * Geometry primitives in metres: every surface is a grid of rows (lathes, lofts, sweeps, rounded boxes)
 * or a capped polygon, so normals and metre-based UVs are computed once, in one place.
 */

export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

/** A growable triangle mesh; parts of one material are merged into one of these. */
export class Geometry {
  positions: number[] = [];
  normals: number[] = [];
  uvs: number[] = [];
  indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  vertex(position: Vec3, normal: Vec3, uv: Vec2): number {
    const index = this.vertexCount;
    const n = normalize(normal, [0, 1, 0]);
    this.positions.push(position[0], position[1], position[2]);
    this.normals.push(n[0], n[1], n[2]);
    this.uvs.push(uv[0], uv[1]);
    return index;
  }

  /** A triangle; dropped when degenerate, flipped when it faces against its vertices' normals. */
  triangle(a: number, b: number, c: number): void {
    const pa = this.at(a);
    const edge1 = sub(this.at(b), pa);
    const edge2 = sub(this.at(c), pa);
    const face = cross(edge1, edge2);
    const area = length(face);
    if (area < 1e-10) return;
    const normalSum: Vec3 = [0, 0, 0];
    for (const index of [a, b, c]) {
      normalSum[0] += this.normals[index * 3]!;
      normalSum[1] += this.normals[index * 3 + 1]!;
      normalSum[2] += this.normals[index * 3 + 2]!;
    }
    if (dot(face, normalSum) < 0) this.indices.push(a, c, b);
    else this.indices.push(a, b, c);
  }

  at(index: number): Vec3 {
    return [
      this.positions[index * 3]!,
      this.positions[index * 3 + 1]!,
      this.positions[index * 3 + 2]!,
    ];
  }

  /** Appends another geometry moved by a transform. */
  append(other: Geometry, transform: Transform = identity): void {
    const offset = this.vertexCount;
    // Normals move by the inverse transpose, so a squashed sphere still shades as one.
    const normalTransform: Transform = { m: inverseTranspose(transform.m), t: [0, 0, 0] };
    for (let index = 0; index < other.vertexCount; index += 1) {
      const position = applyPoint(transform, other.at(index));
      const normal = applyVector(normalTransform, [
        other.normals[index * 3]!,
        other.normals[index * 3 + 1]!,
        other.normals[index * 3 + 2]!,
      ]);
      this.vertex(position, normal, [other.uvs[index * 2]!, other.uvs[index * 2 + 1]!]);
    }
    // A mirroring transform reverses the winding.
    const mirrored = determinant(transform) < 0;
    for (let index = 0; index < other.indices.length; index += 3) {
      const a = other.indices[index]! + offset;
      const b = other.indices[index + 1]! + offset;
      const c = other.indices[index + 2]! + offset;
      if (mirrored) this.indices.push(a, c, b);
      else this.indices.push(a, b, c);
    }
  }
}

/** A rotation (row-major 3x3, orthonormal, optionally mirrored) and a translation. */
export interface Transform {
  m: readonly number[];
  t: Vec3;
}
export const identity: Transform = { m: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 0] };

export function translate(x: number, y: number, z: number): Transform {
  return { m: identity.m, t: [x, y, z] };
}
export function rotateY(angle: number, t: Vec3 = [0, 0, 0]): Transform {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { m: [c, 0, s, 0, 1, 0, -s, 0, c], t };
}
export function rotateX(angle: number, t: Vec3 = [0, 0, 0]): Transform {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { m: [1, 0, 0, 0, c, -s, 0, s, c], t };
}
export function rotateZ(angle: number, t: Vec3 = [0, 0, 0]): Transform {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { m: [c, -s, 0, s, c, 0, 0, 0, 1], t };
}
export function mirrorX(t: Vec3 = [0, 0, 0]): Transform {
  return { m: [-1, 0, 0, 0, 1, 0, 0, 0, 1], t };
}
/** Applies `first`, then `second`. */
export function compose(second: Transform, first: Transform): Transform {
  const a = second.m;
  const b = first.m;
  const m: number[] = [];
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 3; col += 1)
      m.push(a[row * 3]! * b[col]! + a[row * 3 + 1]! * b[3 + col]! + a[row * 3 + 2]! * b[6 + col]!);
  return { m, t: add(applyVector(second, first.t), second.t) };
}
function inverseTranspose(m: readonly number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  // The cofactor matrix divided by the determinant is the inverse transpose.
  return [
    (e * i - f * h) / det,
    -(d * i - f * g) / det,
    (d * h - e * g) / det,
    -(b * i - c * h) / det,
    (a * i - c * g) / det,
    -(a * h - b * g) / det,
    (b * f - c * e) / det,
    -(a * f - c * d) / det,
    (a * e - b * d) / det,
  ];
}
/** A scale along the axes (non-uniform is fine: normals are corrected). */
export function scaleXYZ(x: number, y: number, z: number, t: Vec3 = [0, 0, 0]): Transform {
  return { m: [x, 0, 0, 0, y, 0, 0, 0, z], t };
}
function determinant(transform: Transform): number {
  const m = transform.m;
  return (
    m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
    m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
    m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!)
  );
}
function applyVector(transform: Transform, v: Vec3): Vec3 {
  const m = transform.m;
  return [
    m[0]! * v[0] + m[1]! * v[1] + m[2]! * v[2],
    m[3]! * v[0] + m[4]! * v[1] + m[5]! * v[2],
    m[6]! * v[0] + m[7]! * v[1] + m[8]! * v[2],
  ];
}
function applyPoint(transform: Transform, v: Vec3): Vec3 {
  return add(applyVector(transform, v), transform.t);
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}
export function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
export function scale(a: Vec3, s: number): Vec3 {
  return [a[0] * s, a[1] * s, a[2] * s];
}
export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
export function length(a: Vec3): number {
  return Math.hypot(a[0], a[1], a[2]);
}
export function normalize(a: Vec3, fallback: Vec3 = [0, 1, 0]): Vec3 {
  const l = length(a);
  return l > 1e-12 ? [a[0] / l, a[1] / l, a[2] / l] : fallback;
}
export function distance(a: Vec3, b: Vec3): number {
  return length(sub(a, b));
}

export interface GridOptions {
  /** Rows are closed loops (lathes, lofts of rings). */
  closed: boolean;
  /** Faceted: every quad gets its own vertices and face normal (roofs, polygonal shafts, boxes). */
  flat?: boolean;
}

/**
 * A surface through rows of points (each row a loop or strip, all rows the same length). Repeat a row
 * to get a hard edge across the surface; the zero-area quads between them are dropped.
 */
export function grid(rows: readonly Vec3[][], options: GridOptions): Geometry {
  const geometry = new Geometry();
  const rowCount = rows.length;
  const columns = rows[0]!.length;
  const quadColumns = options.closed ? columns : columns - 1;
  const column = (c: number) => (options.closed ? c % columns : c);
  if (options.flat) {
    // u along rows, v along columns, both in metres.
    const vStart = columnDistances(rows, columns);
    for (let r = 0; r < rowCount - 1; r += 1) {
      let u0 = 0;
      let u1 = 0;
      for (let c = 0; c < quadColumns; c += 1) {
        const a = rows[r]![column(c)]!;
        const b = rows[r]![column(c + 1)]!;
        const d = rows[r + 1]![column(c)]!;
        const e = rows[r + 1]![column(c + 1)]!;
        const normal = normalize(add(cross(sub(b, a), sub(d, a)), cross(sub(d, e), sub(b, e))));
        const ua = u0 + distance(a, b);
        const ud = u1 + distance(d, e);
        const i0 = geometry.vertex(a, normal, [u0, vStart[r]![column(c)]!]);
        const i1 = geometry.vertex(b, normal, [ua, vStart[r]![column(c + 1)]!]);
        const i2 = geometry.vertex(d, normal, [u1, vStart[r + 1]![column(c)]!]);
        const i3 = geometry.vertex(e, normal, [ud, vStart[r + 1]![column(c + 1)]!]);
        geometry.triangle(i0, i1, i3);
        geometry.triangle(i0, i3, i2);
        u0 = ua;
        u1 = ud;
      }
    }
    return orientOutward(geometry);
  }
  // Smooth: accumulate area-weighted face normals per grid point, wrapping around closed rows.
  const accum: Vec3[][] = rows.map((row) => row.map((): Vec3 => [0, 0, 0]));
  for (let r = 0; r < rowCount - 1; r += 1) {
    for (let c = 0; c < quadColumns; c += 1) {
      const a = rows[r]![column(c)]!;
      const b = rows[r]![column(c + 1)]!;
      const d = rows[r + 1]![column(c)]!;
      const e = rows[r + 1]![column(c + 1)]!;
      const n1 = cross(sub(b, a), sub(e, a));
      const n2 = cross(sub(e, a), sub(d, a));
      for (const [rr, cc, n] of [
        [r, c, add(n1, n2)],
        [r, column(c + 1), n1],
        [r + 1, column(c + 1), add(n1, n2)],
        [r + 1, c, n2],
      ] as [number, number, Vec3][]) {
        const slot = accum[rr]![cc]!;
        slot[0] += n[0];
        slot[1] += n[1];
        slot[2] += n[2];
      }
    }
  }
  const vStart = columnDistances(rows, columns);
  const firstIndex: number[] = [];
  const rowLength = options.closed ? columns + 1 : columns;
  for (let r = 0; r < rowCount; r += 1) {
    let u = 0;
    firstIndex.push(geometry.vertexCount);
    for (let c = 0; c < rowLength; c += 1) {
      const point = rows[r]![column(c)]!;
      if (c > 0) u += distance(rows[r]![column(c - 1)]!, point);
      let normal = accum[r]![column(c)]!;
      if (length(normal) < 1e-12) {
        // A pole or a collapsed row: borrow the neighbouring row's normal.
        const neighbour = accum[r > 0 ? r - 1 : r + 1]?.[column(c)] ?? [0, 1, 0];
        normal = length(neighbour) < 1e-12 ? [0, 1, 0] : neighbour;
      }
      geometry.vertex(point, normal, [u, vStart[r]![column(c)]!]);
    }
  }
  for (let r = 0; r < rowCount - 1; r += 1) {
    for (let c = 0; c < rowLength - 1; c += 1) {
      const a = firstIndex[r]! + c;
      const b = a + 1;
      const d = firstIndex[r + 1]! + c;
      const e = d + 1;
      geometry.triangle(a, b, e);
      geometry.triangle(a, e, d);
    }
  }
  return orientOutward(geometry);
}

/** The accumulated normals point whichever way the rows were ordered; make them point away from the centroid. */
function orientOutward(geometry: Geometry): Geometry {
  // Decide by the majority: normals agree with (position - centroid) for a convex-ish surface.
  const count = geometry.vertexCount;
  if (count === 0) return geometry;
  const centroid: Vec3 = [0, 0, 0];
  for (let index = 0; index < count; index += 1) {
    centroid[0] += geometry.positions[index * 3]! / count;
    centroid[1] += geometry.positions[index * 3 + 1]! / count;
    centroid[2] += geometry.positions[index * 3 + 2]! / count;
  }
  let score = 0;
  for (let index = 0; index < count; index += 1) {
    const n: Vec3 = [
      geometry.normals[index * 3]!,
      geometry.normals[index * 3 + 1]!,
      geometry.normals[index * 3 + 2]!,
    ];
    score += dot(n, sub(geometry.at(index), centroid));
  }
  if (score >= 0) return geometry;
  for (let index = 0; index < geometry.normals.length; index += 1)
    geometry.normals[index] = -geometry.normals[index]!;
  for (let index = 0; index < geometry.indices.length; index += 3) {
    const b = geometry.indices[index + 1]!;
    geometry.indices[index + 1] = geometry.indices[index + 2]!;
    geometry.indices[index + 2] = b;
  }
  return geometry;
}

function columnDistances(rows: readonly Vec3[][], columns: number): number[][] {
  const out: number[][] = [new Array<number>(columns).fill(0)];
  for (let r = 1; r < rows.length; r += 1) {
    out.push(rows[r]!.map((point, c) => out[r - 1]![c]! + distance(rows[r - 1]![c]!, point)));
  }
  return out;
}

/** Revolves a profile of [radius, y] points about the Y axis. Repeat a point for a hard edge. */
export function lathe(
  profile: readonly Vec2[],
  segments = 24,
  options: { flat?: boolean; phase?: number } = {},
): Geometry {
  const phase = options.phase ?? 0;
  const rows = profile.map(([radius, y]) => {
    const row: Vec3[] = [];
    for (let s = 0; s < segments; s += 1) {
      const angle = phase + (s / segments) * Math.PI * 2;
      row.push([Math.sin(angle) * radius, y, Math.cos(angle) * radius]);
    }
    return row;
  });
  return grid(rows, { closed: true, flat: options.flat ?? false });
}

/** A closed cylinder (or cone) standing on y0. */
export function cylinder(
  radiusBottom: number,
  radiusTop: number,
  y0: number,
  y1: number,
  segments = 24,
  flat = false,
): Geometry {
  return lathe(
    [
      [0, y0],
      [radiusBottom, y0],
      [radiusBottom, y0],
      [radiusTop, y1],
      [radiusTop, y1],
      [0, y1],
    ],
    segments,
    { flat },
  );
}

/** An ellipsoid centred at the origin. */
export function ellipsoid(rx: number, ry: number, rz: number, segments = 20, rings = 12): Geometry {
  const rows: Vec3[][] = [];
  for (let r = 0; r <= rings; r += 1) {
    const phi = (r / rings) * Math.PI;
    const row: Vec3[] = [];
    for (let s = 0; s < segments; s += 1) {
      const theta = (s / segments) * Math.PI * 2;
      row.push([
        Math.sin(phi) * Math.sin(theta) * rx,
        -Math.cos(phi) * ry,
        Math.sin(phi) * Math.cos(theta) * rz,
      ]);
    }
    rows.push(row);
  }
  return grid(rows, { closed: true });
}

export function sphere(radius: number, segments = 20, rings = 12): Geometry {
  return ellipsoid(radius, radius, radius, segments, rings);
}

/** A torus around the Y axis. */
export function torus(major: number, minor: number, segments = 32, tube = 12): Geometry {
  const profile: Vec2[] = [];
  for (let t = 0; t <= tube; t += 1) {
    const angle = (t / tube) * Math.PI * 2;
    profile.push([major + Math.cos(angle) * minor, Math.sin(angle) * minor]);
  }
  return lathe(profile, segments);
}

/**
 * A box with rounded edges (radius may be 0), centred at the origin. Built as six face grids that meet
 * exactly: the rounded part is a cube-sphere of the bevel radius around the inner box.
 */
export function roundedBox(
  width: number,
  height: number,
  depth: number,
  radius = 0,
  bevelSegments = 2,
): Geometry {
  const half: Vec3 = [width / 2, height / 2, depth / 2];
  const r = Math.max(0, Math.min(radius, half[0] * 0.99, half[1] * 0.99, half[2] * 0.99));
  const n = r > 1e-5 ? Math.max(1, bevelSegments) : 0;
  const geometry = new Geometry();
  // Samples along one tangent axis: [inner coordinate sign, bevel direction component].
  const samples: [number, number][] = [];
  if (n === 0) samples.push([-1, 0], [1, 0]);
  else {
    for (let k = 0; k <= n; k += 1) samples.push([-1, Math.tan((Math.PI / 4) * (k / n - 1))]);
    for (let k = 0; k <= n; k += 1) samples.push([1, Math.tan((Math.PI / 4) * (k / n))]);
  }
  const inner: Vec3 = [half[0] - r, half[1] - r, half[2] - r];
  for (let axis = 0; axis < 3; axis += 1) {
    for (const sign of [-1, 1]) {
      const b = (axis + 1) % 3;
      const c = (axis + 2) % 3;
      const first = geometry.vertexCount;
      for (const [sb, gb] of samples) {
        for (const [sc, gc] of samples) {
          const dir: Vec3 = [0, 0, 0];
          dir[axis] = sign;
          dir[b] = gb;
          dir[c] = gc;
          const unit = normalize(dir);
          const point: Vec3 = [0, 0, 0];
          point[axis] = sign * inner[axis]! + unit[axis]! * r;
          point[b] = sb * inner[b]! + unit[b]! * r;
          point[c] = sc * inner[c]! + unit[c]! * r;
          geometry.vertex(point, unit, [point[b]!, point[c]!]);
        }
      }
      const size = samples.length;
      for (let i = 0; i < size - 1; i += 1) {
        for (let j = 0; j < size - 1; j += 1) {
          const a = first + i * size + j;
          geometry.triangle(a, a + size, a + size + 1);
          geometry.triangle(a, a + size + 1, a + 1);
        }
      }
    }
  }
  return geometry;
}

/** A box from its minimum corner to its maximum corner. */
export function boxBetween(min: Vec3, max: Vec3, radius = 0, bevelSegments = 2): Geometry {
  const g = roundedBox(max[0] - min[0], max[1] - min[1], max[2] - min[2], radius, bevelSegments);
  const out = new Geometry();
  out.append(g, translate((min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2));
  return out;
}

/** Ear-clipping triangulation of a simple polygon (indices into the points, counter-clockwise output). */
export function triangulate(points: readonly Vec2[]): [number, number, number][] {
  const signedArea = points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length]!;
    return sum + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const order = points.map((_p, i) => i);
  if (signedArea < 0) order.reverse();
  const triangles: [number, number, number][] = [];
  let guard = 0;
  while (order.length > 3 && guard < 10_000) {
    guard += 1;
    let clipped = false;
    for (let i = 0; i < order.length; i += 1) {
      const ia = order[(i + order.length - 1) % order.length]!;
      const ib = order[i]!;
      const ic = order[(i + 1) % order.length]!;
      const a = points[ia]!;
      const b = points[ib]!;
      const c = points[ic]!;
      const convex = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      if (convex <= 1e-12) continue;
      const inside = order.some((other) => {
        if (other === ia || other === ib || other === ic) return false;
        const p = points[other]!;
        const d1 = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
        const d2 = (c[0] - b[0]) * (p[1] - b[1]) - (c[1] - b[1]) * (p[0] - b[0]);
        const d3 = (a[0] - c[0]) * (p[1] - c[1]) - (a[1] - c[1]) * (p[0] - c[0]);
        return d1 >= 0 && d2 >= 0 && d3 >= 0;
      });
      if (inside) continue;
      triangles.push([ia, ib, ic]);
      order.splice(i, 1);
      clipped = true;
      break;
    }
    if (!clipped) break;
  }
  if (order.length === 3) triangles.push([order[0]!, order[1]!, order[2]!]);
  return triangles;
}

/**
 * Extrudes a polygon drawn in the XY plane (x right, y up) along Z from -depth/2 to +depth/2,
 * with flat caps and flat sides: profiles of chairs, roofs, car bodies, signs.
 */
export function extrude(polygon: readonly Vec2[], depth: number): Geometry {
  const geometry = new Geometry();
  const z0 = -depth / 2;
  const z1 = depth / 2;
  const triangles = triangulate(polygon);
  for (const [z, nz] of [
    [z0, -1],
    [z1, 1],
  ] as const) {
    const first = geometry.vertexCount;
    for (const [x, y] of polygon) geometry.vertex([x, y, z], [0, 0, nz], [x, y]);
    for (const [a, b, c] of triangles) geometry.triangle(first + a, first + b, first + c);
  }
  const signedArea = polygon.reduce((sum, p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    return sum + p[0] * q[1] - q[0] * p[1];
  }, 0);
  // The outward direction of an edge (dx, dy) is (dy, -dx) on a counter-clockwise polygon.
  const outward = signedArea > 0 ? 1 : -1;
  const fixed = new Geometry();
  for (let e = 0; e < polygon.length; e += 1) {
    const p = polygon[e]!;
    const q = polygon[(e + 1) % polygon.length]!;
    const edgeLength = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (edgeLength < 1e-9) continue;
    const normal: Vec3 = [
      ((q[1] - p[1]) / edgeLength) * outward,
      (-(q[0] - p[0]) / edgeLength) * outward,
      0,
    ];
    const a = fixed.vertex([p[0], p[1], z0], normal, [0, z0]);
    const b = fixed.vertex([q[0], q[1], z0], normal, [edgeLength, z0]);
    const c = fixed.vertex([q[0], q[1], z1], normal, [edgeLength, z1]);
    const d = fixed.vertex([p[0], p[1], z1], normal, [0, z1]);
    fixed.triangle(a, b, c);
    fixed.triangle(a, c, d);
  }
  geometry.append(fixed);
  return geometry;
}

/**
 * A tube swept along a path (cords, frames, stems, limbs). The radius may vary along the path and the
 * cross-section may be flattened (leaves, fronds: ry < rx).
 */
export function sweep(
  path: readonly Vec3[],
  radius: number | ((t: number) => number),
  options: { segments?: number; flatten?: number; caps?: boolean } = {},
): Geometry {
  const segments = options.segments ?? 10;
  const flatten = options.flatten ?? 1;
  const radiusAt = typeof radius === 'number' ? () => radius : radius;
  const tangents = path.map((_point, i) =>
    normalize(sub(path[Math.min(i + 1, path.length - 1)]!, path[Math.max(i - 1, 0)]!), [0, 1, 0]),
  );
  // Parallel transport of a reference normal keeps the tube from twisting.
  let normal = normalize(
    cross(tangents[0]!, Math.abs(tangents[0]![1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]),
  );
  const rows: Vec3[][] = [];
  for (let i = 0; i < path.length; i += 1) {
    const tangent = tangents[i]!;
    normal = normalize(sub(normal, scale(tangent, dot(normal, tangent))), normal);
    const binormal = cross(tangent, normal);
    const t = path.length > 1 ? i / (path.length - 1) : 0;
    const r = radiusAt(t);
    const row: Vec3[] = [];
    for (let s = 0; s < segments; s += 1) {
      const angle = (s / segments) * Math.PI * 2;
      row.push(
        add(
          path[i]!,
          add(scale(normal, Math.cos(angle) * r), scale(binormal, Math.sin(angle) * r * flatten)),
        ),
      );
    }
    rows.push(row);
  }
  if (options.caps !== false) {
    // Close the ends by collapsing onto the path's end points.
    rows.unshift(
      rows[0]!.map(() => path[0]!),
      rows[0]!,
    );
    rows.push(
      rows[rows.length - 1]!,
      rows[rows.length - 1]!.map(() => path[path.length - 1]!),
    );
  }
  return grid(rows, { closed: true });
}

/** Points along a quadratic Bézier curve. */
export function bezier(a: Vec3, control: Vec3, b: Vec3, steps = 12): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
      u * u * a[2] + 2 * u * t * control[2] + t * t * b[2],
    ]);
  }
  return out;
}

/** Points of an arc in the XY plane. */
export function arc(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  steps: number,
): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const angle = from + ((to - from) * i) / steps;
    out.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return out;
}

/** A rounded rectangle outline (counter-clockwise) in a plane, for lofts. */
export function roundedRect(
  width: number,
  height: number,
  radius: number,
  cornerSteps = 3,
): Vec2[] {
  const r = Math.min(radius, width / 2 - 1e-4, height / 2 - 1e-4);
  const hw = width / 2 - r;
  const hh = height / 2 - r;
  return [
    ...arc(hw, -hh, r, -Math.PI / 2, 0, cornerSteps),
    ...arc(hw, hh, r, 0, Math.PI / 2, cornerSteps),
    ...arc(-hw, hh, r, Math.PI / 2, Math.PI, cornerSteps),
    ...arc(-hw, -hh, r, Math.PI, (Math.PI * 3) / 2, cornerSteps),
  ];
}

/**
 * A closed solid through horizontal sections (each an outline in XZ at its height), capped at both
 * ends: hulls, car bodies (lofted along X then turned), roofs, vases with square plans.
 */
export function loftY(
  sections: readonly { outline: readonly Vec2[]; y: number }[],
  options: { flat?: boolean; caps?: boolean } = {},
): Geometry {
  const rows = sections.map(({ outline, y }) => outline.map(([x, z]): Vec3 => [x, y, z]));
  const geometry = grid(rows, { closed: true, flat: options.flat ?? false });
  if (options.caps !== false) {
    for (const [section, ny] of [
      [sections[0]!, -1],
      [sections[sections.length - 1]!, 1],
    ] as const) {
      const first = geometry.vertexCount;
      for (const [x, z] of section.outline) geometry.vertex([x, section.y, z], [0, ny, 0], [x, z]);
      for (const [a, b, c] of triangulate(section.outline))
        geometry.triangle(first + a, first + b, first + c);
    }
  }
  return geometry;
}
