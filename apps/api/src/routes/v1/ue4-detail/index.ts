import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../../../app.js';
import { registerKindDetail } from '../../../downloads/kind-detail-routes.js';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { registerKindDownload } from '../../../downloads/kind-download-routes.js';

/** UE4 detail: /v1/ue4-detail/get, /recommend, /check-download, /down, /agree. */
const ue4Detail: FastifyPluginAsync<AppOptions> = async (fastify) => {
  registerKindDetail(
    fastify,
    KIND_CODES.ue4,
    (model, common, extra) => ({
      id: model.id,
      uuid: model.uuid,
      title: model.title,
      ue4Number: String(extra?.ue4_number ?? model.modelNumber),
      modelNumber: model.modelNumber,
      pictures: common.images,
      materialDetail: extra?.material_detail ?? null,
      vIdStr: model.oneClass,
      tIdStr: model.twoClass,
      supportPlatform: extra?.support_platform ?? null,
      engineVersion: extra?.engine_version ?? null,
      topNum: extra?.top_num ?? null,
      gridNum: extra?.grid_num ?? null,
      materialNum: extra?.material_num ?? null,
      materialRealNum: extra?.material_real_num ?? null,
      textureNum: extra?.texture_num ?? null,
      textureResolution: extra?.texture_resolution ?? null,
      downloadCount: model.downloadCount,
      favorNumber: model.favorCount,
      showNumber: model.viewCount,
      modelUpTimeStr: model.createdAt.slice(0, 10),
      feeType: model.feeCategory,
      priceFen: model.priceFen,
      packages: common.packages,
      author: common.author,
      works: common.works,
      advs: common.advs,
      anonymous: common.anonymous,
      favor: common.favor,
      errorReply: common.errorReply,
    }),
    (modelId) =>
      sql`select ue4_number, support_platform, engine_version, top_num, grid_num, material_num, material_real_num, texture_num, texture_resolution, material_detail from ue4_details where model_id = ${modelId}`,
  );
  registerKindDownload(fastify, KIND_CODES.ue4);
};

export default ue4Detail;
