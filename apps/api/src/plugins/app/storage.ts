import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesDirectory } from '../../config/env.js';
import { ZipManifests } from '../../downloads/model-detail.js';
import { ensureTexturePreview } from '../../assets/texture-assets.js';
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
      /** What each package zip holds, read once per file (model-detail.ts). */
      zipManifests: ZipManifests;
      /** The private bucket of packages, when PACKAGE_STORAGE_S3_* configure one. */
      packageBucket: S3PackageStore | undefined;
    };
  }
}

/** Picture extensions: the only files served under /files (their content types come from @fastify/send). */
const publicExtensions: ReadonlySet<string> = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.svg',
]);

/**
 * Only previews are public: pictures (thumbnails, previews, avatars, banners, feedback screenshots).
 * Anything else found under the files directory (a package left there by an old seed, say) is not
 * served; packages are delivered only through a download grant.
 */
export function isPublicFile(diskPath: string): boolean {
  return publicExtensions.has(path.extname(diskPath).toLowerCase());
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

const fileNotFound = { code: 404, msg: '文件不存在', data: null } as const;

/**
 * GET /files/*: public pictures through @fastify/send (content type, ETag and Last-Modified with 304,
 * single byte ranges with 206 and 416, Cache-Control). Missing preview sizes are rendered on first
 * request. Directories, dotfiles, paths leaving the folder and non-pictures answer 404.
 */
async function publicFiles(
  fastify: FastifyInstance,
  options: { directory: string },
): Promise<void> {
  const { directory } = options;
  await fastify.register(fastifyStatic, {
    root: directory,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    maxAge: '1d',
  });
  // Inside this context the legacy API's handlers (client errors as HTTP 200) do not apply: a file
  // answer keeps its HTTP status.
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send(fileNotFound));
  fastify.setErrorHandler(
    (error: FastifyError & { headers?: Record<string, string> }, _request, reply) => {
      // send's 416 carries the Content-Range with the file's size.
      if (error.statusCode === 416)
        return reply
          .code(416)
          .headers(error.headers ?? {})
          .send();
      if (
        typeof error.statusCode === 'number' &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        return reply.code(404).send(fileNotFound);
      }
      throw error;
    },
  );
  // Pictures are cached and cheap: never counted against a caller's budget (a page shows dozens).
  fastify.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
    const publicPath = request.url.split('?')[0] ?? '';
    const diskPath = resolveFilePath(directory, publicPath);
    if (!diskPath || !isPublicFile(diskPath)) return reply.code(404).send(fileNotFound);
    if (!(await stat(diskPath).catch(() => null))?.isFile()) {
      // A preview size nobody has asked for yet: render it now (once, however many ask at the same time).
      const failed = (error: unknown) => {
        request.log.error({ err: error, path: publicPath }, 'preview render failed');
        return null;
      };
      // Material detail pictures are likewise rendered from their maps on the first request.
      const rendered =
        (await fastify.previews.ensure(publicPath).catch(failed)) ??
        (await ensureTexturePreview(directory, publicPath).catch(failed));
      if (rendered !== diskPath) return reply.code(404).send(fileNotFound);
      // With a bucket, a size rendered here (an old link, a size the boot did not render) is published too.
      await fastify.pictures.publish(publicPath, diskPath).catch((error: unknown) => {
        request.log.warn({ err: error, path: publicPath }, 'picture not published');
      });
    }
    // Relative to the root and free of "..": send refuses those with 403, and the check above already
    // keeps the path inside the folder.
    return reply.sendFile(path.relative(directory, diskPath));
  });
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
      zipManifests: new ZipManifests(),
      packageBucket,
    });

    fastify.register(publicFiles, { prefix: '/files', directory });
    done();
  },
  { name: 'storage', dependencies: ['env', 'previews'] },
);
