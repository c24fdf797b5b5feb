import { getHomeRoute, type HomePage, type Showcase } from '@yunmo/api-contract/home';
import type { AssetKind } from '@yunmo/api-contract/common';
import { HOME_IMAGE_CATEGORIES, HOME_RANKING_PERIODS } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerCachedRoute } from '../../http/register-route.js';
import {
  legacyAlbumSchema,
  legacyLabelWordSchema,
  legacyLinkItemSchema,
  legacyRankItemSchema,
  legacyShowcaseSchema,
} from '@yunmo/api-contract/v1/payloads';
import {
  toAlbumSummary,
  toLinkItem,
  toModelCard,
  toNamedItem,
  toRankItems,
} from '../../legacy/to-api.js';

/** Home ranking boards show the top 13. */
const homeRankingSize = 13;
const linkItems = z.array(legacyLinkItemSchema);
const rankItems = z.array(legacyRankItemSchema);

async function loadHome(fastify: FastifyInstance, request: FastifyRequest): Promise<HomePage> {
  const { v1 } = fastify;
  const showcase = async (section: AssetKind | 'member'): Promise<Showcase> => {
    const raw = await v1.fetch(
      request,
      { path: `/v1/home/models/${section}` },
      legacyShowcaseSchema,
    );
    const fallbackKind: AssetKind = section === 'member' ? 'max' : section;
    return {
      recentCount: raw.number,
      items: raw.models.map((card) => toModelCard(card, fallbackKind)),
      classes: (raw.modelClasses ?? []).map(toNamedItem),
    };
  };
  const ranking = async (path: string, category: number) =>
    toRankItems(
      (await v1.fetch(request, { path, query: { category } }, rankItems)).slice(0, homeRankingSize),
    );
  const links = async (path: string, query?: Record<string, number>) =>
    (await v1.fetch(request, { path, ...(query === undefined ? {} : { query }) }, linkItems)).map(
      toLinkItem,
    );

  const [
    banners,
    sceneImages,
    bigImages,
    navItems,
    ads,
    max,
    su,
    mapping,
    ue4,
    member,
    albums,
    incomeTotal,
    incomeMonth,
    uploadsTotal,
    uploadsMonth,
    labelWords,
  ] = await Promise.all([
    links('/v1/home/homeImages', { category: HOME_IMAGE_CATEGORIES[0] }),
    links('/v1/home/homeImages', { category: HOME_IMAGE_CATEGORIES[1] }),
    links('/v1/home/bigImages'),
    links('/v1/home/navList'),
    links('/v1/home/adList'),
    showcase('max'),
    showcase('su'),
    showcase('mapping'),
    showcase('ue4'),
    showcase('member'),
    v1.fetch(request, { path: '/v1/home/modelsuit' }, z.array(legacyAlbumSchema)),
    // The home page's author board reads author income (ADR 0028).
    ranking('/v1/home/authorIncome', HOME_RANKING_PERIODS.cumulative),
    ranking('/v1/home/authorIncome', HOME_RANKING_PERIODS.lastMonth),
    ranking('/v1/home/userWorks', HOME_RANKING_PERIODS.cumulative),
    ranking('/v1/home/userWorks', HOME_RANKING_PERIODS.lastMonth),
    v1.fetch(request, { path: '/v1/home/labelWords' }, z.array(legacyLabelWordSchema)),
  ]);
  return {
    banners,
    sceneImages,
    bigImages,
    navItems,
    ads,
    showcases: { max, su, mapping, ue4, member },
    albums: albums.map(toAlbumSummary),
    rankings: { incomeTotal, incomeMonth, uploadsTotal, uploadsMonth },
    labelWords: labelWords.map((label) => label.word),
  };
}

export default async function homeRoutes(fastify: FastifyInstance): Promise<void> {
  registerCachedRoute(
    fastify,
    getHomeRoute,
    () => 'home',
    (request) => loadHome(fastify, request),
  );
}
