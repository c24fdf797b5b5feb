import { PAGE_CAP } from '@yunmo/domain/paging';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  legacyCategoryCountSchema,
  legacyModelCardSchema,
  V1Answer,
} from '@yunmo/api-contract/v1/payloads';
import type { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { categories, modelFacets, modelKeywordPostings, models, renderers } from '../db/schema.js';
import { fenToYuanString } from '@yunmo/domain/money';
import type { Counted, SearchResultCache } from './result-cache.js';
import type { ModelSearchIndex } from './search-index.js';
import { analyseKeyword, highlightTitle, isPostedToken, type KeywordAnalysis } from './tokens.js';
import type { SearchVocabulary } from './vocabulary.js';

/** Elasticsearch-style window: totals are exact up to here, and no page reaches past it. */
export const totalCap = PAGE_CAP;

export type SortKey = 'score' | 'time' | 'downloads' | 'month' | 'week' | 'views';

export interface ModelFilters {
  kinds: readonly number[];
  keyword?: string | undefined;
  oneClassId?: number | undefined;
  twoClassId?: number | undefined;
  /** Category ids of either level (channel search). */
  anyCategoryIds?: readonly number[] | undefined;
  styleId?: number | undefined;
  rendererId?: number | undefined;
  feeCategories?: readonly number[] | undefined;
  chargeCategories?: readonly number[] | undefined;
  unique?: boolean | undefined;
  vr?: boolean | undefined;
  spaces?: boolean | undefined;
  /** Which fields a keyword searches: titles, model numbers and ids, or both (default). */
  keywordFields?: 'all' | 'titles' | 'numbers' | undefined;
}

/** A card as /v1 answers it (@yunmo/api-contract/v1/payloads); a free model is labelled 免费 whatever its kind. */
export type ModelCard = Omit<V1Answer<z.input<typeof legacyModelCardSchema>>, 'highlight'> & {
  highlight?: { title: string };
};
export type CategoryCount = V1Answer<z.input<typeof legacyCategoryCountSchema>>;

export interface ModelPage {
  total: number;
  totalCapped: boolean;
  records: ModelCard[];
  categoryCounts: CategoryCount[];
  analysis: KeywordAnalysis | null;
}

const sortColumns: Readonly<Record<SortKey, SQL>> = {
  score: sql`${models.score}`,
  time: sql`${models.createdAt}`,
  downloads: sql`${models.downloadCount}`,
  month: sql`${models.monthHeat}`,
  week: sql`${models.weekHeat}`,
  views: sql`${models.viewCount}`,
};

/** The keyword condition: all index tokens present, then every term verified inside the title (or the exact model number / id). */
export function keywordCondition(
  analysis: KeywordAnalysis,
  fields: ModelFilters['keywordFields'] = 'all',
): SQL {
  const byId =
    analysis.numericId !== null && fields !== 'titles'
      ? eq(models.id, analysis.numericId)
      : undefined;
  if (analysis.requiredTokens.length === 0) return byId ?? sql`false`;
  const tokens = sql`${models.titleTokens} @> ${sql.param(analysis.requiredTokens)}::text[]`;
  const byNumber = sql`lower(${models.modelNumber}) = ${analysis.keyword}`;
  // A term of one or two Chinese characters, or a latin word, is exactly one index token, so the token
  // match already proves it; only longer Chinese terms need the contiguity check on the title.
  // Titles-only searches check every term, since a latin token may be the model number's.
  const needsCheck =
    fields === 'titles'
      ? analysis.terms
      : analysis.terms.filter((term) => /[^a-z0-9]/u.test(term) && Array.from(term).length > 2);
  const verified =
    needsCheck.length > 0
      ? and(...needsCheck.map((term) => sql`strpos(lower(${models.title}), ${term}) > 0`))!
      : sql`true`;
  const matched =
    fields === 'titles' ? verified : fields === 'numbers' ? byNumber : or(byNumber, verified)!;
  const byTokens = and(tokens, matched)!;
  return byId ? or(byTokens, byId)! : byTokens;
}

interface FilterColumns {
  kind: SQL;
  oneClassId: SQL;
  twoClassId: SQL;
  styleId: SQL;
  rendererId: SQL;
  feeCategory: SQL;
  chargeCategory: SQL;
}

const modelColumns: FilterColumns = {
  kind: sql`${models.kind}`,
  oneClassId: sql`${models.oneClassId}`,
  twoClassId: sql`${models.twoClassId}`,
  styleId: sql`${models.styleId}`,
  rendererId: sql`${models.rendererId}`,
  feeCategory: sql`${models.feeCategory}`,
  chargeCategory: sql`${models.chargeCategory}`,
};
const facetColumns: FilterColumns = {
  kind: sql`${modelFacets.kind}`,
  oneClassId: sql`${modelFacets.oneClassId}`,
  twoClassId: sql`${modelFacets.twoClassId}`,
  styleId: sql`${modelFacets.styleId}`,
  rendererId: sql`${modelFacets.rendererId}`,
  feeCategory: sql`${modelFacets.feeCategory}`,
  chargeCategory: sql`${modelFacets.chargeCategory}`,
};

/** The filter columns of a row source that carries them under the models' own column names. */
function filterColumnsOf(alias: 'matched' | 'p'): FilterColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    kind: column('kind'),
    oneClassId: column('one_class_id'),
    twoClassId: column('two_class_id'),
    styleId: column('style_id'),
    rendererId: column('renderer_id'),
    feeCategory: column('fee_category'),
    chargeCategory: column('charge_category'),
  };
}

// Columns of the keyword search's materialised match set (see keywordPage).
const matchedColumns = filterColumnsOf('matched');

function inList(column: SQL, values: readonly number[]): SQL {
  return values.length === 1
    ? sql`${column} = ${values[0]}`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;
}

/** Conditions shared by models and the facet table (everything except category and keyword). */
function sharedConditions(filters: ModelFilters, columns: FilterColumns): SQL[] {
  const conditions: SQL[] = [inList(columns.kind, filters.kinds)];
  if (filters.styleId) conditions.push(sql`${columns.styleId} = ${filters.styleId}`);
  if (filters.rendererId) conditions.push(sql`${columns.rendererId} = ${filters.rendererId}`);
  if (filters.feeCategories?.length)
    conditions.push(inList(columns.feeCategory, filters.feeCategories));
  if (filters.chargeCategories?.length)
    conditions.push(inList(columns.chargeCategory, filters.chargeCategories));
  return conditions;
}

function categoryCondition(filters: ModelFilters, columns: FilterColumns): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.oneClassId) conditions.push(sql`${columns.oneClassId} = ${filters.oneClassId}`);
  if (filters.twoClassId) conditions.push(sql`${columns.twoClassId} = ${filters.twoClassId}`);
  if (filters.anyCategoryIds?.length) {
    conditions.push(
      sql`(${inList(columns.oneClassId, filters.anyCategoryIds)} or ${inList(columns.twoClassId, filters.anyCategoryIds)})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function flagConditions(filters: ModelFilters): SQL[] {
  const conditions: SQL[] = [eq(models.online, true)];
  if (filters.unique) conditions.push(eq(models.isUnique, true));
  if (filters.vr) conditions.push(eq(models.hasVr, true));
  if (filters.spaces) conditions.push(eq(models.hasSpaces, true));
  return conditions;
}

interface CountRow {
  key: number;
  name: string;
  hits: string | number;
  in_category: string | number | null;
}

async function categoryHitCounts(
  db: DbClient,
  filters: ModelFilters,
  analysis: KeywordAnalysis | null,
): Promise<Counted> {
  const useFacets = analysis === null && !filters.unique && !filters.vr && !filters.spaces;
  const columns = useFacets ? facetColumns : modelColumns;
  const where = and(
    ...sharedConditions(filters, columns),
    ...(useFacets ? [] : flagConditions(filters)),
    analysis ? keywordCondition(analysis, filters.keywordFields) : undefined,
  );
  const inCategory = categoryCondition(filters, columns) ?? sql`true`;
  const rows = useFacets
    ? await db.rows<CountRow>(sql`
        select ${modelFacets.oneClassId} as key, c.name, sum(${modelFacets.modelCount}) as hits,
               sum(${modelFacets.modelCount}) filter (where ${inCategory}) as in_category
        from ${modelFacets} join ${categories} c on c.id = ${modelFacets.oneClassId}
        where ${where} group by ${modelFacets.oneClassId}, c.name, c.position having sum(${modelFacets.modelCount}) > 0 order by c.position, key`)
    : await db.rows<CountRow>(sql`
        select ${models.oneClassId} as key, c.name, count(*) as hits, count(*) filter (where ${inCategory}) as in_category
        from ${models} join ${categories} c on c.id = ${models.oneClassId}
        where ${where} group by ${models.oneClassId}, c.name, c.position order by c.position, key`);
  return countedOf(rows);
}

function countedOf(rows: readonly CountRow[]): Counted {
  let total = 0;
  const counts = rows.map((row) => {
    total += Number(row.in_category ?? 0);
    return { key: row.key, doc_count: Number(row.hits), name: row.name };
  });
  return { total, counts };
}

export interface PageRequest {
  sort: SortKey;
  page: number;
  size: number;
  withHighlight?: boolean;
}

/** What a card is made of: the columns of `cardSelection`, or the search index's copy of them. */
export type CardRow = {
  id: number;
  uuid: string;
  title: string;
  thumbPath: string;
  priceFen: number;
  score: number;
  rendererName: string | null;
  chargeCategory: number;
  feeCategory: number;
  vip: boolean;
  viewCount: number;
  favorCount: number;
  downloadCount: number;
  kind: number;
};

export const cardSelection = {
  id: models.id,
  uuid: models.uuid,
  title: models.title,
  thumbPath: models.thumbPath,
  priceFen: models.priceFen,
  score: models.score,
  rendererName: renderers.name,
  chargeCategory: models.chargeCategory,
  feeCategory: models.feeCategory,
  vip: models.vip,
  viewCount: models.viewCount,
  favorCount: models.favorCount,
  downloadCount: models.downloadCount,
  kind: models.kind,
};

export function toCard(row: CardRow, terms?: readonly string[]): ModelCard {
  const card: ModelCard = {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    thumbPath: row.thumbPath,
    price: fenToYuanString(row.priceFen),
    score: row.score,
    modelRender: row.rendererName ?? '',
    chargeCategory: row.chargeCategory,
    feeType: row.feeCategory,
    vip: row.vip ? 1 : 0,
    showNumber: row.viewCount,
    favorNumber: row.favorCount,
    downloadCount: row.downloadCount,
    kind: row.kind,
  };
  if (terms && terms.length > 0) card.highlight = { title: highlightTitle(row.title, terms) };
  return card;
}

interface PageIdsAndCounts {
  ids: number[];
  /** Absent when the caller did not ask for the counts (it holds them already). */
  counted: Counted | undefined;
}

/** The keyword search's match set: the model id, its first- and second-level class and the sort value. */
interface MatchSource {
  /** A select of id, one_class_id, two_class_id, sort_value for every online match. */
  select: SQL;
}

/** Matches read from the models themselves: the GIN index over title tokens, then the wide rows. */
function modelMatches(
  filters: ModelFilters,
  analysis: KeywordAnalysis,
  sort: SortKey,
): MatchSource {
  const where = and(
    ...sharedConditions(filters, modelColumns),
    ...flagConditions(filters),
    keywordCondition(analysis, filters.keywordFields),
  );
  return {
    select: sql`select ${models.id} as id, ${models.oneClassId} as one_class_id, ${models.twoClassId} as two_class_id,
             ${sortColumns[sort]} as sort_value
      from ${models} where ${where}`,
  };
}

const postingSortColumns: Readonly<Record<SortKey, string>> = {
  score: 'score',
  time: 'created_at',
  downloads: 'download_count',
  month: 'month_heat',
  week: 'week_heat',
  views: 'view_count',
};

/**
 * Whether the keyword postings answer this keyword, exactly and cheaper than the models: the keyword is
 * one Chinese unigram or bigram (沙发, 床; the tokens postings are kept for) searched in all fields
 * (titles-only and numbers-only searches tell a title's token from the model number's, which postings do
 * not). Several tokens stay with the GIN index, which intersects them before reading any model, whereas
 * postings would read each token's whole range (measured at a million models, docs/benchmarks.md).
 */
export function postingsAnswer(
  analysis: KeywordAnalysis,
  fields: ModelFilters['keywordFields'],
): boolean {
  return (
    (fields ?? 'all') === 'all' &&
    analysis.numericId === null &&
    analysis.requiredTokens.length === 1 &&
    isPostedToken(analysis.requiredTokens[0]!)
  );
}

/** Matches read from the keyword postings (migration 0018): the token's key range, index-only. */
function postingMatches(filters: ModelFilters, token: string, sort: SortKey): MatchSource {
  const columns = filterColumnsOf('p');
  const conditions: SQL[] = [sql`p.token = ${token}`, ...sharedConditions(filters, columns)];
  if (filters.unique) conditions.push(sql`p.is_unique`);
  if (filters.vr) conditions.push(sql`p.has_vr`);
  if (filters.spaces) conditions.push(sql`p.has_spaces`);
  return {
    select: sql`select p.model_id as id, p.one_class_id, p.two_class_id, p.${sql.raw(postingSortColumns[sort])} as sort_value
      from ${modelKeywordPostings} p where ${and(...conditions)}`,
  };
}

/**
 * Keyword searches read their matches once: the match set is materialised, then grouped for the
 * category counts and sorted for the page, instead of two scans over the same heap pages.
 */
async function keywordPage(
  db: DbClient,
  filters: ModelFilters,
  analysis: KeywordAnalysis,
  sort: SortKey,
  offset: number,
  limit: number,
  usePostings: boolean,
  withCounts: boolean,
): Promise<PageIdsAndCounts> {
  const source =
    usePostings && postingsAnswer(analysis, filters.keywordFields)
      ? postingMatches(filters, analysis.requiredTokens[0]!, sort)
      : modelMatches(filters, analysis, sort);
  const inCategory = categoryCondition(filters, matchedColumns) ?? sql`true`;
  const counts = withCounts
    ? sql`(select coalesce(json_agg(json_build_object('key', c.id, 'name', c.name, 'hits', g.hits, 'in_category', g.in_category) order by c.position, c.id), '[]'::json)
       from (select one_class_id, count(*) as hits, count(*) filter (where ${inCategory}) as in_category from matched group by one_class_id) g
       join ${categories} c on c.id = g.one_class_id)`
    : sql`null`;
  const [row] = await db.rows<{ counts: CountRow[] | string | null; ids: number[] | string }>(sql`
    with matched as materialized (${source.select})
    select
      ${counts} as counts,
      (select coalesce(json_agg(p.id order by p.sort_value desc, p.id desc), '[]'::json)
       from (select id, sort_value from matched where ${inCategory} order by sort_value desc, id desc limit ${limit} offset ${offset}) p) as ids`);
  const parse = <T>(value: T | string | undefined): T | undefined =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return {
    ids: limit > 0 ? (parse<number[]>(row?.ids) ?? []) : [],
    counted: withCounts ? countedOf(parse<CountRow[]>(row?.counts ?? undefined) ?? []) : undefined,
  };
}

async function browsePage(
  db: DbClient,
  filters: ModelFilters,
  sort: SortKey,
  offset: number,
  limit: number,
  withCounts: boolean,
): Promise<PageIdsAndCounts> {
  const where = and(
    ...sharedConditions(filters, modelColumns),
    categoryCondition(filters, modelColumns),
    ...flagConditions(filters),
  );
  // Ids first (an index-only scan on a covering browse index), then the cards for just that page.
  const idsPromise =
    limit > 0
      ? db.orm
          .select({ id: models.id })
          .from(models)
          .where(where)
          .orderBy(desc(sortColumns[sort]), desc(models.id))
          .limit(limit)
          .offset(offset)
      : Promise.resolve([]);
  const [pageIds, counted] = await Promise.all([
    idsPromise,
    withCounts ? categoryHitCounts(db, filters, null) : undefined,
  ]);
  return { ids: pageIds.map((entry) => entry.id), counted };
}

/**
 * The result cache's key of a filter set: the filters as they reach the SQL (the keyword as
 * analysed, lists as sets, absent and empty alike), so equal searches share one entry.
 */
function searchCacheKey(filters: ModelFilters, analysis: KeywordAnalysis | null): string {
  const set = (values: readonly number[] | undefined) =>
    values?.length ? [...new Set(values)].sort((a, b) => a - b) : null;
  return JSON.stringify([
    set(filters.kinds),
    analysis && [
      analysis.keyword,
      analysis.requiredTokens,
      analysis.terms,
      analysis.numericId,
      filters.keywordFields ?? 'all',
    ],
    filters.oneClassId || null,
    filters.twoClassId || null,
    set(filters.anyCategoryIds),
    filters.styleId || null,
    filters.rendererId || null,
    set(filters.feeCategories),
    set(filters.chargeCategories),
    Boolean(filters.unique),
    Boolean(filters.vr),
    Boolean(filters.spaces),
  ]);
}

/** searchModels as the routes call it: the vocabulary and the result cache come with it (plugins/app/search-cache.ts). */
export type ModelSearch = (
  db: DbClient,
  filters: ModelFilters,
  request: PageRequest,
) => Promise<ModelPage>;

/** One page of models plus the total and per-category hit counts. */
export async function searchModels(
  db: DbClient,
  filters: ModelFilters,
  request: PageRequest,
  vocabulary: SearchVocabulary,
  options: {
    /** Off only to compare with the answers read from the models themselves (tests, benchmarks). */
    keywordPostings?: boolean;
    /** Ids and counts of the first pages, kept until the next write (ADR 0060). */
    cache?: SearchResultCache | undefined;
    /** Page ids and counts from memory when it holds what the search needs (ADR 0062). */
    index?: ModelSearchIndex | undefined;
    /** Told whether the index or the database answered (the metrics). */
    onAnswer?: ((by: 'index' | 'database') => void) | undefined;
  } = {},
): Promise<ModelPage> {
  const analysis = filters.keyword ? analyseKeyword(filters.keyword, vocabulary) : null;
  const offset = (request.page - 1) * request.size;
  // Like Elasticsearch's result window, no page reaches past the first PAGE_CAP hits.
  const limit = offset >= totalCap ? 0 : Math.min(request.size, totalCap - offset);
  const { index } = options;
  const fromIndex = index?.answers(filters, analysis) === true;
  // One read of changes per search: the page and the cards are then both as of the search's start.
  let freshened = false;
  const fresh = async (held: ModelSearchIndex) => {
    if (freshened) return;
    await held.fresh();
    freshened = true;
  };
  const compute = async (from: number, count: number, withCounts: boolean) => {
    options.onAnswer?.(fromIndex ? 'index' : 'database');
    if (fromIndex) {
      await fresh(index!);
      return index!.page(filters, analysis, request.sort, from, count, withCounts);
    }
    return analysis
      ? keywordPage(
          db,
          filters,
          analysis,
          request.sort,
          Math.min(from, totalCap),
          count,
          options.keywordPostings !== false,
          withCounts,
        )
      : browsePage(db, filters, request.sort, from, count, withCounts);
  };
  const { cache } = options;
  const window = cache ? Math.min(cache.options.windowSize, totalCap) : 0;
  let ids: number[];
  let counted: Counted;
  if (cache && limit > 0 && offset + limit <= window) {
    // A page inside the window is a slice of the query's stored first ids; the cards stay fresh.
    const stored = await cache.window(
      searchCacheKey(filters, analysis),
      request.sort,
      (withCounts) => compute(0, window, withCounts),
    );
    ids = Array.from(stored.ids.subarray(offset, offset + limit));
    counted = stored.counted;
  } else {
    const page = await compute(offset, limit, true);
    ids = page.ids;
    counted = page.counted!;
  }
  const terms = request.withHighlight === false ? undefined : analysis?.terms;
  let records: ModelCard[];
  if (index?.state === 'ready' && ids.length > 0) {
    await fresh(index);
    records = await cardsFromIndex(db, index, ids, terms);
  } else records = await cardsByIds(db, ids, terms);
  return {
    total: Math.min(counted.total, totalCap),
    totalCapped: counted.total > totalCap,
    records,
    categoryCounts: counted.counts,
    analysis,
  };
}

/**
 * Cards from the search index (ADR 0067), read after its read of changes: no round trip. A model it
 * does not hold (offline since the ids were kept) is read from the database, as `cardsByIds` would.
 */
async function cardsFromIndex(
  db: DbClient,
  index: ModelSearchIndex,
  ids: readonly number[],
  terms: readonly string[] | undefined,
): Promise<ModelCard[]> {
  const held = index.cards(ids);
  const missing = ids.filter((_, at) => held[at] === undefined);
  const read = missing.length > 0 ? await cardsByIds(db, missing, terms) : [];
  const readById = new Map(read.map((card) => [card.id, card]));
  return ids.flatMap((id, at) => {
    const row = held[at];
    if (row) return [toCard(row, terms)];
    const card = readById.get(id);
    return card ? [card] : [];
  });
}

/** Cards for a fixed list of model ids, in the given order. */
export async function cardsByIds(
  db: DbClient,
  ids: readonly number[],
  highlightTerms?: readonly string[],
): Promise<ModelCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.orm
    .select(cardSelection)
    .from(models)
    .leftJoin(renderers, eq(renderers.id, models.rendererId))
    .where(inArray(models.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, highlightTerms)] : [];
  });
}
