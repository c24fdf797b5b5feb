import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt } from '@gltf-transform/functions';
import { generateAsset, hasArchetype } from '@yunmo/asset-gen/generate';
import { writeGlb } from '@yunmo/asset-gen/glb';
import { MeshoptEncoder } from 'meshoptimizer';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';

export interface PreviewInput {
  subcategory: string;
  item: string;
  seed: number;
  style: string;
}

/**
 * What the asset generator was given for the package a model downloads, as the seed stored it; null
 * for models without a generated asset (textures, uploads).
 */
export async function previewInputFor(db: DbClient, modelId: number): Promise<PreviewInput | null> {
  const rows = await db.rows<{ input: PreviewInput | string }>(
    sql`select input from model_assets where model_id = ${modelId}`,
  );
  const stored = rows[0]?.input;
  if (stored === undefined) return null;
  // jsonb comes back parsed from node-postgres and PGlite alike; a string is parsed for safety.
  const input = typeof stored === 'string' ? (JSON.parse(stored) as PreviewInput) : stored;
  return hasArchetype(input.item) ? input : null;
}

const pending = new Map<string, Promise<Buffer | null>>();

/**
 * The viewer's copy of a GLB: vertices quantised (KHR_mesh_quantization) and buffers meshopt-encoded
 * (EXT_meshopt_compression), which three.js decodes with its MeshoptDecoder. The geometry keeps every
 * vertex and triangle, so the viewer's counts are the package's.
 */
export async function compressPreview(glb: Uint8Array): Promise<Uint8Array> {
  await MeshoptEncoder.ready;
  const io = new NodeIO()
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  const document = await io.readBinary(glb);
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  // The viewer shows factor-only materials: texture coordinates would be dead weight.
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives()) primitive.setAttribute('TEXCOORD_0', null);
  await document.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  return io.writeBinary(document);
}

/**
 * The public preview GLB of a model: the asset's geometry, compressed, with factor-only materials (no
 * texture maps, so it stays light), built on the first request and kept on disk.
 */
export function previewGlb(
  db: DbClient,
  filesDir: string,
  modelId: number,
): Promise<Buffer | null> {
  const diskPath = path.join(filesDir, 'previews', 'models', `${modelId}.glb`);
  let job = pending.get(diskPath);
  if (!job) {
    job = (async () => {
      const cached = await readFile(diskPath).catch(() => null);
      if (cached) return cached;
      const input = await previewInputFor(db, modelId);
      if (!input) return null;
      const bytes = Buffer.from(
        await compressPreview(writeGlb(generateAsset(input), { generator: 'Yunmo preview' })),
      );
      await mkdir(path.dirname(diskPath), { recursive: true });
      // Written aside and renamed, so a concurrent reader never sees half a file.
      const temporary = `${diskPath}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, diskPath);
      return bytes;
    })().finally(() => pending.delete(diskPath));
    pending.set(diskPath, job);
  }
  return job;
}
