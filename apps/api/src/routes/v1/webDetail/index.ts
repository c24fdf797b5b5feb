import {
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_MESSAGE_MAX,
} from '@yunmo/domain/validation/error-report';
import { KIND_CODES, kindFromCode } from '@yunmo/domain/asset-kinds';
import { displayedPrice, fenToYuanString } from '@yunmo/domain/money';
import { beijingDateTime } from '@yunmo/domain/seo';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { currentUserId, requireUserId } from '../../../http/auth.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { optionalId, parseParams, uuidParam } from '../../../http/params.js';
import {
  isFavourite,
  latestErrorReply,
  loadModelCore,
  loadSimilar,
  loadVersions,
  modelKeyQuery,
  modelNotFound,
  versionManifests,
  type ModelKey,
} from '../../../downloads/model-detail.js';
import { visitorKey } from '../../../downloads/model-views.js';
import { sharedDetail } from '../../../downloads/kind-detail-routes.js';
import { userCategoryOf, userTier } from '../../../downloads/tier.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

const maxSuKinds = [KIND_CODES.max, KIND_CODES.su] as const;
/** Versions a MAX file can be converted to, and SU versions; a conversion targets the same software. */
const conversionEditions = {
  1: ['2014', '2016', '2018', '2020', '2022', '2024'],
  2: ['2017', '2019', '2021', '2023'],
} as const;

/** The wire form of an error report (the output of the domain's errorReportSchema). */
const saveMsgBody = z
  .object({
    category: z
      .string()
      .max(200)
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          value
            .split(',')
            .every((part) => (ERROR_REPORT_CATEGORIES as readonly string[]).includes(part)),
        {
          message: '提交错误',
        },
      ),
    msg: z.string().trim().max(ERROR_REPORT_MESSAGE_MAX, { message: '提交错误' }).optional(),
    modelUuid: z.string().trim().min(1).max(64),
    modelNumber: z.string().trim().max(64).optional(),
    contact: z.string().trim().max(100).optional(),
  })
  .refine((value) => (value.category ?? '') !== '' || (value.msg ?? '') !== '', {
    message: '提交错误',
  });

const webDetail: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/get', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const userId = await currentUserId(db, request);
    const model = await loadModelCore(db, maxSuKinds, key, {
      countView: true,
      visitor: visitorKey(request, userId),
    });
    if (!model) throw modelNotFound();
    const [shared, favor] = await Promise.all([
      sharedDetail<{
        software: string;
        down_price_fen: number;
        model_price_fen: number;
        anonymous: boolean;
        renderer: string | null;
      }>(
        fastify,
        model,
        (modelId) => sql`
        select d.software, d.down_price_fen, d.model_price_fen, d.anonymous, r.name as renderer
        from max_su_details d join models m on m.id = d.model_id left join renderers r on r.id = m.renderer_id
        where d.model_id = ${modelId}`,
      ),
      isFavourite(db, userId, model.id),
    ]);
    const { images, versions, author, works, advs, errorReply, extra: detail } = shared;
    const anonymous = detail?.anonymous ?? false;
    const manifests = await versionManifests(
      versions,
      fastify.files.packagePath,
      shared.published,
      fastify.files.zipManifests,
    );
    const tier = userId === null ? null : await userTier(db, userId);
    const price = displayedPrice(model.kind === 1 ? 'max' : 'su', model.priceFen);
    return reply.v1(v1Calls.maxSuDetail, {
      model: {
        id: model.id,
        uuid: model.uuid,
        title: model.title,
        modelNumber: model.modelNumber,
        oneClass: model.oneClass,
        twoClass: model.twoClass,
        oneClassId: model.oneClassId,
        twoClassId: model.twoClassId,
        images,
        zips: versions.map((version) => ({
          id: version.id,
          modelType: version.modelType,
          version: version.version,
          light: version.light,
          size: version.size,
          sizeBytes: version.sizeBytes,
          sha256: version.sha256,
          copyright: version.copyright,
          contents: manifests[version.id] ?? null,
        })),
        downPrice: fenToYuanString(detail?.down_price_fen ?? model.priceFen),
        chargeCategory: model.chargeCategory,
        downloadCount: model.downloadCount,
        favorNumber: model.favorCount,
        showNumber: model.viewCount,
        modelUnique: model.isUnique,
        modelRender: detail?.renderer ?? null,
        feeType: model.feeCategory,
        price: fenToYuanString(price.fen),
        priceFen: price.fen,
        free: model.feeCategory === 1,
        modelPrice: fenToYuanString(detail?.model_price_fen ?? model.priceFen),
        style: model.style,
        modelUpTime: model.createdAt,
        software: detail?.software ?? (model.kind === 1 ? '3ds Max' : 'SketchUp'),
        kind: model.kind === 1 ? 'max' : 'su',
      },
      favor,
      favorFlag: favor,
      nikename: anonymous ? null : (author?.nikename ?? null),
      author: anonymous ? null : author,
      works: anonymous ? [] : works,
      anonymous,
      advs,
      errorReply,
      goodData: { userCategory: tier === null ? null : userCategoryOf(tier) },
    });
  });

  // Dynamic time (spec §7.2): the page's address, first publication and last update, for the
  // page's time structured data. Any kind: the model decides its own address.
  fastify.get('/dynamicTime', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, Object.values(KIND_CODES), key, { countView: false });
    if (!model) throw modelNotFound();
    const rows = await db.rows<{ created_at: string | Date; updated_at: string | Date | null }>(sql`
      select m.created_at, (select max(r.replied_at) from error_reports r where r.model_id = m.id) as updated_at
      from models m where m.id = ${model.id}`);
    const created = new Date(rows[0]?.created_at ?? Date.now());
    const replied = rows[0]?.updated_at ? new Date(rows[0].updated_at) : null;
    const kind = kindFromCode(model.kind) ?? 'max';
    return reply.v1(v1Calls.dynamicTime, {
      url: `${fastify.config.PUBLIC_ORIGIN.replace(/\/+$/u, '')}/detail/${kind}/${model.uuid}`,
      pubDate: beijingDateTime(created),
      upDate: beijingDateTime(replied && replied > created ? replied : created),
    });
  });

  fastify.get('/getSameModes', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, maxSuKinds, key, { countView: false });
    if (!model) throw modelNotFound();
    return reply.v1(v1Calls.sameModels, await loadSimilar(db, model));
  });

  fastify.get('/getVersion', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, maxSuKinds, key, { countView: false });
    if (!model) throw modelNotFound();
    const versions = await loadVersions(db, model.id);
    const editions = conversionEditions[model.kind === 2 ? 2 : 1];
    const have = new Set(versions.map((version) => version.version));
    const targets = editions.filter((edition) => !have.has(edition));
    // list1: what each file can be converted to; list2: the files that exist now.
    const list1 =
      targets.length === 0
        ? []
        : versions.map((version) => ({
            fileId: version.id,
            edition: version.version,
            light: version.light,
            editions: targets,
          }));
    const list2 = versions.map((version) => ({
      fileId: version.id,
      edition: version.version,
      light: version.light,
      size: version.size,
    }));
    return reply.v1(v1Calls.versions, { list1, list2 });
  });

  fastify.post('/submitVersion', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        id: optionalId('id'),
        uuid: z.string().max(64).optional(),
        version: z.string({ error: '参数错误：缺少 version' }).trim().min(1).max(16),
        fileId: optionalId('fileId'),
      }),
      request.body,
    );
    if ((body.id === undefined && !body.uuid) || body.fileId === undefined)
      throw new LegacyError(400, '参数错误：缺少 id 或 fileId');
    const key: ModelKey = body.uuid ? { uuid: body.uuid } : { id: body.id ?? 0 };
    const model = await loadModelCore(db, maxSuKinds, key, { countView: false });
    if (!model) throw modelNotFound();
    const versions = await loadVersions(db, model.id);
    const source = versions.find((version) => version.id === body.fileId);
    const editions: readonly string[] = conversionEditions[model.kind === 2 ? 2 : 1];
    if (
      !source ||
      !editions.includes(body.version) ||
      versions.some((version) => version.version === body.version)
    ) {
      throw new LegacyError(10003, '该版本无法转换');
    }
    // Asking again for the same conversion keeps the one request already queued.
    await db.rows(
      sql`insert into version_conversions (user_id, model_id, version_id, target_version)
          select ${userId}, ${model.id}, ${source.id}, ${body.version}
          where not exists (
            select 1 from version_conversions
            where user_id = ${userId} and version_id = ${source.id} and target_version = ${body.version}
          )`,
    );
    return reply.v1(v1Calls.submitVersion, null);
  });

  fastify.get('/getErrorMsg', async (request, reply) => {
    const key = parseParams(modelKeyQuery, request.query);
    const model = await loadModelCore(db, [1, 2, 3, 4, 5], key, { countView: false });
    if (!model) throw modelNotFound();
    return reply.v1(v1Calls.errorReply, await latestErrorReply(db, model.id));
  });

  fastify.post('/saveMsg', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const parsed = saveMsgBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new LegacyError(400, '提交错误');
    const body = parsed.data;
    const { uuid } = parseParams(z.object({ uuid: uuidParam('modelUuid') }), {
      uuid: body.modelUuid,
    });
    const model = await loadModelCore(
      db,
      [1, 2, 3, 4, 5],
      { uuid: uuid ?? '' },
      { countView: false },
    );
    if (!model) throw modelNotFound();
    await db.rows(sql`insert into error_reports (user_id, model_id, category, msg, contact)
      values (${userId}, ${model.id}, ${body.category ?? ''}, ${body.msg ?? ''}, ${body.contact ?? null})`);
    return reply.v1(v1Calls.errorReport, null);
  });
};

export default webDetail;
