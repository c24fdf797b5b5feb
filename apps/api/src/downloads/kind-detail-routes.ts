import type { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../http/auth.js';
import { parseParams } from '../http/params.js';
import {
  isFavourite,
  latestErrorReply,
  loadAdverts,
  loadAuthor,
  loadImages,
  loadModelCore,
  loadSimilar,
  loadVersions,
  loadWorks,
  modelKeyQuery,
  modelNotFound,
  loadPublishedPackage,
  versionManifests,
  type ModelCore,
} from './model-detail.js';
import { visitorKey } from './model-views.js';

/** The parts every kind's detail shares: images, package contents, works or ads, favourite, latest error reply. */
export async function commonDetail(
  fastify: FastifyInstance,
  model: ModelCore,
  userId: number | null,
) {
  const db = fastify.db;
  const [images, versions, author, works, advs, favor, errorReply] = await Promise.all([
    loadImages(db, model.id),
    loadVersions(db, model.id),
    loadAuthor(db, model.authorId),
    loadWorks(db, model),
    loadAdverts(db),
    isFavourite(db, userId, model.id),
    latestErrorReply(db, model.id),
  ]);
  const manifests = await versionManifests(
    versions,
    fastify.files.packagePath,
    await loadPublishedPackage(db, model.id),
  );
  const packages = versions.map((version) => ({
    id: version.id,
    version: version.version,
    size: version.size,
    sizeBytes: version.sizeBytes,
    sha256: version.sha256,
    contents: manifests[version.id] ?? null,
  }));
  return { images, packages, author, works, advs, favor, errorReply, anonymous: false };
}

/** Registers `/get` and `/recommend` for one of the kinds with their own side table. */
export function registerKindDetail(
  fastify: FastifyInstance,
  kind: number,
  shape: (
    model: ModelCore,
    common: Awaited<ReturnType<typeof commonDetail>>,
    extra: Record<string, unknown> | undefined,
  ) => unknown,
  extraQuery: (modelId: number) => ReturnType<typeof sql>,
): void {
  const db = fastify.db;
  fastify.get('/get', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const userId = await currentUserId(db, request);
    const model = await loadModelCore(db, [kind], key, {
      countView: true,
      visitor: visitorKey(request, userId),
    });
    if (!model) throw modelNotFound();
    const [common, extra] = await Promise.all([
      commonDetail(fastify, model, userId),
      db.rows<Record<string, unknown>>(extraQuery(model.id)),
    ]);
    return reply.ok(shape(model, common, extra[0]));
  });
  fastify.get('/recommend', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, [kind], key, { countView: false });
    if (!model) throw modelNotFound();
    return reply.ok(await loadSimilar(db, model));
  });
}
