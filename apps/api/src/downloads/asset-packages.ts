import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateAsset, hasArchetype } from '@yunmo/asset-gen/generate';
import { MaterialPool } from '@yunmo/textures/pool';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { buildAssetPackage, type AssetPackageContents } from '../assets/asset-package.js';
import { assetMaps, clearAssetMapCache } from '../assets/asset-maps.js';

interface StoredPackage {
  contents: AssetPackageContents;
  mapSize: number;
}

let pool: MaterialPool | undefined;
const pending = new Map<string, Promise<boolean>>();

function parsed<T>(value: T | string | null | undefined): T | null {
  if (value === null || value === undefined) return null;
  // jsonb comes back parsed from node-postgres and PGlite alike; a string is parsed for safety.
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Builds a model's asset package (GLB, OBJ + MTL, maps) at `diskPath` when the seed published only its
 * size and checksum. The bytes are those the seed hashed: the same input, maps and fixed zip times.
 * Returns false when the model has no such package or the bytes would not match the published SHA-256
 * (then nothing is written: a download must never hand out other bytes than the page promised).
 */
export function buildPackageOnDemand(
  db: DbClient,
  modelId: number,
  diskPath: string,
  sha256: string,
): Promise<boolean> {
  let job = pending.get(diskPath);
  if (!job) {
    job = (async () => {
      const rows = await db.rows<{
        input: Parameters<typeof generateAsset>[0] | string;
        package: StoredPackage | string | null;
      }>(sql`select input, package from model_assets where model_id = ${modelId}`);
      const input = parsed(rows[0]?.input);
      const stored = parsed(rows[0]?.package);
      if (!input || !stored || !hasArchetype(input.item)) return false;
      // Map sets are generated off the main thread, as the seed does.
      pool ??= new MaterialPool(1);
      const asset = generateAsset(input);
      const maps = await assetMaps(asset, stored.mapSize, pool);
      const { bytes } = await buildAssetPackage(asset, stored.contents, maps);
      // The server builds packages one by one: their map sets are not kept between downloads.
      clearAssetMapCache();
      if (createHash('sha256').update(bytes).digest('hex') !== sha256) return false;
      await mkdir(path.dirname(diskPath), { recursive: true });
      // Written aside and renamed, so a concurrent reader never sees half a file.
      const aside = `${diskPath}.${process.pid}.tmp`;
      await writeFile(aside, bytes);
      await rename(aside, diskPath);
      return true;
    })().finally(() => pending.delete(diskPath));
    pending.set(diskPath, job);
  }
  return job;
}
