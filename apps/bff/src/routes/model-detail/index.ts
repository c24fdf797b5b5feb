import { wholeList } from '@yunmo/api-contract/common';
import {
  getModelDetailRoute,
  listSimilarModelsRoute,
  type ModelDetail,
} from '@yunmo/api-contract/model-detail';
import { isAssetKind, kindFromCode, type AssetKind } from '@yunmo/domain/asset-kinds';
import { LIST_MESSAGES } from '@yunmo/domain/messages';
import { displayedPrice, modelPriceLabel } from '@yunmo/domain/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detailJsonLd, headFor } from '@yunmo/domain/seo';
import type { SeoTags } from '../../plugins/app/spa.js';
import type { z } from 'zod';
import { ApiError } from '../../errors.js';
import { registerRoute } from '../../http/register-route.js';
import { modelKeyQuery } from '../../services/model-key.js';

/** The not-found text of the detail page (detail-download-payment.md §2.1). */
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import type {
  imageSchema,
  legacyDetailShared,
  packageSchema,
  workSchema,
} from '@yunmo/api-contract/v1/page-calls';

/** /v1 detail paths per kind (docs/v1-catalogue.md, "Model detail and downloads"). */
export const detailPaths: Record<AssetKind, string> = {
  max: v1Calls.maxSuDetail.path,
  su: v1Calls.maxSuDetail.path,
  mapping: v1Calls.mappingDetail.path,
  ue4: v1Calls.ue4Detail.path,
  uec: v1Calls.uecDetail.path,
};
const similarCalls = {
  max: v1Calls.sameModels,
  su: v1Calls.sameModels,
  mapping: v1Calls.mappingRecommend,
  ue4: v1Calls.ue4Recommend,
  uec: v1Calls.uecRecommend,
} as const;

type Image = z.infer<typeof imageSchema>;
type Package = z.infer<typeof packageSchema>;
type Shared = {
  [Key in keyof typeof legacyDetailShared]: z.infer<(typeof legacyDetailShared)[Key]>;
};

const toImages = (images: Image[]) =>
  images.map((image) => ({
    url: image.watermarkImage ?? image.path,
    thumbnailUrl: image.thumbImg || image.path,
    vrUrl: image.vrPath,
  }));
const toVersions = (packages: Package[]) =>
  packages.map((item) => ({
    id: item.id,
    version: item.version,
    light: item.light,
    sizeMb: item.size,
    sizeBytes: item.sizeBytes,
    sha256: item.sha256,
    copyright: item.copyright ?? false,
    contents: item.contents,
  }));
const toWork = (work: z.infer<typeof workSchema>) => ({
  uuid: work.uuid,
  kind: kindFromCode(work.kind) ?? 'max',
  title: work.title,
  thumbnailUrl: work.thumbPath,
  downloads: work.downloadCount,
  priceLabel: modelPriceLabel(kindFromCode(work.kind) ?? 'max', work.price, work.feeType),
});
const field = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

function sharedParts(data: Shared) {
  return {
    author: data.author
      ? {
          userName: data.author.userName,
          nickname: data.author.nikename,
          avatarUrl: data.author.avatar,
          models: data.author.modelNumber,
        }
      : null,
    works: data.works.map(toWork),
    ads: data.advs.map((ad) => ({ imageUrl: ad.image, url: ad.path, title: ad.title })),
    anonymous: data.anonymous,
    favourite: data.favor,
    latestErrorReply: data.errorReply
      ? {
          userName: data.errorReply.userName,
          nickname: data.errorReply.userNikeName,
          content: data.errorReply.content,
          createdAt: data.errorReply.createTime,
          replyName: data.errorReply.replyName,
          replyNickname: data.errorReply.replyNikeName,
          reply: data.errorReply.replyMsg,
          repliedAt: data.errorReply.replyTime,
        }
      : null,
  };
}

/** Fee categories of the mapping detail's feeType: 0 free, 1 paid, 2 member. */
const mappingFeeCategory = (feeType: number) => (feeType === 2 ? 3 : feeType === 1 ? 2 : 1);

function price(kind: AssetKind, priceFen: number, feeCategory: number, chargeCategory: number) {
  const shown = displayedPrice(kind, priceFen, feeCategory);
  return {
    fen: shown.fen,
    free: shown.free,
    feeCategory,
    chargeCategory,
  };
}

export async function fetchModelDetail(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
  uuid: string,
): Promise<ModelDetail> {
  const input = { query: modelKeyQuery(uuid) };
  switch (kind) {
    case 'max':
    case 'su': {
      const data = await fastify.v1.call(request, v1Calls.maxSuDetail, input);
      const model = data.model;
      // /v1/webDetail/get serves MAX and SU; the path's kind must match the model's.
      if (model.kind !== kind) throw new ApiError(404, 'NOT_FOUND', LIST_MESSAGES.modelNotFound);
      return {
        kind,
        id: model.id,
        uuid: model.uuid,
        title: model.title,
        number: model.modelNumber,
        categories: { first: model.oneClass, second: model.twoClass },
        createdAt: model.modelUpTime,
        counts: {
          downloads: model.downloadCount,
          favourites: model.favorNumber,
          views: model.showNumber,
        },
        images: toImages(model.images),
        fields: [
          ...field('风格', model.style),
          ...field('软件', model.software),
          ...field('渲染器', model.modelRender),
          ...field('上传时间', model.modelUpTime.slice(0, 10)),
          ...field('版权所有', data.author?.nikename),
        ],
        versions: toVersions(model.zips),
        price: price(kind, model.priceFen, model.feeType, model.chargeCategory),
        ...sharedParts(data),
      };
    }
    case 'mapping': {
      const data = await fastify.v1.call(request, v1Calls.mappingDetail, input);
      const mapping = data.mapping;
      return {
        kind,
        id: mapping.id,
        uuid: mapping.uuid,
        title: mapping.title,
        number: mapping.textureNumber,
        categories: { first: mapping.categoryName1, second: mapping.categoryName2 },
        createdAt: mapping.createTime,
        counts: {
          downloads: mapping.downSize,
          favourites: mapping.favorSize,
          views: mapping.browseSize,
        },
        images: toImages(mapping.images),
        fields: [
          ...field('分类', mapping.categoryName2),
          ...field('名称', mapping.cnames),
          ...field(
            '尺寸',
            mapping.widthPx && mapping.heightPx
              ? `${String(mapping.widthPx)}×${String(mapping.heightPx)}`
              : null,
          ),
          ...field('上传时间', mapping.createTime.slice(0, 10)),
        ],
        versions: toVersions(mapping.packages),
        price: price(kind, mapping.priceFen, mappingFeeCategory(mapping.feeType), 0),
        ...sharedParts(data),
      };
    }
    case 'ue4': {
      const data = await fastify.v1.call(request, v1Calls.ue4Detail, input);
      return {
        kind,
        id: data.id,
        uuid: data.uuid,
        title: data.title,
        number: data.ue4Number,
        categories: { first: data.vIdStr, second: data.tIdStr },
        createdAt: data.modelUpTimeStr,
        counts: {
          downloads: data.downloadCount,
          favourites: data.favorNumber,
          views: data.showNumber,
        },
        images: toImages(data.pictures),
        fields: [
          ...field('支持平台', data.supportPlatform),
          ...field('引擎版本', data.engineVersion),
          ...field('顶点数', data.topNum),
          ...field('网格数', data.gridNum),
          ...field('材质数', data.materialNum),
          ...field('实际材质数', data.materialRealNum),
          ...field('贴图数', data.textureNum),
          ...field('贴图分辨率', data.textureResolution),
          ...field('上传时间', data.modelUpTimeStr),
        ],
        versions: toVersions(data.packages),
        price: price(kind, data.priceFen, data.feeType, 0),
        ...sharedParts(data),
      };
    }
    case 'uec': {
      const data = await fastify.v1.call(request, v1Calls.uecDetail, input);
      const material = data.ue4c;
      return {
        kind,
        id: material.id,
        uuid: material.uuid,
        title: material.title,
        number: material.ucNumber,
        categories: { first: material.categoryName1, second: material.categoryName2 },
        createdAt: material.createTime,
        counts: {
          downloads: material.downSize,
          favourites: material.favorSize ?? 0,
          views: material.browseSize,
        },
        images: toImages(material.pathList),
        fields: [
          ...field('分辨率', material.resolutionRatioName),
          ...field('引擎版本', material.engineVersionName),
          ...field('说明', material.description),
          ...field('上传时间', material.createTime.slice(0, 10)),
        ],
        versions: toVersions(material.packages),
        price: price(kind, material.priceFen, material.feeType, 0),
        ...sharedParts(data),
      };
    }
  }
}

/** 404 for a model that never existed, 410 for one taken offline (crawlers then drop it for good). */
async function goneOrMissing(
  fastify: FastifyInstance,
  request: FastifyRequest,
  uuid: string,
): Promise<404 | 410> {
  try {
    const { state } = await fastify.v1.call(request, v1Calls.modelState, { query: { uuid } });
    return state === 'offline' ? 410 : 404;
  } catch (error) {
    request.log.warn({ err: error }, 'model state unavailable');
    return 404;
  }
}

/** Head, JSON-LD and status of a detail page, from the detail itself. */
async function detailPageTags(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kindText: string,
  uuid: string,
): Promise<SeoTags | undefined> {
  const kind = isAssetKind(kindText)
    ? kindText
    : /^[1-5]$/u.test(kindText)
      ? kindFromCode(Number(kindText))
      : undefined;
  const notFound = headFor({ name: 'notFound' });
  if (kind === undefined || !/^[A-Za-z0-9-]{1,64}$/u.test(uuid))
    return { ...notFound, status: 404 };
  let detail: ModelDetail;
  try {
    detail = await fetchModelDetail(fastify, request, kind, uuid);
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) {
      return { ...notFound, status: await goneOrMissing(fastify, request, uuid) };
    }
    throw error;
  }
  const origin = fastify.config.PUBLIC_ORIGIN;
  const head = headFor({
    name: 'detail',
    kind: detail.kind,
    uuid: detail.uuid,
    title: detail.title,
    number: detail.number,
    facts: detail.fields.map((item) => `${item.label}${item.value}`),
    ...(detail.images[0] === undefined ? {} : { imageUrl: detail.images[0].url }),
  });
  const jsonLd = detailJsonLd(
    {
      kind: detail.kind,
      uuid: detail.uuid,
      title: detail.title,
      number: detail.number,
      description: head.description,
      images: detail.images.map((image) =>
        /^https?:\/\//u.test(image.url)
          ? image.url
          : `${origin}${image.url.startsWith('/') ? '' : '/'}${image.url}`,
      ),
      priceFen: detail.price.fen,
      downloads: detail.counts.downloads,
      favourites: detail.counts.favourites,
      categories: detail.categories,
      ...(detail.author ? { authorName: detail.author.nickname || detail.author.userName } : {}),
    },
    origin,
  );
  return { ...head, jsonLd };
}

export default async function modelDetailRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.spa.page(fastify, '/detail/:kind/:uuid', (request) => {
    const params = request.params as { kind: string; uuid: string };
    return detailPageTags(fastify, request, params.kind, params.uuid);
  });
  fastify.spa.page(fastify, '/model/detail/:model/:id', (request) => {
    const params = request.params as { model: string; id: string };
    return detailPageTags(fastify, request, params.model, params.id);
  });

  registerRoute(fastify, getModelDetailRoute, async (request) =>
    fetchModelDetail(fastify, request, request.params.kind, request.params.uuid),
  );

  registerRoute(fastify, listSimilarModelsRoute, async (request) => {
    const works = await fastify.v1.call(request, similarCalls[request.params.kind], {
      query: modelKeyQuery(request.params.uuid),
    });
    return wholeList(works.map(toWork));
  });
}
