#!/usr/bin/env node
// The one test command: installs what it needs (pnpm, Debian's Chromium), then runs lint,
// knip, typecheck, every package's tests and the browser end-to-end tests through turbo.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pnpm, run } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('Installing Debian Chromium for the browser tests ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync(
    sudo[0] ?? 'apt-get',
    [...sudo.slice(1), ...(isRoot ? [] : ['apt-get']), 'update'],
    { stdio: 'inherit', env },
  );
  if (update.status !== 0) throw new Error('apt-get update failed');
  run(
    sudo[0] ?? 'apt-get',
    [
      ...sudo.slice(1),
      ...(isRoot ? [] : ['apt-get']),
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
      'fonts-noto-cjk',
    ],
    { env },
  );
}

try {
  pnpm(['install', '--frozen-lockfile']);
  ensureChromium();
  // Formatting (.prettierignore leaves out generated files and prose), then unused files, exports
  // and dependencies (knip.json): a few seconds each on an idle machine.
  pnpm(['exec', 'prettier', '--check', '.']);
  pnpm(['exec', 'knip', '--no-progress']);
  // One run, two tasks at a time on the two cores: the browser tests start as soon as the apps are
  // built, beside the longest unit suite, instead of after every suite (the suites run one file at
  // a time, so a stage of its own left a core idle for minutes).
  pnpm(['turbo', 'run', 'build', 'lint', 'typecheck', 'test', 'e2e', '--concurrency=2']);
} catch (error) {
  console.error(error.message);
  process.exit(process.exitCode || 1);
}
