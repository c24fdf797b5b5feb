import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/helper.js';
import { connectDatabase, type DbClient } from '../db/client.js';
import { seedDatabase } from '../seed/seed.js';
import { createDatabase, dropDatabase } from '../testing.js';
import { MemoryVersion } from '../http/public-cache.js';
import { searchModels, type ModelFilters, type ModelPage, type SortKey } from './model-search.js';
import { SearchResultCache } from './result-cache.js';
import { ModelSearchIndex } from './search-index.js';
import { analyseKeyword, titleTokens } from './tokens.js';
import { loadVocabulary, type SearchVocabulary } from './vocabulary.js';

const sorts: SortKey[] = ['score', 'time', 'downloads', 'month', 'week', 'views'];
// One token, several tokens, terms checked in the title, and words no title holds.
const keywords = [
  '沙发',
  '床',
  '北欧',
  '实木',
  '现代沙发',
  '落地灯',
  '三人沙发组合',
  '新中式',
  '沙',
  '无词',
];

describe.each(backends)('in-memory search index (%s)', (backend) => {
  let db: DbClient;
  let vocabulary: SearchVocabulary;
  let index: ModelSearchIndex;
  let cleanup: () => Promise<void>;
  let filterSets: ModelFilters[];
  const answeredBy: string[] = [];

  /** The index's answer, which must equal the database's; returns it. */
  async function bothWays(
    filters: ModelFilters,
    sort: SortKey,
    page = 1,
    size = 20,
  ): Promise<ModelPage> {
    const request = { sort, page, size };
    answeredBy.length = 0;
    const fromIndex = await searchModels(db, filters, request, vocabulary, {
      index,
      onAnswer: (by) => answeredBy.push(by),
    });
    expect(answeredBy, JSON.stringify(filters)).toEqual(['index']);
    const fromDatabase = await searchModels(db, filters, request, vocabulary);
    expect(fromIndex, `${JSON.stringify(filters)} sort ${sort} page ${page}`).toEqual(fromDatabase);
    return fromIndex;
  }

  beforeAll(async () => {
    const filesDir = await mkdtemp(path.join(tmpdir(), 'yunmo-search-index-'));
    if (backend === 'postgres') {
      const name = `${process.env.TEST_DATABASE_PREFIX ?? 'yunmo'}_search_index_${randomBytes(6).toString('hex')}`;
      db = await connectDatabase({ databaseUrl: await createDatabase(name) });
      cleanup = async () => {
        await db.close();
        await dropDatabase(name);
        await rm(filesDir, { recursive: true, force: true });
      };
    } else {
      db = await connectDatabase({ pgliteDir: path.join(filesDir, 'pglite') });
      cleanup = async () => {
        await db.close();
        await rm(filesDir, { recursive: true, force: true });
      };
    }
    await db.migrate();
    await seedDatabase({ db, count: 500, seed: 11, images: false, imageIndex: false, filesDir });
    vocabulary = await loadVocabulary(db);
    // A small fold threshold, so that changed sort keys are folded back into the orders here too.
    index = new ModelSearchIndex(db, { compactAfter: 8 });
    await index.load();
    expect(index.state).toBe('ready');
    const [sample] = await db.rows<{ one: number; two: number; style: number; renderer: number }>(
      sql`select one_class_id as one, two_class_id as two, style_id as style, renderer_id as renderer
          from models where kind = 1 and online and style_id > 0 and title_tokens @> array['沙发'] limit 1`,
    );
    filterSets = [
      { kinds: [1] },
      { kinds: [2] },
      { kinds: [1, 2, 3] },
      { kinds: [1], oneClassId: sample!.one },
      { kinds: [1], oneClassId: sample!.one, twoClassId: sample!.two },
      { kinds: [1], twoClassId: sample!.two },
      { kinds: [1], anyCategoryIds: [sample!.one, sample!.two] },
      { kinds: [1], styleId: sample!.style },
      { kinds: [1], rendererId: sample!.renderer, feeCategories: [1, 2] },
      { kinds: [1], chargeCategories: [3, 4] },
      { kinds: [1], feeCategories: [1] },
      { kinds: [1], unique: true },
      { kinds: [1, 2], vr: true, spaces: true },
    ];
  }, 180_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it('holds every online model', async () => {
    const [row] = await db.rows<{ count: number | string }>(
      sql`select count(*) as count from models where online`,
    );
    expect(index.modelCount).toBe(Number(row!.count));
  });

  it('answers browsing and Chinese keywords exactly as the database', async () => {
    let nonEmpty = 0;
    for (const [position, base] of filterSets.entries()) {
      for (const [offset, sort] of sorts.entries()) {
        const answer = await bothWays(base, sort, 1 + ((position + offset) % 3), 20);
        if (answer.records.length > 0) nonEmpty += 1;
      }
      for (const keyword of keywords) {
        const answer = await bothWays(
          { ...base, keyword },
          sorts[(position + keyword.length) % sorts.length]!,
        );
        if (answer.records.length > 0) nonEmpty += 1;
      }
    }
    // Titles only, past the end, and a page past the last match.
    await bothWays({ kinds: [1], keyword: '现代沙发', keywordFields: 'titles' }, 'score');
    await bothWays({ kinds: [1], keyword: '沙发' }, 'views', 200, 40);
    await bothWays({ kinds: [1] }, 'time', 251, 40);
    expect(nonEmpty).toBeGreaterThan(filterSets.length * 6);
  });

  it('leaves latin words, model numbers, ids and numbers-only searches to the database', () => {
    for (const keyword of ['ym123', '12345', '沙发 led', 'sofa'])
      expect(index.answers({ kinds: [1], keyword }, analyseKeyword(keyword, vocabulary))).toBe(
        false,
      );
    expect(
      index.answers(
        { kinds: [1], keyword: '沙发', keywordFields: 'numbers' },
        analyseKeyword('沙发', vocabulary),
      ),
    ).toBe(false);
    expect(index.answers({ kinds: [1], keyword: '沙发' }, analyseKeyword('沙发', vocabulary))).toBe(
      true,
    );
  });

  it('sees every write committed before the search: offline, retitled, re-sorted, added, removed', async () => {
    const filters: ModelFilters = { kinds: [1], keyword: '沙发' };
    const before = await bothWays(filters, 'views');
    const [first, second] = before.records;
    expect(second).toBeDefined();

    await db.rows(sql`update models set online = false where id = ${first!.id}`);
    const offline = await bothWays(filters, 'views');
    expect(offline.total).toBe(before.total - 1);
    expect(offline.records.map((card) => card.id)).not.toContain(first!.id);

    // Many sort keys change at once (more than the fold threshold), as views and downloads do.
    await db.rows(
      sql`update models set view_count = view_count + (id % 97) * 1000, download_count = download_count + (id % 13)
          where kind = 1 and id % 3 = 0`,
    );
    await db.rows(
      sql`update models set view_count = view_count + 1000000 where id = ${second!.id}`,
    );
    const [renamed] = await db.rows<{ id: number; model_number: string }>(
      sql`select id, model_number from models where kind = 1 and online
          and not (title_tokens @> array['沙发']) order by id limit 1`,
    );
    const title = '云模测试沙发';
    await db.rows(sql`update models set title = ${title},
      title_tokens = ${sql.param(titleTokens(title, renamed!.model_number, renamed!.id))}::text[],
      view_count = 2000000 where id = ${renamed!.id}`);
    const edited = await bothWays(filters, 'views');
    expect(edited.total).toBe(offline.total + 1);
    expect(edited.records.slice(0, 2).map((card) => card.id)).toEqual([renamed!.id, second!.id]);
    for (const sort of sorts) await bothWays({ kinds: [1] }, sort, 2, 30);
    await bothWays({ kinds: [1], keyword: '云模' }, 'score');

    await db.rows(sql`update models set online = true where id = ${first!.id}`);
    await db.rows(sql`delete from models where id = ${second!.id}`);
    const [template] = await db.rows<{ max: number }>(sql`select max(id) as max from models`);
    const added = Number(template!.max) + 1;
    await db.rows(sql`insert into models (id, uuid, kind, model_number, title, title_tokens, author_id,
        one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, score, view_count, thumb_path)
      select ${added}, gen_random_uuid(), kind, ${String(900_000_000 + added)}, '新增沙发', ${sql.param(titleTokens('新增沙发', String(900_000_000 + added), added))}::text[],
        author_id, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, score, 3000000, thumb_path
      from models where id = ${renamed!.id}`);
    const after = await bothWays(filters, 'views');
    expect(after.total).toBe(edited.total + 1);
    expect(after.records[0]!.id).toBe(added);
    expect(after.records.map((card) => card.id)).toContain(first!.id);
    expect(after.records.map((card) => card.id)).not.toContain(second!.id);
    for (const sort of sorts) await bothWays({ kinds: [1] }, sort, 1, 40);
    const [count] = await db.rows<{ count: number | string }>(
      sql`select count(*) as count from models where online`,
    );
    expect(index.modelCount).toBe(Number(count!.count));
  });

  it('answers cards that follow every write to what a card shows, and reads the models it does not hold', async () => {
    const filters: ModelFilters = { kinds: [1] };
    const before = await bothWays(filters, 'score', 1, 40);
    const [priced, cased, offline] = before.records.map((record) => ({
      ...record,
      id: Number(record.id),
      favorNumber: Number(record.favorNumber),
    }));
    expect(offline).toBeDefined();
    await db.rows(sql`update models set favor_count = favor_count + 7, price_fen = price_fen + 150,
        vip = not vip, thumb_path = '/files/renders/m/test/cover-480.webp' where id = ${priced!.id}`);
    // A case-only change keeps the lower-cased title (and the slot): only the card's title moves.
    await db.rows(sql`update models set title = 'led' || title where id = ${cased!.id}`);
    const lower = await bothWays(filters, 'score', 1, 40);
    await db.rows(sql`update models set title = 'LED' || substr(title, 4) where id = ${cased!.id}`);
    const after = await bothWays(filters, 'score', 1, 40);
    const card = (page: ModelPage, id: number) => page.records.find((record) => record.id === id)!;
    expect(card(after, priced!.id)).toMatchObject({
      favorNumber: priced!.favorNumber + 7,
      vip: priced!.vip === 1 ? 0 : 1,
      thumbPath: '/files/renders/m/test/cover-480.webp',
    });
    expect(card(after, priced!.id).price).not.toBe(priced!.price);
    expect(card(lower, cased!.id).title).toBe(`led${cased!.title}`);
    expect(card(after, cased!.id).title).toBe(`LED${cased!.title}`);

    // Ids kept by the result cache, then one of them offline without the cache being told: that
    // card is read from the database, exactly as without the index.
    const cache = new SearchResultCache(new MemoryVersion(), {
      windowSize: 400,
      maxEntries: 100,
      maxBytes: 1 << 20,
      maxAgeMs: 60_000,
    });
    const cached = await searchModels(
      db,
      filters,
      { sort: 'score', page: 1, size: 40 },
      vocabulary,
      {
        index,
        cache,
      },
    );
    await db.rows(sql`update models set online = false where id = ${offline!.id}`);
    const kept = await searchModels(db, filters, { sort: 'score', page: 1, size: 40 }, vocabulary, {
      index,
      cache,
    });
    expect(index.cards([offline!.id])).toEqual([undefined]);
    expect(kept.records.map((record) => record.id)).toEqual(
      cached.records.map((record) => record.id),
    );
    expect(kept).toEqual(
      await searchModels(db, filters, { sort: 'score', page: 1, size: 40 }, vocabulary, { cache }),
    );
    await db.rows(sql`update models set online = true where id = ${offline!.id}`);
    await bothWays(filters, 'score', 1, 40);
  });

  it('follows models whose filter values change: into one combination, out of it, offline and back', async () => {
    const moved = (
      await db.rows<{ id: number }>(
        sql`select id from models where kind = 1 and online order by id desc limit 100`,
      )
    ).map((row) => Number(row.id));
    const [home] = await db.rows<{
      one: number;
      two: number;
      renderer: number;
      fee: number;
      charge: number;
    }>(
      sql`select one_class_id as one, two_class_id as two, renderer_id as renderer,
          fee_category as fee, charge_category as charge from models where id = ${moved[0]!}`,
    );
    const [first, second] = await db.rows<{ id: number }>(
      sql`select id from styles where kind = 1 order by id limit 2`,
    );
    const inHome: ModelFilters = {
      kinds: [1],
      oneClassId: home!.one,
      twoClassId: home!.two,
      styleId: first!.id,
    };
    const check = async () => {
      for (const [position, sort] of sorts.entries()) {
        await bothWays(inHome, sort, 1 + (position % 3), 20);
        await bothWays({ ...inHome, styleId: second!.id }, sort, 1, 40);
        await bothWays({ kinds: [1], styleId: first!.id }, sort, 2, 20);
        await bothWays({ ...inHome, keyword: '沙发' }, sort);
      }
      const [count] = await db.rows<{ count: number | string }>(
        sql`select count(*) as count from models where online`,
      );
      expect(index.modelCount).toBe(Number(count!.count));
    };
    const move = (style: number) =>
      db.rows(sql`update models set one_class_id = ${home!.one}, two_class_id = ${home!.two},
        style_id = ${style}, renderer_id = ${home!.renderer}, fee_category = ${home!.fee},
        charge_category = ${home!.charge},
        is_unique = false, has_vr = false, has_spaces = false
        where id in ${sql.raw(`(${moved.join(',')})`)}`);
    // A hundred models into one combination, then all of them out of it (its list drops them).
    await move(first!.id);
    await check();
    expect((await bothWays(inHome, 'score', 1, 40)).total).toBeGreaterThanOrEqual(100);
    await move(second!.id);
    await check();
    // Half offline, then back online: each comes back in a new slot.
    const half = sql.raw(`(${moved.slice(0, 50).join(',')})`);
    await db.rows(sql`update models set online = false where id in ${half}`);
    await check();
    await db.rows(sql`update models set online = true where id in ${half}`);
    await check();
    // And home again, with new sort keys as well.
    await move(first!.id);
    await db.rows(
      sql`update models set score = score + 7 where id in ${sql.raw(`(${moved.join(',')})`)}`,
    );
    await check();
    expect((await bothWays(inHome, 'score', 1, 40)).total).toBeGreaterThanOrEqual(100);
  });

  it('keeps a long term’s titles exact when a title changes but its tokens do not', async () => {
    const filters: ModelFilters = { kinds: [1], keyword: '新中式' };
    // The term's titles are read once here and kept.
    const before = await bothWays(filters, 'score');
    await bothWays({ ...filters, keywordFields: 'titles' }, 'time');
    const [model] = await db.rows<{ id: number; model_number: string }>(
      sql`select id, model_number from models where kind = 1 and online
          and strpos(title, '新中式') = 0 order by id limit 1`,
    );
    const retitle = (title: string) =>
      db.rows(sql`update models set title = ${title},
        title_tokens = ${sql.param(titleTokens(title, model!.model_number, model!.id))}::text[]
        where id = ${model!.id}`);
    await retitle('新中式茶几');
    expect((await bothWays(filters, 'score')).total).toBe(before.total + 1);
    // The same characters and pairs, apart: the same tokens, but the title no longer holds the term.
    await retitle('新中 中式茶几');
    expect((await bothWays(filters, 'score')).total).toBe(before.total);
    expect((await bothWays({ ...filters, keywordFields: 'titles' }, 'time')).total).toBe(
      before.total,
    );
    await retitle('新中式茶几');
    expect((await bothWays(filters, 'views')).total).toBe(before.total + 1);
  });

  it('leaves Chinese keywords in all fields to the database while a model number is Chinese', async () => {
    const [model] = await db.rows<{ id: number; model_number: string }>(
      sql`select id, model_number from models where online order by id desc limit 1`,
    );
    const sofa = analyseKeyword('沙发', vocabulary);
    await db.rows(sql`update models set model_number = '沙发' where id = ${model!.id}`);
    await index.fresh();
    expect(index.answers({ kinds: [1], keyword: '沙发' }, sofa)).toBe(false);
    expect(index.answers({ kinds: [1], keyword: '沙发', keywordFields: 'titles' }, sofa)).toBe(
      true,
    );
    await db.rows(
      sql`update models set model_number = ${model!.model_number} where id = ${model!.id}`,
    );
    await index.fresh();
    expect(index.answers({ kinds: [1], keyword: '沙发' }, sofa)).toBe(true);
  });

  it('fails the searches whose read of changes fails, and reads them on the next search', async () => {
    let failing = false;
    const fail = () => Promise.reject(new Error('connection lost'));
    const flaky: DbClient = {
      ...db,
      rows: (query) => (failing ? fail() : db.rows(query)),
      executor: { query: (text, params) => (failing ? fail() : db.executor.query(text, params)) },
    };
    const own = new ModelSearchIndex(flaky);
    await own.load();
    const [model] = await db.rows<{ id: number; score: number }>(
      sql`select id, score from models where kind = 1 and online order by id limit 1`,
    );
    await db.rows(sql`update models set score = 20000000 where id = ${model!.id}`);
    failing = true;
    const attempts = await Promise.allSettled([own.fresh(), own.fresh(), own.fresh()]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['rejected', 'rejected', 'rejected']);
    failing = false;
    await own.fresh();
    expect(own.page({ kinds: [1] }, null, 'score', 0, 1, false).ids).toEqual([model!.id]);
    await db.rows(sql`update models set score = ${model!.score} where id = ${model!.id}`);
  });

  it('answers searches that run beside writes with what was committed before each began', async () => {
    const targets = await db.rows<{ id: number }>(
      sql`select id from models where kind = 1 and online order by id limit 2`,
    );
    for (let round = 1; round <= 6; round += 1) {
      // Each round moves the other model to the top; every search starts after that write.
      const top = targets[round % 2]!.id;
      await db.rows(sql`update models set score = ${10_000_000 + round} where id = ${top}`);
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          searchModels(db, { kinds: [1] }, { sort: 'score', page: 1, size: 2 }, vocabulary, {
            index,
          }),
        ),
      );
      for (const answer of answers) expect(answer.records[0]!.id).toBe(top);
    }
  });
});
