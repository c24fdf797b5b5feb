import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const drizzleKit = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);
const run = promisify(execFile);

/**
 * drizzle-kit on a copy of the migrations folder, with the project's own drizzle.config.ts (only its
 * `out` moved): what `pnpm --filter @yunmo/api exec drizzle-kit generate` would do, without touching
 * the real folder.
 */
describe('drizzle-kit configuration', () => {
  let work: string;
  let out: string;
  let config: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'yunmo-drizzle-'));
    out = path.join(work, 'drizzle');
    await cp(path.join(apiRoot, 'drizzle'), out, { recursive: true });
    config = path.join(work, 'drizzle.config.ts');
    // drizzle-kit 0.31 prefixes `out` with "./", so it must be relative to the working directory.
    await writeFile(
      config,
      `import config from ${JSON.stringify(path.join(apiRoot, 'drizzle.config.ts'))};\n` +
        `export default { ...config, out: ${JSON.stringify(path.relative(apiRoot, out))} };\n`,
    );
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const drizzle = (command: string) =>
    run(process.execPath, [drizzleKit, command, '--config', config], {
      cwd: apiRoot,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 50_000,
    });

  it('generates no migration for the unchanged schema', async () => {
    const before = await readdir(out, { recursive: true });
    const { stdout } = await drizzle('generate');
    // A schema module missing from the config would drop its tables; a snapshot behind the schema
    // would re-add columns.
    expect(stdout).toContain('No schema changes, nothing to migrate');
    expect(await readdir(out, { recursive: true })).toEqual(before);
  }, 60_000);

  it('finds the snapshot chain consistent', async () => {
    const { stdout } = await drizzle('check');
    expect(stdout).toContain("Everything's fine");
  }, 60_000);

  it('has a snapshot for the latest migration of the journal', async () => {
    // A migration written by hand without its snapshot leaves the next `generate` diffing against an
    // older schema; `drizzle-kit generate --custom` writes both.
    const journal = JSON.parse(
      await readFile(path.join(apiRoot, 'drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const latest = journal.entries.at(-1)?.tag ?? '';
    const snapshots = (await readdir(path.join(apiRoot, 'drizzle/meta')))
      .filter((name) => name.endsWith('_snapshot.json'))
      .sort();
    expect(latest).toMatch(/^\d{4}_/u);
    expect(snapshots.at(-1)).toBe(`${latest.slice(0, 4)}_snapshot.json`);
  });
});
