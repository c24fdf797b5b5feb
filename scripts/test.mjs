#!/usr/bin/env node
// The one test command: installs what it needs (pnpm, Debian's Chromium), builds, then runs the
// browser journeys beside formatting, knip, lint, typecheck and every package's tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pnpm, pnpmCommand, pnpmEnv, root, run } from './pnpm.mjs';

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

const started = Date.now();
const seconds = () => `${String(Math.round((Date.now() - started) / 1000))} s`;

/** Runs pnpm with its output's lines prefixed; resolves to whether it exited with 0. */
function pnpmLane(label, args) {
  const command = pnpmCommand();
  const env = pnpmEnv(command, { FORCE_COLOR: process.env.FORCE_COLOR ?? '0' });
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${label} ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      console.log(`${label} exited with ${String(code)} at ${seconds()}`);
      resolve(code === 0);
    });
  });
}

async function checks() {
  // Formatting (.prettierignore leaves out generated files and prose), unused files, exports and
  // dependencies (knip.json), then lint, typecheck and the unit suites, two tasks at a time.
  const steps = [
    ['format', ['exec', 'prettier', '--check', '.']],
    ['knip', ['exec', 'knip', '--no-progress']],
    ['checks', ['turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2']],
  ];
  let ok = true;
  for (const [label, args] of steps) ok = (await pnpmLane(`${label} │`, args)) && ok;
  return ok;
}

try {
  pnpm(['install', '--frozen-lockfile']);
  ensureChromium();
  pnpm(['turbo', 'run', 'build', '--concurrency=2']);
  console.log(`Built at ${seconds()}; the browser journeys start now, beside the checks.`);
  // The journeys are the longest task: they start at once instead of after whichever lint, typecheck
  // and unit tasks became ready first (ADR 0064).
  const [journeys, rest] = await Promise.all([
    pnpmLane('e2e │', ['--filter', '@yunmo/web', 'run', 'e2e']),
    checks(),
  ]);
  console.log(
    `Finished at ${seconds()}: journeys ${journeys ? 'passed' : 'FAILED'}, checks ${rest ? 'passed' : 'FAILED'}.`,
  );
  if (!journeys || !rest) process.exitCode = 1;
} catch (error) {
  console.error(error.message);
  process.exit(process.exitCode || 1);
}
