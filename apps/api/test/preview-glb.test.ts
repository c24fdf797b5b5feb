import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { generateAsset } from '@yunmo/asset-gen/generate';
import { writeGlb } from '@yunmo/asset-gen/glb';
import { sql } from 'drizzle-orm';
import { glbErrors } from '@yunmo/asset-gen/validate-glb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicToDisk } from '../src/assets/files.js';
import { createTestApi, type TestApi } from '../src/testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ count: 60 });
}, 300_000);
afterAll(async () => {
  await api.close();
});

async function firstOfKind(kind: number): Promise<number> {
  const rows = await api.app.db.rows<{ id: number }>(
    sql`select id from models where kind = ${kind} order by id limit 1`,
  );
  return rows[0]!.id;
}

/** One entry of a zip, found through its central directory (stored or deflated). */
function zipEntry(zip: Buffer, wanted: string): Buffer | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let cursor = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(cursor + 28);
    const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    if (name === wanted) {
      const local = zip.readUInt32LE(cursor + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(cursor + 20));
      return zip.readUInt16LE(cursor + 10) === 8 ? inflateRawSync(data) : Buffer.from(data);
    }
    cursor += 46 + nameLength + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return null;
}

/** Triangles of a GLB: the index count of every (triangle-list) primitive over three. */
function glbFaces(glb: Buffer): number {
  const json = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12))) as {
    meshes: { primitives: { indices: number; mode?: number }[] }[];
    accessors: { count: number }[];
  };
  let faces = 0;
  for (const mesh of json.meshes)
    for (const primitive of mesh.primitives) {
      expect(primitive.mode ?? 4).toBe(4);
      faces += json.accessors[primitive.indices]!.count / 3;
    }
  return faces;
}

describe('GET /files/previews/models/{id}.glb', () => {
  it('shows the very asset the model’s package holds, also where models share a package', async () => {
    // The test catalogue shares 8 packages among its models: take the last 3D, SU and UE models.
    const rows = await api.app.db.rows<{ id: number; path: string; faces: number }>(
      sql`select distinct on (m.kind) m.id, v.file_path as path, a.faces from models m
          join model_versions v on v.model_id = m.id join model_assets a on a.model_id = m.id
          where m.kind in (1, 2, 4) order by m.kind, m.id desc`,
    );
    expect(rows.length).toBe(3);
    for (const row of rows) {
      expect(row.id).toBeGreaterThan(8);
      const response = await fetch(`${api.baseUrl}/files/previews/models/${row.id}.glb`);
      expect(response.status).toBe(200);
      const preview = Buffer.from(await response.arrayBuffer());
      // Packages live in the private package store once the seed has filed them.
      const zip = await readFile(
        api.app.files.packagePath(row.path) ?? publicToDisk(api.app.files.directory, row.path),
      );
      const packaged = zipEntry(zip, 'model.glb');
      expect(packaged, row.path).not.toBeNull();
      expect(glbFaces(preview)).toBe(glbFaces(packaged!));
      expect(glbFaces(preview)).toBe(row.faces);
    }
  });

  it('builds a 3D model’s preview GLB on the first request and serves the same bytes from disk after', async () => {
    const id = await firstOfKind(1);
    const first = await fetch(`${api.baseUrl}/files/previews/models/${id}.glb`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = Buffer.from(await first.arrayBuffer());
    // GLB header: magic "glTF", version 2, total length, then a JSON chunk with the scene.
    expect(bytes.toString('ascii', 0, 4)).toBe('glTF');
    expect(bytes.readUInt32LE(4)).toBe(2);
    expect(bytes.readUInt32LE(8)).toBe(bytes.length);
    const json = JSON.parse(bytes.toString('utf8', 20, 20 + bytes.readUInt32LE(12))) as {
      meshes: unknown[];
      accessors: unknown[];
      extensionsRequired?: string[];
    };
    expect(json.meshes.length).toBeGreaterThan(0);
    // Light: meshopt-compressed and quantised, a fraction of the plain GLB of the same asset.
    expect(json.extensionsRequired).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']),
    );
    const input = await api.app.db.rows<{ input: Parameters<typeof generateAsset>[0] }>(
      sql`select input from model_assets where model_id = ${id}`,
    );
    const plain = writeGlb(generateAsset(input[0]!.input));
    expect(bytes.length).toBeLessThan(plain.length / 2);
    expect(await glbErrors(new Uint8Array(bytes))).toEqual([]);
    const second = Buffer.from(
      await (await fetch(`${api.baseUrl}/files/previews/models/${id}.glb`)).arrayBuffer(),
    );
    expect(second.equals(bytes)).toBe(true);
  });

  it('has none for textures, unknown models and malformed names', async () => {
    const texture = await firstOfKind(3);
    for (const name of [`${texture}.glb`, '999999.glb', 'abc.glb', '0.glb', '../x.glb']) {
      const response = await fetch(`${api.baseUrl}/files/previews/models/${name}`);
      expect(response.status, name).toBe(404);
    }
  });
});
