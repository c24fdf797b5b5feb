import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { describe, expect, it } from 'vitest';

/*
 * The gateway asks the API only through declared calls (`fastify.v1.call` / `envelope` with an
 * entry of `v1Calls`): no route or service writes a /v1 path or a payload schema of its own, so
 * each /v1 payload is described once, in @yunmo/api-contract.
 */

const src = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const callers = [...sourceFiles(join(src, 'routes')), ...sourceFiles(join(src, 'services'))].map(
  (path) => ({ file: relative(src, path), text: readFileSync(path, 'utf8') }),
);

describe('the gateway’s upstream calls', () => {
  it('finds the routes and services that call the API', () => {
    expect(
      callers.filter(({ text }) => text.includes('fastify.v1') || text.includes('v1.call')).length,
    ).toBeGreaterThan(20);
  });

  it('writes no /v1 path in a route or service', () => {
    const paths = callers.flatMap(({ file, text }) =>
      [...text.matchAll(/['"`](?:\/user)?\/v1\/[^'"`]*['"`]/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(paths).toEqual([]);
  });

  it('names only declared calls', () => {
    const names = new Set(
      callers.flatMap(({ text }) =>
        [...text.matchAll(/\bv1Calls\.(\w+)/g)].map((match) => match[1]!),
      ),
    );
    expect(names.size).toBeGreaterThan(60);
    expect([...names].filter((name) => !(name in v1Calls))).toEqual([]);
  });

  it('has no client but the declared one', () => {
    const other = callers.filter(({ text }) => /\bv1\.(?!call\b|envelope\b)\w+\(/.test(text));
    expect(other.map(({ file }) => file)).toEqual([]);
  });
});
