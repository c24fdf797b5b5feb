import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { archetypeSamples } from '@yunmo/asset-gen/catalogue';
import type { RenderJob } from './jobs.js';
import { RenderPool } from './pool.js';

/**
 * Writes docs/catalogue.md: one rendered cover per archetype, so anyone can see at a glance what the
 * seed contains. `pnpm --filter @yunmo/asset-render contact-sheet [output-dir]`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docs = path.resolve(process.argv[2] ?? path.join(root, 'docs'));
const imageDir = path.join(docs, 'catalogue');
await mkdir(imageDir, { recursive: true });

const pool = new RenderPool();
const started = performance.now();
const rows = await Promise.all(
  archetypeSamples.map(async (sample, index) => {
    const file = path.join(imageDir, `${sample.id}.webp`);
    const job: RenderJob = {
      source: { kind: 'asset', input: { subcategory: '', item: sample.item, seed: 1000 + index } },
      outputs: [{ file, view: 'cover', width: 360, height: 270, format: 'webp', quality: 80 }],
    };
    const result = await pool.run(job);
    return { ...sample, file, ms: result.prepareMs + result.outputMs[0]!, bytes: result.bytes[0]! };
  }),
);
await pool.close();

const lines = [
  '# The seeded catalogue at a glance',
  '',
  `One cover per archetype (${rows.length} archetypes), rendered by \`@yunmo/asset-render\` from the asset \`@yunmo/asset-gen\` builds for the item named.`,
  'Regenerate with `pnpm --filter @yunmo/asset-render contact-sheet`.',
  '',
  '| | | |',
  '|---|---|---|',
];
for (let index = 0; index < rows.length; index += 3) {
  const cells = rows
    .slice(index, index + 3)
    .map(
      (row) => `![${row.id}](catalogue/${path.basename(row.file)})<br>\`${row.id}\` · ${row.item}`,
    );
  while (cells.length < 3) cells.push('');
  lines.push(`| ${cells.join(' | ')} |`);
}
lines.push('');
await writeFile(path.join(docs, 'catalogue.md'), lines.join('\n'));
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
console.log(
  `${rows.length} archetypes in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(total / 1024).toFixed(0)} KiB`,
);
