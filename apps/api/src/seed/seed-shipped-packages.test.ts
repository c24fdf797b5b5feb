import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeShippedPackages,
  encodeShippedPackages,
  readShippedPackages,
  shippedPackagesFile,
  shippedPackagesFingerprint,
  type ShippedPackage,
  type ShippedPackagesData,
} from '../assets/shipped-packages.js';
import { connectDatabase, type DbClient } from '../db/client.js';
import { buildPackageOnDemand } from '../downloads/asset-packages.js';
import {
  collectShippedIndex,
  encodeShippedIndex,
  shippedIndexFingerprint,
} from '../image-index/shipped-index.js';
import { PreviewService } from '../previews/service.js';
import { collectShippedCovers, encodeShippedCovers } from '../previews/shipped-covers.js';
import { seedDatabase, type SeedPhase } from './seed.js';

const seed = 11;
const count = 8;

interface Seeded {
  db: DbClient;
  previews: PreviewService;
  filesDir: string;
  phases: SeedPhase[];
  built: ShippedPackage[];
}

interface VersionRow {
  model_id: number;
  version: string;
  size_bytes: string | number;
  sha256: string;
  file_path: string;
}

const sha = fc
  .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 64, maxLength: 64 })
  .map((digits) => digits.join(''));

const dataOf: fc.Arbitrary<ShippedPackagesData> = fc.record({
  seed: fc.integer(),
  count: fc.integer({ min: 1, max: 1_000_000 }),
  fingerprint: sha,
  packages: fc.array(
    fc.record({
      key: sha,
      mapCount: fc.integer({ min: 0, max: 1000 }),
      record: fc.record({
        path: fc.string({ minLength: 1, maxLength: 80 }),
        sizeBytes: fc.integer({ min: 1, max: 2 ** 40 }),
        sha256: sha,
        facts: fc.record({
          archetype: fc.string({ minLength: 1, maxLength: 30 }),
          faces: fc.nat(),
          vertices: fc.nat(),
          meshes: fc.nat(),
          materials: fc.nat(),
          widthCm: fc.double({ min: 0, max: 1e5, noNaN: true }),
          depthCm: fc.double({ min: 0, max: 1e5, noNaN: true }),
          heightCm: fc.double({ min: 0, max: 1e5, noNaN: true }),
        }),
        entries: fc.array(
          fc.record({ name: fc.string({ minLength: 1, maxLength: 40 }), bytes: fc.nat() }),
          { maxLength: 8 },
        ),
      }),
    }),
    { maxLength: 20 },
  ),
});

describe('the shipped package checksums', () => {
  it('decode to exactly what was encoded', () => {
    fc.assert(
      fc.property(dataOf, (data) => {
        expect(decodeShippedPackages(encodeShippedPackages(data))).toEqual(data);
      }),
      { numRuns: 60 },
    );
  });

  it('refuse a file that is not a shipped listing', () => {
    expect(() => decodeShippedPackages(Buffer.from('not brotli'))).toThrow();
  });

  // Fails when the generator, the texture maps or the package writer changed without
  // `pnpm --filter @yunmo/api first-start:ship` (then every first start builds all packages again).
  it('of the demo catalogue are this build’s', async () => {
    const shipped = await readShippedPackages(42, 2000);
    expect(shipped.packages === null ? shipped.reason : 'used').toBe('used');
    const bytes = await readFile(shippedPackagesFile(42, 2000));
    expect(decodeShippedPackages(bytes).packages.length).toBeGreaterThan(1000);
  });
});

describe('a seed with shipped package checksums', () => {
  const opened: Seeded[] = [];
  let folder = '';
  afterEach(async () => {
    for (const { db, previews } of opened.splice(0)) {
      await previews.close();
      await db.close();
    }
    await rm(folder, { recursive: true, force: true });
  });

  async function seedInto(
    name: string,
    shippedPackagesFile?: string,
    more: { shippedIndexFile?: string; shippedCoversFile?: string } = {},
  ): Promise<Seeded> {
    const db = await connectDatabase({});
    await db.migrate();
    const filesDir = path.join(folder, name, 'files');
    const previews = new PreviewService(filesDir, 1);
    const seeded: Seeded = { db, previews, filesDir, phases: [], built: [] };
    opened.push(seeded);
    await seedDatabase({
      db,
      count,
      seed,
      images: true,
      // Banners and avatars are not what these seeds check; they render on their first request.
      renderDecorations: false,
      filesDir,
      previews,
      shippedIndex: more.shippedIndexFile !== undefined,
      shippedIndexFile: more.shippedIndexFile,
      shippedPackages: shippedPackagesFile !== undefined,
      shippedPackagesFile,
      shippedCovers: more.shippedCoversFile !== undefined,
      shippedCoversFile: more.shippedCoversFile,
      onPackageBuilt: (entry) => seeded.built.push(entry),
      onPhase: (phase) => seeded.phases.push(phase),
    });
    return seeded;
  }

  const versions = (db: DbClient) =>
    db.rows<VersionRow>(sql`select model_id, version, size_bytes, sha256, file_path
      from model_versions where file_path like '%.zip' order by model_id, version`);

  async function ship(packages: ShippedPackage[], name: string, fingerprint?: string) {
    const file = path.join(folder, name);
    await writeFile(
      file,
      encodeShippedPackages({
        seed,
        count,
        fingerprint: fingerprint ?? (await shippedPackagesFingerprint()),
        packages,
      }),
    );
    return file;
  }

  const detailOf = (seeded: Seeded, phase: string) =>
    seeded.phases.find((entry) => entry.phase === phase)?.detail;

  // One catalogue seeded four times: live, from the shipped files, with a tampered file, with a stale one.
  it('publishes shipped checksums and writes shipped covers only when they are this code’s', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'yunmo-seed-packages-'));
    const live = await seedInto('live');
    expect(live.built.length).toBeGreaterThan(2);
    const liveVersions = await versions(live.db);
    expect(liveVersions.length).toBeGreaterThan(2);
    const covers = await collectShippedCovers(live.db, live.previews, live.filesDir);
    expect(covers.length).toBeGreaterThan(2);
    const indexFile = path.join(folder, 'index.bin');
    await writeFile(
      indexFile,
      encodeShippedIndex(await collectShippedIndex(live.db, live.previews, seed, count)),
    );
    const coversFile = path.join(folder, 'covers.bin');
    await writeFile(
      coversFile,
      encodeShippedCovers({ seed, count, fingerprint: await shippedIndexFingerprint(), covers }),
    );

    const shipped = await seedInto('shipped', await ship(live.built, 'packages.json.br'), {
      shippedIndexFile: indexFile,
      shippedCoversFile: coversFile,
    });
    expect(detailOf(shipped, 'shipped-packages')).toBe('found');
    expect(detailOf(shipped, 'shipped-covers')).toBe('found');
    // The samples (one package per software) are the only packages built.
    const software = new Set(
      (
        await shipped.db.rows<{ package: { contents: { software: string } } | string }>(
          sql`select package from model_assets`,
        )
      ).map(
        (row) =>
          (typeof row.package === 'string'
            ? (JSON.parse(row.package) as { contents: { software: string } })
            : row.package
          ).contents.software,
      ),
    );
    expect(shipped.built.length).toBe(software.size);
    expect(detailOf(shipped, 'packages')).toBe(
      `${live.built.length - software.size} of ${live.built.length} checksums from the shipped file`,
    );
    expect(await versions(shipped.db)).toEqual(liveVersions);
    // No cover rendered: each is the shipped picture, byte for byte.
    expect(detailOf(shipped, 'renders-wait')).toBe(`${covers.length} covers from the shipped file`);
    expect(await collectShippedCovers(shipped.db, shipped.previews, shipped.filesDir)).toEqual(
      covers,
    );
    // A first download builds exactly the published bytes.
    const first = liveVersions[0]!;
    const diskPath = path.join(folder, 'download.zip');
    expect(await buildPackageOnDemand(shipped.db, first.model_id, diskPath, first.sha256)).toBe(
      true,
    );
    expect((await readFile(diskPath)).length).toBe(Number(first.size_bytes));

    // Every checksum wrong: the first sample shows it, and nothing shipped is published.
    const tampered = live.built.map((entry) => ({
      ...entry,
      record: { ...entry.record, sha256: 'f'.repeat(64) },
    }));
    const refused = await seedInto('tampered', await ship(tampered, 'tampered.json.br'));
    expect(detailOf(refused, 'packages')).toMatch(/differs from the shipped one$/u);
    expect(refused.built.length).toBe(live.built.length);
    expect(await versions(refused.db)).toEqual(liveVersions);

    // Files of other code are not read at all.
    const staleCovers = path.join(folder, 'stale-covers.bin');
    await writeFile(
      staleCovers,
      encodeShippedCovers({ seed, count, fingerprint: '0'.repeat(64), covers }),
    );
    const stale = await seedInto('stale', await ship(live.built, 'stale.json.br', '0'.repeat(64)), {
      shippedCoversFile: staleCovers,
    });
    expect(detailOf(stale, 'shipped-packages')).toBe(
      'computed by other code (run ship-first-start again)',
    );
    expect(detailOf(stale, 'shipped-covers')).toBe(
      'rendered by other code (run ship-first-start again)',
    );
    expect(detailOf(stale, 'renders-wait')).toBeUndefined();
    expect(stale.built.length).toBe(live.built.length);
    expect(await versions(stale.db)).toEqual(liveVersions);
  }, 600_000);
});
