import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The two packages other frontends import, as a stranger gets them: packed the way they are
 * published, installed with plain npm into an empty project, then used from Node (ESM), from a
 * bundle and from TypeScript with both the old (node10) and the bundler resolution.
 */
const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];

function run(command: string[], cwd: string): string {
  const [bin, ...args] = command;
  const result = spawnSync(bin!, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status !== 0)
    throw new Error(`${command.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const usage = `
import { decodeFilterCode, encodeFilterCode, defaultFilter } from '@yunmo/domain/filter-code';
import { encodeAuthorName, decodeAuthorName } from '@yunmo/domain/author-name';
import { feedbackSchema } from '@yunmo/domain/validation/feedback';
import { filterCode } from '@yunmo/domain';
import { modelListQuerySchema } from '@yunmo/api-contract/models';

const code = encodeFilterCode({ ...defaultFilter('max'), free: 1 });
const decoded = decodeFilterCode('max', code);
const name = encodeAuthorName('云模设计师');
const feedback = feedbackSchema.safeParse({ msgContent: '太短', userPhone: '', path: '/' });
const query = modelListQuerySchema.safeParse({ page: '2' });
console.log(JSON.stringify({
  roundTrip: encodeFilterCode(decoded.filter) === code && decoded.valid,
  sameFromRoot: filterCode.encodeFilterCode(decoded.filter) === code,
  author: decodeAuthorName(name),
  feedbackError: feedback.success ? null : feedback.error.issues[0].message,
  queryOk: query.success,
}));
`;

const expected = {
  roundTrip: true,
  sameFromRoot: true,
  author: '云模设计师',
  feedbackError: FEEDBACK_MESSAGES.descriptionTooShort,
  queryOk: true,
};

describe('the published packages, installed with npm into an empty project', () => {
  let scratch = '';

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'yunmo-packaging-'));
    const tarballs = path.join(scratch, 'tarballs');
    for (const name of ['domain', 'api-contract'])
      run([...pnpm, 'pack', '--pack-destination', tarballs], path.join(packages, name));
    const files = (await readdir(tarballs)).map((file) => path.join(tarballs, file));
    const project = path.join(scratch, 'project');
    run(['mkdir', '-p', project], scratch);
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
    );
    // Only the tarballs and their declared dependencies: nothing of the workspace leaks in.
    run(
      ['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline', ...files, 'zod@^4.1.12'],
      project,
    );
    await writeFile(path.join(project, 'usage.mjs'), usage);
  }, 300_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('runs the codecs and the schemas from Node as ESM', () => {
    const out = run([process.execPath, 'usage.mjs'], path.join(scratch, 'project'));
    expect(JSON.parse(out)).toEqual(expected);
  });

  it('bundles with esbuild and runs the same', () => {
    const project = path.join(scratch, 'project');
    const esbuild = path.join(packages, 'api-contract', 'node_modules', '.bin', 'esbuild');
    run(
      [
        esbuild,
        'usage.mjs',
        '--bundle',
        '--format=esm',
        '--platform=neutral',
        '--main-fields=module,main',
        '--outfile=bundle.mjs',
      ],
      project,
    );
    expect(JSON.parse(run([process.execPath, 'bundle.mjs'], project))).toEqual(expected);
  });

  it('type-checks with the node10 and the bundler module resolution', async () => {
    const project = path.join(scratch, 'project');
    await writeFile(
      path.join(project, 'usage.ts'),
      usage.replace(
        /^console\.log[\s\S]*$/mu,
        'export const result = { code, decoded, name, feedback, query };\n',
      ),
    );
    const tsc = path.join(packages, 'api-contract', 'node_modules', '.bin', 'tsc');
    // Library files are the dependencies' business (zod's own need esModuleInterop under node10); ours must resolve.
    const common = [
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--esModuleInterop',
      '--skipLibCheck',
      'usage.ts',
    ];
    run([tsc, '--module', 'commonjs', '--moduleResolution', 'node10', ...common], project);
    run([tsc, '--module', 'esnext', '--moduleResolution', 'bundler', ...common], project);
  });

  it('ships the built modules, readme, changelog and licence, no tests, and no workspace links', async () => {
    const tarballs = path.join(scratch, 'tarballs');
    for (const file of await readdir(tarballs)) {
      const listing = run(['tar', '-tzf', path.join(tarballs, file)], scratch).split('\n');
      expect(listing).toEqual(
        expect.arrayContaining([
          'package/package.json',
          'package/README.md',
          'package/CHANGELOG.md',
          'package/LICENSE',
        ]),
      );
      expect(listing.some((entry) => entry.endsWith('.d.ts'))).toBe(true);
      expect(
        listing.filter((entry) => /\.test\.|\/(generate|render-types)\./u.test(entry)),
      ).toEqual([]);
      const manifest = run(
        ['tar', '-xzOf', path.join(tarballs, file), 'package/package.json'],
        scratch,
      );
      expect(manifest).not.toContain('workspace:');
    }
  });
});

describe("the packages' readmes", () => {
  async function modules(dir: string, prefix = ''): Promise<string[]> {
    const names: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'test-support')
        names.push(...(await modules(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
      else if (
        /^[a-z0-9-]+\.ts$/u.test(entry.name) &&
        !/^(index|generate|render-types)\.ts$/u.test(entry.name)
      )
        names.push(prefix + entry.name.slice(0, -3));
    }
    return names;
  }

  it.each(['domain', 'api-contract'])(
    'document every module of %s with an example',
    async (name) => {
      const readme = await readFile(path.join(packages, name, 'README.md'), 'utf8');
      const undocumented = (await modules(path.join(packages, name, 'src'))).filter((module) => {
        // A heading with a code example, or (form schemas) a row of the validation table.
        const section = readme.split(`### \`${module}\``)[1]?.split('\n### ')[0];
        return !(section?.includes('```ts') ?? false) && !readme.includes(`| \`${module}\``);
      });
      expect(undocumented).toEqual([]);
    },
  );

  it.each(['domain', 'api-contract'])(
    'offer every top-level module of %s from the root entry',
    async (name) => {
      const index = await readFile(path.join(packages, name, 'src', 'index.ts'), 'utf8');
      const missing = (await modules(path.join(packages, name, 'src'))).filter(
        (module) => !module.includes('/') && !index.includes(`from './${module}.js'`),
      );
      expect(missing).toEqual([]);
    },
  );
});
