import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../src/db/client.js';
import { models } from '../src/db/schema.js';
import { MemoryVersion } from '../src/http/public-cache.js';
import {
  searchModels,
  type ModelFilters,
  type ModelPage,
  type PageRequest,
  type SortKey,
} from '../src/search/model-search.js';
import { SearchResultCache, type SearchCacheLookup } from '../src/search/result-cache.js';
import { titleTokens } from '../src/search/tokens.js';
import { backends, build, type BuiltApp } from './helper.js';
import { someWrite } from './session-helper.js';

/**
 * A client that counts the statements it sends (raw SQL and ORM selects alike) and runs `afterRows`,
 * when set, once a raw query has answered: a write landing while a search is being computed.
 */
function countingClient(db: DbClient) {
  const state = { statements: 0, afterRows: undefined as (() => Promise<void>) | undefined };
  const orm = new Proxy(db.orm, {
    get(target, key, receiver) {
      if (key === 'select') state.statements += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const client: DbClient = {
    ...db,
    orm,
    async rows<Row>(query: Parameters<DbClient['rows']>[0]) {
      state.statements += 1;
      const rows = await db.rows<Row>(query);
      const after = state.afterRows;
      state.afterRows = undefined;
      if (after) await after();
      return rows;
    },
  };
  return { client, state };
}

const comparable = (page: ModelPage) => ({ ...page, analysis: null });

describe.each(backends)('the search result cache on %s', (backend) => {
  let built: BuiltApp;
  let db: DbClient;
  beforeAll(async () => {
    built = await build(backend);
    db = built.app.db;
  });
  afterAll(async () => {
    await built?.close();
  });

  function cacheOf(windowSize: number) {
    const version = new MemoryVersion();
    const lookups: SearchCacheLookup[] = [];
    const cache = new SearchResultCache(version, {
      windowSize,
      maxEntries: 10_000,
      maxBytes: 1 << 24,
      maxAgeMs: 60_000,
      onLookup: (result) => lookups.push(result),
    });
    return { cache, version, lookups };
  }
  const search = (
    client: DbClient,
    filters: ModelFilters,
    page: PageRequest,
    cache?: SearchResultCache,
  ) => searchModels(client, filters, page, built.app.searchVocabulary.current, { cache });
  const setOnline = (id: number, online: boolean) =>
    db.orm.update(models).set({ online }).where(eq(models.id, id));

  it('answers a repeated search from the stored ids: only the page of cards is read again', async () => {
    const { cache, lookups } = cacheOf(400);
    const { client, state } = countingClient(db);
    for (const filters of [
      { kinds: [1], keyword: '沙发' },
      { kinds: [1], keyword: '现代沙发' },
      { kinds: [1], oneClassId: 1 },
    ]) {
      const request = { sort: 'score' as SortKey, page: 1, size: 5 };
      const first = await search(client, filters, request, cache);
      expect(first.records.length).toBeGreaterThan(0);
      const before = state.statements;
      const again = await search(client, filters, request, cache);
      expect(again).toEqual(first);
      // One statement: the cards of the page by primary key.
      expect(state.statements - before).toBe(1);
      // Another sort of the same filters reads its ids, not the counts again.
      await search(client, filters, { ...request, sort: 'time' }, cache);
    }
    expect(lookups).toEqual([
      'miss',
      'hit',
      'counts',
      'miss',
      'hit',
      'counts',
      'miss',
      'hit',
      'counts',
    ]);
  });

  it('answers as without the cache, inside, across and beyond its window', async () => {
    // A window of 30 ids, so that pages beyond it exist in a small catalogue.
    const { cache, lookups } = cacheOf(30);
    const filterSets: ModelFilters[] = [
      { kinds: [1] },
      { kinds: [2, 1], oneClassId: 1 },
      { kinds: [1], keyword: '沙发' },
      { kinds: [1], keyword: '现代沙发', feeCategories: [1, 2] },
      { kinds: [1, 2], keyword: '北欧', keywordFields: 'titles' },
      { kinds: [1], unique: true, keyword: '床' },
    ];
    const pages = [
      { page: 1, size: 20 },
      { page: 2, size: 10 },
      { page: 2, size: 15 },
      { page: 2, size: 20 },
      { page: 3, size: 20 },
      { page: 1, size: 1 },
    ];
    for (const filters of filterSets) {
      for (const sort of ['score', 'time'] as SortKey[]) {
        for (const page of pages) {
          const request = { sort, ...page };
          const cold = comparable(await search(db, filters, request));
          const label = `${JSON.stringify(filters)} ${JSON.stringify(request)}`;
          expect(comparable(await search(db, filters, request, cache)), label).toEqual(cold);
          expect(comparable(await search(db, filters, request, cache)), label).toEqual(cold);
        }
      }
    }
    expect(lookups.filter((result) => result === 'hit').length).toBeGreaterThan(lookups.length / 2);
  });

  it('never hides a write that lands while the search is computed', async () => {
    const { cache, version } = cacheOf(400);
    const { client, state } = countingClient(db);
    const filters = { kinds: [1], keyword: '沙发' };
    const request = { sort: 'time' as SortKey, page: 1, size: 40 };
    const before = await search(db, filters, request);
    const target = Number(before.records[0]!.id);
    state.afterRows = async () => {
      await setOnline(target, false);
      await version.bump();
    };
    try {
      const during = await search(client, filters, request, cache);
      expect(during.total).toBe(before.total);
      const after = await search(client, filters, request, cache);
      expect(after.total).toBe(before.total - 1);
      expect(after.records.map((card) => card.id)).not.toContain(target);
    } finally {
      await setOnline(target, true);
    }
  });

  describe('through the app', () => {
    const modelSearch = (query: Record<string, string | number>) =>
      request(built.app.server)
        .get('/v1/model/search')
        .query({ modelType: 1, size: 40, sort: 1, ...query });
    const answer = async (query: Record<string, string | number>) => {
      const response = await modelSearch(query);
      expect(response.status).toBe(200);
      return (
        response.body as { data: { total: number; records: { id: number; title: string }[] } }
      ).data;
    };
    const write = () => someWrite(built.app);
    const lookupCount = async () => {
      const metrics = await request(built.app.server).get('/metrics');
      const hit = /yunmo_search_cache_lookups_total\{[^}]*result="hit"[^}]*\} (\d+)/u.exec(
        metrics.text,
      );
      return Number(hit?.[1] ?? 0);
    };
    /** Gives a model a new title (and its tokens); answers how to put the old one back. */
    const retitle = async (id: number, title: string) => {
      const [old] = await db.orm
        .select({ title: models.title, tokens: models.titleTokens, number: models.modelNumber })
        .from(models)
        .where(eq(models.id, id));
      await db.orm
        .update(models)
        .set({ title, titleTokens: titleTokens(title, old!.number, id) })
        .where(eq(models.id, id));
      return () =>
        db.orm
          .update(models)
          .set({ title: old!.title, titleTokens: old!.tokens })
          .where(eq(models.id, id));
    };

    it('keeps a search until a write request, whose next search shows the change', async () => {
      const keyword = { element: '沙发' };
      const first = await answer(keyword);
      const target = first.records[0]!;
      const edited = first.records[1]!.id;
      const hitsBefore = await lookupCount();
      const restoreTitle = await retitle(edited, '沙发 新标题');
      try {
        // Changed under the API's feet: no request wrote, so the stored ids still stand, while the
        // cards are read fresh.
        await setOnline(target.id, false);
        const stored = await answer(keyword);
        expect(stored.total).toBe(first.total);
        expect(stored.records.map((card) => card.id)).toEqual(first.records.map((card) => card.id));
        expect(stored.records[1]!.title).toBe('沙发 新标题');
        expect(await lookupCount()).toBe(hitsBefore + 1);
        // A write goes offline at once.
        await write();
        const offline = await answer(keyword);
        expect(offline.total).toBe(first.total - 1);
        expect(offline.records.map((card) => card.id)).not.toContain(target.id);
        // Back online, and a title that no longer matches.
        await setOnline(target.id, true);
        await retitle(edited, '无关标题');
        await write();
        const retitled = await answer(keyword);
        expect(retitled.total).toBe(first.total - 1);
        expect(retitled.records.map((card) => card.id)).toContain(target.id);
        expect(retitled.records.map((card) => card.id)).not.toContain(edited);
      } finally {
        await setOnline(target.id, true);
        await restoreTitle();
        await write();
      }
      expect((await answer(keyword)).total).toBe(first.total);
    });

    it('is off with SEARCH_CACHE_MAX_ENTRIES=0: a change shows without a write', async () => {
      const off = await build(backend, 300, { SEARCH_CACHE_MAX_ENTRIES: '0' });
      try {
        const path = '/v1/model/search?modelType=1&size=40&sort=1&element=%E6%B2%99%E5%8F%91';
        const ids = async () =>
          (
            (await request(off.app.server).get(path)).body as {
              data: { records: { id: number }[] };
            }
          ).data.records.map((card) => card.id);
        const first = await ids();
        await off.app.db.orm.update(models).set({ online: false }).where(eq(models.id, first[0]!));
        expect(await ids()).not.toContain(first[0]);
        const metrics = await request(off.app.server).get('/metrics');
        expect(metrics.text).not.toMatch(/yunmo_search_cache_lookups_total\{/u);
      } finally {
        await off.close();
      }
    });
  });
});
