import { parseArgs } from 'node:util';
import { z } from 'zod';
import { filesDirectory, loadConfig } from '../config/env.js';
import { connectDatabase } from '../db/client.js';
import path from 'node:path';
import { catalogueIsEmpty, seedDatabase, type SeedProgress } from './seed.js';

const usage =
  'usage: node dist/seed/cli.js [--count 2000] [--seed 42] [--no-images]  (DATABASE_URL selects PostgreSQL, else PGlite in YUNMO_DATA_DIR)';

const argsSchema = z.object({
  count: z.coerce.number().int().min(1).max(5_000_000),
  seed: z.coerce.number().int(),
  images: z.boolean(),
});

function progressBar(): (progress: SeedProgress) => void {
  let lastDraw = 0;
  let lastPhase = '';
  return (progress) => {
    const now = Date.now();
    const finished = progress.done >= progress.total;
    if (!finished && progress.phase === lastPhase && now - lastDraw < 100) return;
    if (lastPhase && progress.phase !== lastPhase) process.stderr.write('\n');
    lastPhase = progress.phase;
    lastDraw = now;
    const width = 30;
    const ratio = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
    const filled = Math.round(ratio * width);
    process.stderr.write(
      `\r${progress.phase.padEnd(9)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${progress.done}/${progress.total}`,
    );
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '42' },
      'no-images': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const parsed = argsSchema.safeParse({
    count: values.count,
    seed: values.seed,
    images: !values['no-images'],
  });
  if (!parsed.success) {
    console.error(
      `${usage}\n${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(process.env);
  const db = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.YUNMO_DATA_DIR, 'pglite'),
  });
  try {
    await db.migrate();
    if (!(await catalogueIsEmpty(db))) {
      console.error('The catalogue already holds models; seed an empty database.');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    await seedDatabase({
      db,
      count: parsed.data.count,
      seed: parsed.data.seed,
      images: parsed.data.images,
      filesDir: filesDirectory(config),
      onProgress: progressBar(),
      onPhase: ({ phase, ms, cpuMs }) =>
        process.stderr.write(
          `\n${phase}: ${(ms / 1000).toFixed(1)} s wall, ${(cpuMs / 1000).toFixed(1)} s CPU`,
        ),
    });
    process.stderr.write(
      `\nseeded ${parsed.data.count} models in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
