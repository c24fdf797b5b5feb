import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../../../app.js';
import { registerKindDetail } from '../../../downloads/kind-detail-routes.js';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { registerKindDownload } from '../../../downloads/kind-download-routes.js';

/** UEC detail: /v1/uec-detail/get, /recommend, /down-state, /down, /agree. */
const uecDetail: FastifyPluginAsync<AppOptions> = async (fastify) => {
  registerKindDetail(
    fastify,
    KIND_CODES.uec,
    (model, common, extra) => ({
      ue4c: {
        id: model.id,
        uuid: model.uuid,
        title: model.title,
        ucNumber: String(extra?.uc_number ?? model.modelNumber),
        pathList: common.images,
        categoryName1: model.oneClass,
        categoryName2: model.twoClass,
        resolutionRatioName: extra?.resolution_ratio_name ?? null,
        engineVersionName: extra?.engine_version_name ?? null,
        description: extra?.description ?? '',
        downSize: model.downloadCount,
        favorSize: model.favorCount,
        browseSize: model.viewCount,
        createTime: model.createdAt,
        feeType: model.feeCategory,
        priceFen: model.priceFen,
        packages: common.packages,
      },
      author: common.author,
      works: common.works,
      advs: common.advs,
      anonymous: common.anonymous,
      favor: common.favor,
      errorReply: common.errorReply,
    }),
    (modelId) =>
      sql`select uc_number, resolution_ratio_name, engine_version_name, description from uec_details where model_id = ${modelId}`,
  );
  registerKindDownload(fastify, KIND_CODES.uec);
};

export default uecDetail;
