#!/usr/bin/env node
// Runs the pinned pnpm (from package.json "packageManager") with the given arguments, installing it
// into .tools/ first when the machine has no pnpm of the same major. Only Node and npm are assumed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function pnpmCommand() {
  const pinned = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ).packageManager.split('@')[1];
  const major = pinned.split('.')[0];
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim().split('.')[0] === major) return 'pnpm';
  const local = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    console.log(`Installing pnpm ${pinned} into .tools/ ...`);
    const r = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        path.join(root, '.tools'),
        `pnpm@${pinned}`,
      ],
      {
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('pnpm could not be installed');
  }
  return local;
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (r.status !== 0) {
    process.exitCode = r.status ?? 1;
    throw new Error(`${cmd} ${args.join(' ')} failed`);
  }
}

/** The environment to run `command` (pnpmCommand's answer) in, with `extra` on top. */
export function pnpmEnv(command, extra = {}) {
  // turbo looks the package manager up on PATH, so a pnpm installed into .tools/ must be found there.
  const env = { ...process.env, ...extra };
  if (command !== 'pnpm') env.PATH = `${path.dirname(command)}${path.delimiter}${env.PATH ?? ''}`;
  return env;
}

export function pnpm(args, options = {}) {
  const command = pnpmCommand();
  run(command, args, { ...options, env: pnpmEnv(command, options.env) });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    pnpm(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(process.exitCode || 1);
  }
}
