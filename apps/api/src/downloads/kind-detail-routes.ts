import type { v1Calls, V1Call, V1Reply } from '@yunmo/api-contract/v1/calls';
import type { SQL } from 'drizzle-orm';
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

/**
 * What a model's detail shows every visitor alike: images, versions, author, works, ads, the latest
 * error reply, the published package and the kind's own row (`extraQuery`). It comes from the
 * public cache until the next write (ADR 0065), so a view reads only the model's own row with its
 * counts, its view record and the visitor's own state.
 */
export function sharedDetail<Extra>(
  fastify: FastifyInstance,
  model: ModelCore,
  extraQuery: (modelId: number) => SQL,
) {
  const db = fastify.db;
  return fastify.publicCache.value(`model-detail:${String(model.id)}`, async () => {
    const [images, versions, author, works, advs, errorReply, published, extra] = await Promise.all(
      [
        loadImages(db, model.id),
        loadVersions(db, model.id),
        loadAuthor(db, model.authorId),
        loadWorks(db, model),
        loadAdverts(db),
        latestErrorReply(db, model.id),
        loadPublishedPackage(db, model.id),
        db.rows<Extra>(extraQuery(model.id)),
      ],
    );
    return { images, versions, author, works, advs, errorReply, published, extra: extra[0] };
  });
}

/**
 * The parts every kind's detail shares (images, package contents, works or ads, favourite, latest
 * error reply), and the kind's own row.
 */
export async function commonDetail<Extra>(
  fastify: FastifyInstance,
  model: ModelCore,
  userId: number | null,
  extraQuery: (modelId: number) => SQL,
) {
  const [shared, favor] = await Promise.all([
    sharedDetail<Extra>(fastify, model, extraQuery),
    isFavourite(fastify.db, userId, model.id),
  ]);
  const { images, versions, author, works, advs, errorReply } = shared;
  // Read per view: a zip's manifest costs one stat once known, and a file written since shows.
  const manifests = await versionManifests(
    versions,
    fastify.files.packagePath,
    shared.published,
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
  return {
    common: { images, packages, author, works, advs, favor, errorReply, anonymous: false },
    extra: shared.extra,
  };
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
    common: Awaited<ReturnType<typeof commonDetail>>['common'],
    extra: Extra | undefined,
  ) => V1Reply<Detail>,
  extraQuery: (modelId: number) => SQL,
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
    const { common, extra } = await commonDetail<Extra>(fastify, model, userId, extraQuery);
    return reply.v1(calls.detail, shape(model, common, extra));
  });
  fastify.get('/recommend', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, [kind], key, { countView: false });
    if (!model) throw modelNotFound();
    return reply.v1(calls.recommend, await loadSimilar(db, model));
  });
}
