import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { connectDatabase } from '../db/client.js';
import {
  collectShippedIndex,
  encodeShippedIndex,
  shippedIndexFile,
  shippedIndexFingerprint,
} from '../image-index/shipped-index.js';
import { PreviewService } from '../previews/service.js';
import { seedDatabase } from './seed.js';

/**
 * Computes a seed's shipped search-by-image index (ADR 0059): seeds the catalogue with its own
 * renders into a temporary folder with every model rendered and described (the shipped index
 * off), then writes the vectors, their lists and each model's render source. Run it again after
 * changing the generator, the renderer or the embedder; `shipped-index.test.ts` says when.
 *
 *   node apps/api/dist/seed/ship-image-index.js [--count 2000] [--seed 42] [--out file]
 */
const argsSchema = z.object({
  count: z.coerce.number().int().min(1).max(100_000),
  seed: z.coerce.number().int(),
  out: z.string().min(1).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '42' },
      out: { type: 'string' },
    },
  });
  const args = argsSchema.parse(values);
  const folder = await mkdtemp(path.join(tmpdir(), 'ship-image-index-'));
  const db = await connectDatabase({ pgliteDir: path.join(folder, 'pglite') });
  const previews = new PreviewService(path.join(folder, 'files'));
  try {
    await db.migrate();
    const started = Date.now();
    const fingerprint = await shippedIndexFingerprint();
    await seedDatabase({
      db,
      count: args.count,
      seed: args.seed,
      images: true,
      shippedIndex: false,
      filesDir: path.join(folder, 'files'),
      previews,
      onPhase: ({ phase, ms }) => process.stderr.write(`${phase}: ${(ms / 1000).toFixed(1)} s\n`),
    });
    const data = await collectShippedIndex(db, previews, args.seed, args.count);
    if (data.fingerprint !== fingerprint)
      throw new Error('the generator, renderer or embedder was rebuilt meanwhile: run it again');
    const bytes = encodeShippedIndex(data);
    const out = args.out ?? shippedIndexFile(args.seed, args.count);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, bytes);
    process.stderr.write(
      `${data.models.length} models, ${data.centroids.length} lists: ${out} (${(bytes.length / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  } finally {
    await previews.close();
    await db.close();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
