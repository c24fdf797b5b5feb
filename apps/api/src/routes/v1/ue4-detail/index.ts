import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { AppOptions } from '../../../app.js';
import { registerKindDetail } from '../../../downloads/kind-detail-routes.js';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { registerKindDownload } from '../../../downloads/kind-download-routes.js';

/** The row of the kind's side table. */
interface Extra {
  ue4_number: string;
  support_platform: string;
  engine_version: string;
  top_num: number;
  grid_num: number;
  material_num: number;
  material_real_num: number;
  texture_num: number;
  texture_resolution: string;
  material_detail: string | null;
}

/** UE4 detail: /v1/ue4-detail/get, /recommend, /check-download, /down, /agree. */
const ue4Detail: FastifyPluginAsync<AppOptions> = async (fastify) => {
  registerKindDetail(
    fastify,
    KIND_CODES.ue4,
    { detail: v1Calls.ue4Detail, recommend: v1Calls.ue4Recommend },
    (model, common, extra: Extra | undefined) => ({
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
  registerKindDownload(fastify, KIND_CODES.ue4, v1Calls.ue4Agree);
};

export default ue4Detail;
