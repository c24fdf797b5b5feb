import { getHomeRoute, type HomePage, type Showcase } from '@yunmo/api-contract/home';
import type { AssetKind } from '@yunmo/api-contract/common';
import { HOME_IMAGE_CATEGORIES, HOME_RANKING_PERIODS } from '@yunmo/domain/asset-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { registerCachedRoute } from '../../http/register-route.js';
import {
  toAlbumSummary,
  toLinkItem,
  toModelCard,
  toNamedItem,
  toRankItems,
} from '../../legacy/to-api.js';

/** Home ranking boards show the top 13. */
const homeRankingSize = 13;
const showcases = {
  max: v1Calls.showcaseMax,
  su: v1Calls.showcaseSu,
  mapping: v1Calls.showcaseMapping,
  ue4: v1Calls.showcaseUe4,
  member: v1Calls.showcaseMember,
} as const;

async function loadHome(fastify: FastifyInstance, request: FastifyRequest): Promise<HomePage> {
  const { v1 } = fastify;
  const showcase = async (section: keyof typeof showcases): Promise<Showcase> => {
    const raw = await v1.call(request, showcases[section]);
    const fallbackKind: AssetKind = section === 'member' ? 'max' : section;
    return {
      recentCount: raw.number,
      items: raw.models.map((card) => toModelCard(card, fallbackKind)),
      classes: (raw.modelClasses ?? []).map(toNamedItem),
    };
  };
  const ranking = async (
    call: typeof v1Calls.authorIncome | typeof v1Calls.userWorks,
    category: number,
  ) =>
    toRankItems((await v1.call(request, call, { query: { category } })).slice(0, homeRankingSize));
  const links = async (
    call: typeof v1Calls.bigImages | typeof v1Calls.navList | typeof v1Calls.adList,
  ) => (await v1.call(request, call)).map(toLinkItem);
  const homeImages = async (category: number) =>
    (await v1.call(request, v1Calls.homeImages, { query: { category } })).map(toLinkItem);

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
    homeImages(HOME_IMAGE_CATEGORIES[0]),
    homeImages(HOME_IMAGE_CATEGORIES[1]),
    links(v1Calls.bigImages),
    links(v1Calls.navList),
    links(v1Calls.adList),
    showcase('max'),
    showcase('su'),
    showcase('mapping'),
    showcase('ue4'),
    showcase('member'),
    v1.call(request, v1Calls.modelSuits),
    // The home page's author board reads author income (ADR 0028).
    ranking(v1Calls.authorIncome, HOME_RANKING_PERIODS.cumulative),
    ranking(v1Calls.authorIncome, HOME_RANKING_PERIODS.lastMonth),
    ranking(v1Calls.userWorks, HOME_RANKING_PERIODS.cumulative),
    ranking(v1Calls.userWorks, HOME_RANKING_PERIODS.lastMonth),
    v1.call(request, v1Calls.labelWords),
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
