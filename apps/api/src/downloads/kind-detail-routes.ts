import type { v1Calls, V1Call, V1Reply } from '@yunmo/api-contract/v1/calls';
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
    fastify.files.zipManifests,
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

/** The kinds' recommendation calls are declared alike (similar cards). */
type RecommendCall = typeof v1Calls.mappingRecommend;

/**
 * Registers `/get` and `/recommend` for one of the kinds with their own side table, each answer
 * typed by the kind's own declarations (`calls`).
 */
export function registerKindDetail<Detail extends V1Call, Extra>(
  fastify: FastifyInstance,
  kind: number,
  calls: { detail: Detail; recommend: RecommendCall },
  shape: (
    model: ModelCore,
    common: Awaited<ReturnType<typeof commonDetail>>,
    extra: Extra | undefined,
  ) => V1Reply<Detail>,
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
      db.rows<Extra>(extraQuery(model.id)),
    ]);
    return reply.v1(calls.detail, shape(model, common, extra[0]));
  });
  fastify.get('/recommend', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, [kind], key, { countView: false });
    if (!model) throw modelNotFound();
    return reply.v1(calls.recommend, await loadSimilar(db, model));
  });
}
