import type { Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

async function javascriptFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .filter((entry) => !entry.name.endsWith('.test.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Feeds the built JavaScript of the folders holding `specifiers` (resolved from `from`) into `hash`,
 * file by file in a fixed order: what the shipped seed files (ADR 0059, 0061) are a function of.
 */
export async function hashBuiltCode(
  hash: Hash,
  from: string,
  specifiers: readonly string[],
): Promise<void> {
  const require = createRequire(from);
  for (const specifier of specifiers) {
    const folder = path.dirname(require.resolve(specifier));
    for (const file of await javascriptFiles(folder)) {
      hash.update(`${specifier}/${path.relative(folder, file)}\0`);
      hash.update(await readFile(file));
    }
  }
}

/** A shipped seed file decoded, or why it is not used: missing (`missing`) or unreadable. */
export async function readShippedFile<T>(
  file: string,
  decode: (bytes: Buffer) => T,
  missing: string,
): Promise<{ data: T } | { data: null; reason: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return { data: null, reason: missing };
  }
  try {
    return { data: decode(bytes) };
  } catch (error) {
    return {
      data: null,
      reason: `unreadable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
