import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { filesDirectory } from '../../config/env.js';
import { ensureTexturePreview } from '../../seed/texture-assets.js';
import {
  packageDiskPath,
  packageS3Config,
  packagesDirectory,
  S3PackageStore,
} from '../../downloads/package-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: {
      directory: string;
      diskPath(publicPath: string): string | null;
      /** The private disk path of a package key (model_versions.file_path); never served under /files. */
      packagePath(key: string): string | null;
      /** The private bucket of packages, when PACKAGE_STORAGE_S3_* configure one. */
      packageBucket: S3PackageStore | undefined;
    };
  }
}

const contentTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/**
 * Only previews are public: pictures (thumbnails, previews, avatars, banners, feedback screenshots).
 * Anything else found under the files directory (a package left there by an old seed, say) is not
 * served; packages are delivered only through a download grant.
 */
export function isPublicFile(diskPath: string): boolean {
  return Object.hasOwn(contentTypes, path.extname(diskPath).toLowerCase());
}

/** Resolves a /files/… path inside the files directory; null for anything that escapes it. */
export function resolveFilePath(directory: string, publicPath: string): string | null {
  if (!publicPath.startsWith('/files/')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(publicPath.slice('/files/'.length));
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.length === 0) return null;
  const resolved = path.resolve(directory, relative);
  return resolved.startsWith(directory + path.sep) ? resolved : null;
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** Parses a single "bytes=" range; multi-range requests are answered with the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/u.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return 'unsatisfiable';
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export default fp(
  (fastify, _options, done) => {
    const directory = path.resolve(filesDirectory(fastify.config));
    const privateDirectory = path.resolve(packagesDirectory(fastify.config));
    const bucketConfig = packageS3Config(fastify.config);
    const packageBucket = bucketConfig ? new S3PackageStore(bucketConfig) : undefined;
    fastify.addHook('onClose', (_instance, hookDone) => {
      packageBucket?.close();
      hookDone();
    });
    fastify.decorate('files', {
      directory,
      diskPath: (publicPath: string) => resolveFilePath(directory, publicPath),
      packagePath: (key: string) => packageDiskPath(privateDirectory, key),
      packageBucket,
    });

    fastify.get('/files/*', async (request, reply) => {
      const notFound = () => reply.code(404).send({ code: 404, msg: '文件不存在', data: null });
      const publicPath = request.url.split('?')[0] ?? '';
      const diskPath = resolveFilePath(directory, publicPath);
      if (!diskPath || !isPublicFile(diskPath)) return notFound();
      let info = await stat(diskPath).catch(() => null);
      if (!info?.isFile()) {
        // A preview size nobody has asked for yet: render it now (once, however many ask at the same time).
        const failed = (error: unknown) => {
          request.log.error({ err: error, path: publicPath }, 'preview render failed');
          return null;
        };
        // Material detail pictures are likewise rendered from their maps on the first request.
        const rendered =
          (await fastify.previews.ensure(publicPath).catch(failed)) ??
          (await ensureTexturePreview(directory, publicPath).catch(failed));
        if (rendered !== diskPath) return notFound();
        info = await stat(diskPath).catch(() => null);
        if (!info?.isFile()) return notFound();
      }
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header(
          'content-type',
          contentTypes[path.extname(diskPath).toLowerCase()] ?? 'application/octet-stream',
        )
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString())
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const range = parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(createReadStream(diskPath, { start: range.start, end: range.end }));
      }
      reply.header('content-length', info.size);
      return reply.send(createReadStream(diskPath));
    });
    done();
  },
  { name: 'storage', dependencies: ['env', 'previews'] },
);
