import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { AppOptions } from '../../../app.js';
import { registerKindDetail } from '../../../downloads/kind-detail-routes.js';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { registerKindDownload } from '../../../downloads/kind-download-routes.js';

/** The row of the kind's side table. */
interface Extra {
  uc_number: string;
  resolution_ratio_name: string;
  engine_version_name: string;
  description: string;
}

/** UEC detail: /v1/uec-detail/get, /recommend, /down-state, /down, /agree. */
const uecDetail: FastifyPluginAsync<AppOptions> = async (fastify) => {
  registerKindDetail(
    fastify,
    KIND_CODES.uec,
    { detail: v1Calls.uecDetail, recommend: v1Calls.uecRecommend },
    (model, common, extra: Extra | undefined) => ({
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
  registerKindDownload(fastify, KIND_CODES.uec, v1Calls.uecAgree);
};

export default uecDetail;
