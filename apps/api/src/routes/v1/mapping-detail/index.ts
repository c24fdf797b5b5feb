import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type { AppOptions } from '../../../app.js';
import { registerKindDetail } from '../../../downloads/kind-detail-routes.js';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { registerKindDownload } from '../../../downloads/kind-download-routes.js';

/** The row of the kind's side table. */
interface Extra {
  texture_number: string;
  water_path: string | null;
  strengthen_water_path: string | null;
  cnames: string | null;
  width_px: number;
  height_px: number;
  seamless: boolean;
}

/** MAPPING detail: /v1/mapping-detail/get, /recommend, /down-state, /pay-down, /agree. */
const mappingDetail: FastifyPluginAsync<AppOptions> = async (fastify) => {
  registerKindDetail(
    fastify,
    KIND_CODES.mapping,
    { detail: v1Calls.mappingDetail, recommend: v1Calls.mappingRecommend },
    (model, common, extra: Extra | undefined) => ({
      mapping: {
        id: model.id,
        uuid: model.uuid,
        title: model.title,
        textureNumber: String(extra?.texture_number ?? model.modelNumber),
        waterPath: extra?.water_path ?? common.images[0]?.watermarkImage ?? null,
        strengthenWaterPath:
          extra?.strengthen_water_path ?? common.images[0]?.strengthenWatermarkImage ?? null,
        thumPath: model.thumbPath,
        categoryName1: model.oneClass,
        categoryName2: model.twoClass,
        cnames: extra?.cnames ?? null,
        widthPx: extra?.width_px ?? null,
        heightPx: extra?.height_px ?? null,
        seamless: extra?.seamless ?? null,
        downSize: model.downloadCount,
        favorSize: model.favorCount,
        browseSize: model.viewCount,
        createTime: model.createdAt,
        feeType: model.feeCategory === 3 ? 2 : model.feeCategory === 2 ? 1 : 0,
        priceFen: model.priceFen,
        images: common.images,
        packages: common.packages,
      },
      works: common.works,
      author: common.author,
      advs: common.advs,
      anonymous: common.anonymous,
      favor: common.favor,
      errorReply: common.errorReply,
    }),
    (modelId) =>
      sql`select texture_number, water_path, strengthen_water_path, cnames, width_px, height_px, seamless from mapping_details where model_id = ${modelId}`,
  );
  registerKindDownload(fastify, KIND_CODES.mapping, v1Calls.mappingAgree);
};

export default mappingDetail;
