import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { connectDatabase, type DbClient } from '../db/client.js';
import { PreviewService } from '../previews/service.js';
import type { SeedOptions } from './seed.js';

const argsSchema = z.object({
  count: z.coerce.number().int().min(1).max(100_000),
  seed: z.coerce.number().int(),
  out: z.string().min(1).optional(),
});

export interface ShipCatalogue {
  count: number;
  seed: number;
  /** `--out`, where the script takes one file. */
  out?: string | undefined;
  db: DbClient;
  previews: PreviewService;
  /** What `seedDatabase` needs besides the seed's own options: database, files, previews, logging. */
  seedOptions: Pick<SeedOptions, 'db' | 'count' | 'seed' | 'filesDir' | 'previews' | 'onPhase'>;
}

/** Writes a shipped file and says where and how large. */
export async function writeShipped(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  process.stderr.write(`${file}: ${(bytes.length / 1e6).toFixed(2)} MB\n`);
}

/**
 * The frame of the scripts that compute the shipped seed files (ADR 0059, 0061): `--count`,
 * `--seed` and `--out` from the command line, a catalogue in a temporary folder (PGlite, files,
 * previews) that `ship` seeds and reads, removed afterwards whatever happens.
 */
export function shipFromCatalogue(name: string, ship: (catalogue: ShipCatalogue) => Promise<void>) {
  const run = async () => {
    const { values } = parseArgs({
      options: {
        count: { type: 'string', default: '2000' },
        seed: { type: 'string', default: '42' },
        out: { type: 'string' },
      },
    });
    const args = argsSchema.parse(values);
    const folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
    const db = await connectDatabase({ pgliteDir: path.join(folder, 'pglite') });
    const filesDir = path.join(folder, 'files');
    const previews = new PreviewService(filesDir);
    try {
      await db.migrate();
      const started = Date.now();
      await ship({
        ...args,
        db,
        previews,
        seedOptions: {
          db,
          count: args.count,
          seed: args.seed,
          filesDir,
          previews,
          onPhase: ({ phase, ms }) =>
            process.stderr.write(`${phase}: ${(ms / 1000).toFixed(1)} s\n`),
        },
      });
      process.stderr.write(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    } finally {
      await previews.close();
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
