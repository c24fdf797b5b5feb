import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/iu;

export interface PrecompressedFile {
  /** Path relative to the build directory, with forward slashes. */
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Scripts get copies at any size: the page's many small chunks add up, and each is on the first paint's path. */
const script = /\.m?js$/iu;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every script and every
 * other compressible file of at least `threshold` bytes, for the gateway to send as they are. A copy
 * that would not be smaller is not written, so the server sends the file itself.
 */
export async function precompressDirectory(
  directory: string,
  threshold = 1024,
): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(directory)).filter((file) => compressible.test(file)).sort();
  const written: PrecompressedFile[] = [];
  for (const file of files) {
    if (!script.test(file) && (await stat(file)).size < threshold) continue;
    const bytes = await readFile(file);
    const [brotliBytes, gzipBytes] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (brotliBytes.length < bytes.length) await writeFile(`${file}.br`, brotliBytes);
    if (gzipBytes.length < bytes.length) await writeFile(`${file}.gz`, gzipBytes);
    written.push({
      file: path.relative(directory, file).split(path.sep).join('/'),
      bytes: bytes.length,
      brotliBytes: Math.min(brotliBytes.length, bytes.length),
      gzipBytes: Math.min(gzipBytes.length, bytes.length),
    });
  }
  return written;
}

/** Vite plugin: precompresses the finished build (see precompressDirectory). */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'yunmo-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config === undefined) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await precompressDirectory(outDir);
      const total = (pick: (file: PrecompressedFile) => number) =>
        files.reduce((sum, file) => sum + pick(file), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      config.logger.info(
        `precompressed ${String(files.length)} files: ${kb(total((file) => file.bytes))} → ` +
          `${kb(total((file) => file.brotliBytes))} brotli, ${kb(total((file) => file.gzipBytes))} gzip`,
      );
    },
  };
}
