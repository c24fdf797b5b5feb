import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { RANKING_SIZES } from '@yunmo/domain/paging';
import { DEFAULT_SORT } from '@yunmo/domain/fees-and-sorts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { popularAlbums } from '../../../catalogue/albums.js';
import {
  channelSortKey,
  channelSorts,
  genericSorts,
  maxPageNumber,
  maxPageSize,
  pageSizes,
  sortKeyFor,
} from '../../../catalogue/sorts.js';
import {
  banners,
  categories,
  hotWords,
  labelWords,
  models,
  renderers,
  userHobbies,
} from '../../../db/schema.js';
import { requireUserId } from '../../../http/auth.js';
import {
  flag,
  idList,
  keyword,
  oneOf,
  parseParams,
  positiveInt,
  requiredOneOf,
} from '../../../http/params.js';
import { rankingList } from '../../../ranking/queries.js';
import { associationCompletions } from '../../../search/association.js';
import { cardSelection, toCard } from '../../../search/model-search.js';

const showcaseSizes = { max: 10, su: 12, mapping: 8, ue4: 8, member: 10 } as const;
const showcaseKinds = { max: [1], su: [2], mapping: [3], ue4: [4], member: [1, 2] } as const;
const homeRankingSize = RANKING_SIZES.home;

const home: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  const bannerItems = (slot: string) =>
    db.orm
      .select({
        id: banners.id,
        image: banners.image,
        title: banners.title,
        subtitle: banners.subtitle,
        cta: banners.cta,
        path: banners.path,
      })
      .from(banners)
      .where(eq(banners.slot, slot))
      .orderBy(asc(banners.position));

  fastify.get('/homeImages', async (request, reply) => {
    const { category } = parseParams(
      z.object({ category: oneOf('category', [1, 3] as const, 1) }),
      request.query,
    );
    return reply.v1Cached(v1Calls.homeImages, () => bannerItems(`home-${category}`));
  });
  fastify.get('/bigImages', async (_request, reply) =>
    reply.v1Cached(v1Calls.bigImages, () => bannerItems('big')),
  );
  fastify.get('/navList', async (_request, reply) =>
    reply.v1Cached(v1Calls.navList, () => bannerItems('nav')),
  );
  fastify.get('/adList', async (_request, reply) =>
    reply.v1Cached(v1Calls.adList, () => bannerItems('ad')),
  );

  fastify.get('/models/:section', async (request, reply) => {
    const { section } = parseParams(
      z.object({
        section: z.enum(['max', 'su', 'mapping', 'ue4', 'member'], {
          error: '参数错误：section 取值无效，可选值 max、su、mapping、ue4、member',
        }),
      }),
      request.params,
    );
    const kinds = [...showcaseKinds[section]];
    const memberOnly = section === 'member';
    const where = and(
      inArray(models.kind, kinds),
      eq(models.online, true),
      memberOnly ? eq(models.vip, true) : undefined,
    );
    return reply.v1Cached(v1Calls.showcaseMax, async () => {
      const [rows, recent, classes] = await Promise.all([
        db.orm
          .select(cardSelection)
          .from(models)
          .leftJoin(renderers, eq(renderers.id, models.rendererId))
          .where(where)
          .orderBy(desc(models.score), desc(models.id))
          .limit(showcaseSizes[section]),
        db.rows<{ recent: number }>(
          sql`select count(*)::int as recent from ${models} where ${where} and ${models.createdAt} >= now() - interval '7 days'`,
        ),
        db.orm
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(eq(categories.kind, kinds[0]!), isNull(categories.parentId)))
          .orderBy(asc(categories.position)),
      ]);
      return {
        number: recent[0]?.recent ?? 0,
        models: rows.map((row) => toCard(row)),
        modelClasses: classes,
      };
    });
  });

  fastify.get('/modelsuit', async (_request, reply) =>
    reply.v1Cached(v1Calls.modelSuits, () => popularAlbums(db, 6)),
  );

  const rankingQuery = z.object({ category: oneOf('category', [1, 2] as const, 1) });
  fastify.get('/userIncome', async (request, reply) => {
    const { category } = parseParams(rankingQuery, request.query);
    return reply.v1Cached(v1Calls.userIncome, () => rankingList(db, category, homeRankingSize));
  });
  fastify.get('/authorIncome', async (request, reply) => {
    const { category } = parseParams(rankingQuery, request.query);
    return reply.v1Cached(v1Calls.userWorks, () => rankingList(db, category, homeRankingSize));
  });
  fastify.get('/userWorks', async (request, reply) => {
    const { category } = parseParams(rankingQuery, request.query);
    return reply.v1Cached(v1Calls.authorIncome, () =>
      rankingList(db, category + 2, homeRankingSize),
    );
  });

  fastify.get('/labelWords', async (_request, reply) =>
    reply.v1Cached(v1Calls.labelWords, () =>
      db.orm.select({ word: labelWords.word }).from(labelWords).orderBy(asc(labelWords.position)),
    ),
  );

  fastify.get('/associationWords', async (request, reply) => {
    const { word, category } = parseParams(
      z.object({ word: keyword('word'), category: oneOf('category', [1, 2, 3, 4] as const, 1) }),
      request.query,
    );
    const words = await associationCompletions(db, word ?? '', category, 10);
    return reply.v1(
      v1Calls.associationWords,
      words.map((completion) => ({ word: completion })),
    );
  });

  fastify.get('/hotList', async (request, reply) => {
    const { category } = parseParams(
      z.object({ category: oneOf('category', [1, 2, 3, 4, 5] as const, 1) }),
      request.query,
    );
    return reply.v1Cached(v1Calls.hotList, () =>
      db.orm
        .select({ id: hotWords.id, name: hotWords.name })
        .from(hotWords)
        .where(eq(hotWords.category, category))
        .orderBy(asc(hotWords.position)),
    );
  });

  fastify.get('/channelBanner', async (request, reply) => {
    const { category } = parseParams(
      z.object({ category: requiredOneOf('category', [4, 5, 6, 7, 8] as const) }),
      request.query,
    );
    return reply.v1Cached(v1Calls.channelBanner, () => bannerItems(`channel-${category}`));
  });

  fastify.post('/channelSearch', async (request, reply) => {
    const body = parseParams(
      z.object({
        category: requiredOneOf('category', [1, 2, 3, 4, 5] as const),
        ids: idList('ids'),
        sort: oneOf('sort', channelSorts, 1),
        pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
        ps: positiveInt('ps', { max: maxPageSize, fallback: pageSizes.channel }),
      }),
      request.body,
    );
    const page = await fastify.modelSearch(
      db,
      { kinds: [body.category], anyCategoryIds: body.ids },
      { sort: channelSortKey(body.sort), page: body.pn, size: body.ps },
    );
    return reply.v1(v1Calls.channelSearch, {
      total: page.total,
      totalCapped: page.totalCapped,
      records: page.records,
    });
  });

  fastify.get('/memberSearch', async (request, reply) => {
    const query = parseParams(
      z.object({
        member: flag('member'),
        sort: oneOf('sort', genericSorts, DEFAULT_SORT.max),
        pn: positiveInt('pn', { max: maxPageNumber, fallback: 1 }),
        size: positiveInt('size', { max: maxPageSize, fallback: pageSizes.list }),
      }),
      request.query,
    );
    const page = await fastify.modelSearch(
      db,
      { kinds: [1, 2], chargeCategories: query.member === 1 ? [3, 4] : undefined },
      { sort: sortKeyFor('max', query.sort), page: query.pn, size: query.size },
    );
    return reply.v1(v1Calls.memberSearch, {
      total: page.total,
      totalCapped: page.totalCapped,
      records: page.records,
    });
  });

  fastify.get('/hobby', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const { category } = parseParams(
      z.object({ category: requiredOneOf('category', [1, 2, 3, 4, 5] as const) }),
      request.query,
    );
    const rows = await db.orm
      .select({ categoryIds: userHobbies.categoryIds })
      .from(userHobbies)
      .where(and(eq(userHobbies.userId, userId), eq(userHobbies.kind, category)));
    return reply.v1(v1Calls.hobby, { hobbyList: rows[0]?.categoryIds ?? [] });
  });

  fastify.post('/hobby/save', async (request, reply) => {
    const userId = await requireUserId(db, request);
    const body = parseParams(
      z.object({
        category: requiredOneOf('category', [1, 2, 3, 4, 5] as const),
        hobbyList: z
          .array(
            z
              .number({ error: '参数错误：hobbyList 必须是整数数组' })
              .int({ error: '参数错误：hobbyList 必须是整数数组' })
              .positive({ error: '参数错误：hobbyList 必须是整数数组' }),
            { error: '参数错误：hobbyList 必须是整数数组' },
          )
          .max(50, { error: '参数错误：hobbyList 最多50项' }),
      }),
      request.body,
    );
    await db.orm
      .insert(userHobbies)
      .values({ userId, kind: body.category, categoryIds: body.hobbyList })
      .onConflictDoUpdate({
        target: [userHobbies.userId, userHobbies.kind],
        set: { categoryIds: body.hobbyList },
      });
    return reply.v1(v1Calls.saveHobby, null);
  });
};

export default home;
