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
import {
  postingsAnswer,
  searchModels,
  type ModelFilters,
  type ModelPage,
  type SortKey,
} from './model-search.js';
import { analyseKeyword, titleTokens } from './tokens.js';
import { loadVocabulary, type SearchVocabulary } from './vocabulary.js';

// PostgreSQL when it answers, PGlite otherwise: the postings and their triggers are the same SQL on both.
const backend = backends.includes('postgres') ? 'postgres' : 'pglite';

// Keywords of one Chinese token, which the postings answer (longer ones keep the GIN index).
const keywords = ['沙发', '吊灯', '北欧', '床', '实木', '景观', '地毯', '椅子', '沙', '无词'];
const sorts: SortKey[] = ['score', 'time', 'downloads', 'month', 'week', 'views'];

describe(`keyword postings (${backend})`, () => {
  let db: DbClient;
  let vocabulary: SearchVocabulary;
  let cleanup: () => Promise<void>;
  let filterSets: ModelFilters[];

  /** Both ways of answering, which must agree; returns the postings' answer. */
  async function bothWays(
    filters: ModelFilters,
    sort: SortKey,
    page = 1,
    size = 20,
  ): Promise<ModelPage> {
    const request = { sort, page, size };
    const fromPostings = await searchModels(db, filters, request, vocabulary);
    const fromModels = await searchModels(db, filters, request, vocabulary, {
      keywordPostings: false,
    });
    expect(fromPostings, `${JSON.stringify(filters)} sort ${sort} page ${page}`).toEqual(
      fromModels,
    );
    return fromPostings;
  }

  beforeAll(async () => {
    const filesDir = await mkdtemp(path.join(tmpdir(), 'yunmo-postings-'));
    if (backend === 'postgres') {
      const name = `${process.env.TEST_DATABASE_PREFIX ?? 'yunmo'}_postings_${randomBytes(6).toString('hex')}`;
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
    await seedDatabase({ db, count: 800, seed: 7, images: false, imageIndex: false, filesDir });
    vocabulary = await loadVocabulary(db);
    const [sample] = await db.rows<{ one: number; two: number; style: number; renderer: number }>(
      sql`select one_class_id as one, two_class_id as two, style_id as style, renderer_id as renderer
          from models where kind = 1 and style_id > 0 and title_tokens @> array['沙发'] limit 1`,
    );
    filterSets = [
      { kinds: [1] },
      { kinds: [2] },
      { kinds: [1, 2, 3] },
      { kinds: [1], oneClassId: sample!.one },
      { kinds: [1], oneClassId: sample!.one, twoClassId: sample!.two },
      { kinds: [1], anyCategoryIds: [sample!.one, sample!.two] },
      { kinds: [1], styleId: sample!.style },
      { kinds: [1], rendererId: sample!.renderer, feeCategories: [1, 2] },
      { kinds: [1], chargeCategories: [0] },
      { kinds: [1], unique: true },
      { kinds: [1], vr: true, spaces: true },
    ];
  }, 120_000);

  afterAll(async () => {
    await cleanup?.();
  });

  it('gives the same totals, category counts and pages as reading the models', async () => {
    let nonEmpty = 0;
    for (const keyword of keywords) {
      expect(postingsAnswer(analyseKeyword(keyword, vocabulary), 'all')).toBe(true);
      for (const [index, base] of filterSets.entries()) {
        const sort = sorts[index % sorts.length]!;
        const answer = await bothWays({ ...base, keyword }, sort);
        if (answer.records.length > 0) nonEmpty += 1;
      }
    }
    // Every sort order and deeper pages, on the commonest keywords.
    for (const sort of sorts) await bothWays({ kinds: [1], keyword: '沙发' }, sort, 3, 10);
    expect(nonEmpty).toBeGreaterThan(keywords.length * 2);
  });

  it('leaves latin words, model numbers, ids and several tokens to the models', () => {
    for (const keyword of ['ym123', '12345', '沙发 led', '现代沙发', '落地灯'])
      expect(postingsAnswer(analyseKeyword(keyword, vocabulary), 'all')).toBe(false);
    expect(postingsAnswer(analyseKeyword('沙发', vocabulary), 'titles')).toBe(false);
  });

  it('follows models taken offline, retitled, re-sorted, added and removed', async () => {
    const filters: ModelFilters = { kinds: [1], keyword: '沙发' };
    const before = await bothWays(filters, 'views');
    const [first, second] = before.records;
    expect(first).toBeDefined();
    expect(second).toBeDefined();

    await db.rows(sql`update models set online = false where id = ${first!.id}`);
    const offline = await bothWays(filters, 'views');
    expect(offline.total).toBe(before.total - 1);
    expect(offline.records.map((card) => card.id)).not.toContain(first!.id);

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

    await db.rows(sql`update models set online = true where id = ${first!.id}`);
    await db.rows(sql`delete from models where id = ${second!.id}`);
    const [template] = await db.rows<{ max: number }>(sql`select max(id) as max from models`);
    const added = Number(template!.max) + 1;
    await db.rows(sql`insert into models (id, uuid, kind, model_number, title, title_tokens, author_id,
        one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, score, view_count, thumb_path)
      select ${added}, gen_random_uuid(), kind, 'TEST-' || ${added}::text, '新增沙发', ${sql.param(titleTokens('新增沙发', `TEST-${added}`, added))}::text[],
        author_id, one_class_id, two_class_id, style_id, renderer_id, fee_category, charge_category, score, 3000000, thumb_path
      from models where id = ${renamed!.id}`);
    const after = await bothWays(filters, 'views');
    expect(after.total).toBe(edited.total + 1);
    expect(after.records[0]!.id).toBe(added);
    expect(after.records.map((card) => card.id)).toContain(first!.id);
    expect(after.records.map((card) => card.id)).not.toContain(second!.id);
    expect(await bothWays({ ...filters, keyword: '模测' }, 'score')).toMatchObject({
      total: 1,
    });
  });
});
