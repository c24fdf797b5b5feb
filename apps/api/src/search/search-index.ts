import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbClient } from '../db/client.js';
import { readUuidWords, writeUuidWords } from '../db/uuid.js';
import type { CardRow, CategoryCount, ModelFilters, SortKey } from './model-search.js';
import type { Counted } from './result-cache.js';
import { isPostedToken, type KeywordAnalysis } from './tokens.js';

/**
 * The in-memory search index (ADR 0062): every online model's filter columns and sort keys in typed
 * arrays, its Chinese title tokens as posting lists, its lower-cased title, and the browse orders.
 * It answers a search's page ids, category counts and cards (ADR 0067) without a database round trip
 * beyond one read of what changed.
 *
 * Exactly the answers of the SQL in model-search.ts (model-search's tests compare both on every
 * filter, sort and page); what it does not hold (latin words, model numbers and ids, titles-only
 * searches of latin terms) stays with the database.
 *
 * Fresh: each search first reads the models written since the last read (the `search_xid` column
 * and `model_search_removals`, migration 0019), by every transaction that may not have been visible
 * then, so a write that committed before a search began is always in its answer.
 */

const sortKeys: readonly SortKey[] = ['score', 'time', 'downloads', 'month', 'week', 'views'];
const uniqueFlag = 1;
const vrFlag = 2;
const spacesFlag = 4;
/** The model number holds a Chinese character (never so today): a Chinese keyword could equal it. */
const chineseNumberFlag = 8;
/** Rows per statement of the first full read. */
const loadPageSize = 10_000;
/** Terms whose title matches are kept (see `termSlots`), and the slots they may hold in all. */
const termListLimits = { terms: 256, slots: 2_000_000 } as const;
const hanOnly = /^[\u3400-\u9fff\uf900-\ufaff]+$/u;

/** A model as the index reads it. */
interface ModelRow {
  id: number;
  kind: number;
  one: number;
  two: number;
  style: number;
  renderer: number;
  fee: number;
  charge: number;
  flags: number;
  score: number;
  downloads: number;
  views: number;
  month: number;
  week: number;
  /** created_at in microseconds since the epoch, as text (exact as a double up to 2^53). */
  created: string;
  title: string;
  /** The title's Chinese index tokens (the ones the keyword postings keep). */
  tokens: string[];
  online: boolean;
  // What a card shows besides the columns above.
  /** The title as written (`title` is lower-cased for matching). */
  display: string;
  uuid: string;
  thumb: string;
  price: number;
  vip: boolean;
  favors: number;
}

const rowColumnsText = `m.id, m.kind, m.one_class_id as one, m.two_class_id as two, m.style_id as style,
  m.renderer_id as renderer, m.fee_category as fee, m.charge_category as charge,
  (case when m.is_unique then 1 else 0 end) + (case when m.has_vr then 2 else 0 end)
    + (case when m.has_spaces then 4 else 0 end)
    + (case when m.model_number ~ '[㐀-鿿豈-﫿]' then 8 else 0 end) as flags,
  m.score, m.download_count as downloads, m.view_count as views, m.month_heat as month, m.week_heat as week,
  ((extract(epoch from m.created_at) * 1000000)::bigint)::text as created, lower(m.title) as title,
  array(select t from unnest(m.title_tokens) as t where model_keyword_posting_token(t)) as tokens, m.online,
  m.title as display, m.uuid::text as uuid, m.thumb_path as thumb, m.price_fen as price, m.vip,
  m.favor_count as favors`;
const rowColumns = sql.raw(rowColumnsText);

/** What changed since a transaction id: the next read's start, the rows written, the ids deleted. */
const changesText = `select pg_snapshot_xmin(pg_current_snapshot())::text as next,
  (select coalesce(json_agg(r), '[]'::json) from (select ${rowColumnsText} from models m
    where m.search_xid >= $1::xid8) r) as changed,
  (select coalesce(json_agg(model_id), '[]'::json) from model_search_removals
    where xid >= $1::xid8) as removed`;

class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/** Counts per first-level class: an array indexed by the class id (a few hundred ids at most). */
class Tally {
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();
  constructor(largestKey: number) {
    this.dense = largestKey < 65_536 ? new Int32Array(largestKey + 1) : null;
  }
  add(key: number, count: number): void {
    if (this.dense && key >= 0 && key < this.dense.length)
      this.dense[key] = this.dense[key]! + count;
    else this.sparse.set(key, (this.sparse.get(key) ?? 0) + count);
  }
  get(key: number): number {
    return this.dense && key >= 0 && key < this.dense.length
      ? this.dense[key]!
      : (this.sparse.get(key) ?? 0);
  }
}

interface CategoryInfo {
  name: string;
  position: number;
}

/** The slots of one sort order: a sorted array and the slots changed since it was sorted. */
interface SortOrder {
  sorted: Int32Array;
  /** Slots whose key changed (or that are new) since `sorted` was made; skipped there. */
  dirty: number[];
  dirtySorted: Int32Array | null;
}

export interface IndexPage {
  ids: number[];
  counted: Counted | undefined;
}

export type SearchIndexState = 'empty' | 'loading' | 'ready' | 'failed';

type KeyArray = Int32Array | Float64Array;

export class ModelSearchIndex {
  private capacity = 0;
  private slots = 0;
  private ids = new Int32Array(0);
  private alive = new Uint8Array(0);
  private kind = new Int16Array(0);
  private one = new Int32Array(0);
  private two = new Int32Array(0);
  private style = new Int32Array(0);
  private renderer = new Int32Array(0);
  private fee = new Int16Array(0);
  private charge = new Int16Array(0);
  private flags = new Uint8Array(0);
  /** Bit i set: the slot is in sortKeys[i]'s dirty list. */
  private dirtyBits = new Uint8Array(0);
  private readonly keys: Record<SortKey, KeyArray> = {
    score: new Int32Array(0),
    time: new Float64Array(0),
    downloads: new Int32Array(0),
    month: new Int32Array(0),
    week: new Int32Array(0),
    views: new Int32Array(0),
  };
  private titles: string[] = [];
  // A card's columns that no filter or order uses (ADR 0067); the rest are the columns above.
  /** The title as written: the same string as `titles` when lower-casing changes nothing. */
  private displayTitles: string[] = [];
  private thumbs: string[] = [];
  /** Each slot's uuid as four 32-bit words (16 bytes, not a 36-character string per model). */
  private uuidWords = new Uint32Array(0);
  private prices = new Int32Array(0);
  private favors = new Int32Array(0);
  private vips = new Uint8Array(0);
  private rendererNames = new Map<number, string>();
  /** A 53-bit hash of each slot's token list: a changed list means a new slot. */
  private tokenHash = new Float64Array(0);
  private readonly slotOfId = new Map<number, number>();
  private readonly postings = new Map<string, IntList>();
  /**
   * For Chinese terms longer than two characters (新中式, 落地灯), whose tokens do not prove that the
   * title holds them as written: the slots whose title does, ascending. Made by the first search of
   * the term, kept up to date as slots are added (a slot's title never changes), least recently used
   * dropped first. Such a search then intersects one more list instead of reading every title.
   */
  private readonly termSlots = new Map<string, IntList>();
  private termSlotCount = 0;
  /**
   * Each combination of filter values (kind, classes, style, renderer, fee, charge, flags) and how
   * many online models have it, in columns: a browse's counts sum them (a few tens of thousands at a
   * million models). Combinations are never removed; an empty one counts 0.
   */
  private readonly groupOf = new Map<string, number>();
  private groups = 0;
  private group = {
    kind: new Int16Array(0),
    one: new Int32Array(0),
    two: new Int32Array(0),
    style: new Int32Array(0),
    renderer: new Int32Array(0),
    fee: new Int16Array(0),
    charge: new Int16Array(0),
    flags: new Uint8Array(0),
    count: new Int32Array(0),
    /** Dead slots still in the group's list (dropped once they are half of it). */
    dead: new Int32Array(0),
    /** The length of the group's list, read here by every browse (not from 30,000 list objects). */
    listed: new Int32Array(0),
  };
  /** The combinations of each kind: a browse reads only its kinds' combinations. */
  private readonly groupsOfKind = new Map<number, IntList>();
  /**
   * Each combination's slots, ascending: a browse reads the lists of the combinations it matches, so
   * its cost follows the matches, not the catalogue. A slot's combination never changes (a model
   * whose filter values change gets a new slot), so each list is append-only but for dead slots.
   */
  private groupSlots: IntList[] = [];
  /** The combination of each slot. */
  private slotGroup = new Int32Array(0);
  /**
   * Per search, whether each combination passes its filters (see `groupMatch`): a slot is then
   * checked with two array reads instead of every column. `matchStamp` tells which search set it.
   */
  private matchOf = new Uint8Array(0);
  private matchStamp = new Int32Array(0);
  /** Per keyword search, the matches of each combination it met (counted once per combination). */
  private groupHits = new Int32Array(0);
  private stamp = 0;
  private readonly orders = new Map<SortKey, SortOrder>();
  private categories = new Map<number, CategoryInfo>();
  private categoriesReadAt = 0;
  private liveCount = 0;
  /**
   * Working arrays reused by every search (a page is computed synchronously, so one search uses
   * them at a time): allocating a few hundred kilobytes per search kept the collector busy.
   */
  private readonly scratch = [
    new Int32Array(1024),
    new Int32Array(1024),
    new Int32Array(1024),
    new Int32Array(1024),
  ];
  /** The largest first-level class id held (the size of a count array). */
  private largestClass = 0;
  /** Online models whose number a Chinese keyword could equal ("all" fields then go to the database). */
  private chineseNumbers = 0;
  /** The oldest transaction that may have written rows the index has not read yet. */
  private readFrom: string | null = null;
  private stateValue: SearchIndexState = 'empty';
  private loading: Promise<void> | null = null;
  /** The read of changes under way; it settles with its failure, if any. */
  private syncing: Promise<Error | undefined> | null = null;
  private syncStartedFor = 0;
  private syncRequests = 0;
  /** While the first full read runs, the orders are sorted once at its end. */
  private bulk = false;

  constructor(
    private readonly db: DbClient,
    private readonly options: {
      /** Category names and positions are read again after this long (they change rarely). */
      categoriesMaxAgeMs?: number;
      /** Changed slots of one order folded back once there are more than this (at least). */
      compactAfter?: number;
      now?: () => number;
    } = {},
  ) {}

  get state(): SearchIndexState {
    return this.stateValue;
  }

  /** Online models held. */
  get modelCount(): number {
    return this.liveCount;
  }

  /** Starts the first full read once; resolves when it ends (never rejects: the state says). */
  load(): Promise<void> {
    this.loading ??= this.readAll().then(
      () => {
        this.stateValue = 'ready';
      },
      () => {
        this.stateValue = 'failed';
      },
    );
    if (this.stateValue === 'empty') this.stateValue = 'loading';
    return this.loading;
  }

  /**
   * Whether the index answers this search exactly: browsing always; a keyword when it is made only of
   * Chinese terms (whose index tokens the index holds) searched in titles or in all fields.
   */
  answers(filters: ModelFilters, analysis: KeywordAnalysis | null): boolean {
    if (this.stateValue !== 'ready') return false;
    if (analysis === null) return true;
    const fields = filters.keywordFields ?? 'all';
    return (
      fields !== 'numbers' &&
      (fields === 'titles' || this.chineseNumbers === 0) &&
      analysis.numericId === null &&
      analysis.requiredTokens.length > 0 &&
      analysis.requiredTokens.every(isPostedToken) &&
      analysis.terms.every(isPostedToken) &&
      // A keyword of Chinese characters only equals no model number the index holds (counted above).
      /^[\u3400-\u9fff\uf900-\ufaff]+$/u.test(analysis.keyword.replace(/\s+/gu, ''))
    );
  }

  /**
   * Reads what changed since the last read. A search calls it first: it waits for a read that
   * started after it was asked for, so every write committed before the call is in the answer.
   */
  async fresh(): Promise<void> {
    const asked = ++this.syncRequests;
    for (;;) {
      if (this.syncing) {
        const running = this.syncing;
        const coversAsked = this.syncStartedFor >= asked;
        const failure = await running;
        if (!coversAsked) continue;
        if (failure) throw failure;
        return;
      }
      this.syncStartedFor = this.syncRequests;
      // Cleared before anyone waiting resumes, so the next caller starts a read of its own.
      const running = this.readChanges().then(
        () => {
          this.syncing = null;
          return undefined;
        },
        (error: unknown) => {
          this.syncing = null;
          return error instanceof Error ? error : new Error(String(error));
        },
      );
      this.syncing = running;
      const failure = await running;
      if (failure) throw failure;
      return;
    }
  }

  /** One page of ids and (when asked) the counts, as model-search's SQL would answer them. */
  page(
    filters: ModelFilters,
    analysis: KeywordAnalysis | null,
    sort: SortKey,
    offset: number,
    limit: number,
    withCounts: boolean,
  ): IndexPage {
    return analysis === null
      ? this.browsePage(filters, sort, offset, limit, withCounts)
      : this.keywordPage(filters, analysis, sort, offset, limit, withCounts);
  }

  // ---- reading ----

  private async readAll(): Promise<void> {
    // Taken before any row is read: every transaction not visible to this snapshot has an id at
    // least its xmin, so the first read of changes covers whatever the pages below miss.
    const [mark] = await this.db.rows<{ xmin: string }>(
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    );
    await this.readCategories();
    const interned = new Map<string, string>();
    this.bulk = true;
    try {
      await this.readPages(interned);
    } finally {
      this.bulk = false;
    }
    for (const key of sortKeys) {
      if (!this.firstOrder(key)) this.compact(key);
      // One order at a time: the requests arriving meanwhile are answered between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.readFrom = mark!.xmin;
  }

  private async readPages(interned: Map<string, string>): Promise<void> {
    let after = -1;
    for (;;) {
      const rows = await this.db.rows<ModelRow>(sql`select ${rowColumns} from models m
        where m.online and m.id > ${after} order by m.id limit ${loadPageSize}`);
      for (const row of rows) {
        // Titles and covers repeat (copies, one cover per picture): held once each.
        const title = interned.get(row.title);
        if (title === undefined) interned.set(row.title, row.title);
        const thumb = interned.get(row.thumb);
        if (thumb === undefined) interned.set(row.thumb, row.thumb);
        this.apply(
          title === undefined && thumb === undefined
            ? row
            : { ...row, title: title ?? row.title, thumb: thumb ?? row.thumb },
        );
      }
      if (rows.length < loadPageSize) break;
      after = rows[rows.length - 1]!.id;
    }
  }

  private async readCategories(): Promise<void> {
    // Category names for the counts and renderer names for the cards, in one round trip.
    const rows = await this.db.rows<{
      renderer: boolean;
      id: number;
      name: string;
      position: number;
    }>(
      sql`select false as renderer, id, name, position from categories
        union all select true, id, name, 0 from renderers`,
    );
    this.categories = new Map(
      rows
        .filter((row) => !row.renderer)
        .map((row) => [Number(row.id), { name: row.name, position: Number(row.position) }]),
    );
    this.rendererNames = new Map(
      rows.filter((row) => row.renderer).map((row) => [Number(row.id), row.name]),
    );
    this.categoriesReadAt = (this.options.now ?? Date.now)();
  }

  private async readChanges(): Promise<void> {
    if (this.readFrom === null) throw new Error('the search index is not loaded');
    const parse = <T>(value: T | string): T =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    const executor = this.db.executor;
    // Every search sends this statement: on a pg pool it is prepared once per connection, so it
    // is not planned again each time.
    const result = await (executor instanceof pg.Pool
      ? executor.query({
          name: 'yunmo-search-index-changes',
          text: changesText,
          values: [this.readFrom],
        })
      : executor.query(changesText, [this.readFrom]));
    const row = result.rows[0] as
      { next: string; changed: ModelRow[] | string; removed: number[] | string } | undefined;
    const removed = parse(row!.removed);
    const changed = parse(row!.changed);
    for (const id of removed) this.remove(id);
    for (const model of changed) this.apply(model);
    this.readFrom = row!.next;
    const now = (this.options.now ?? Date.now)();
    if (
      changed.length > 0 ||
      removed.length > 0 ||
      now - this.categoriesReadAt > (this.options.categoriesMaxAgeMs ?? 5000)
    )
      await this.readCategories();
  }

  // ---- keeping the arrays ----

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Int16Array | Uint8Array | Uint32Array | Float64Array>(
      old: T,
      make: (size: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, (n) => new Int32Array(n));
    this.alive = grown(this.alive, (n) => new Uint8Array(n));
    this.kind = grown(this.kind, (n) => new Int16Array(n));
    this.one = grown(this.one, (n) => new Int32Array(n));
    this.two = grown(this.two, (n) => new Int32Array(n));
    this.style = grown(this.style, (n) => new Int32Array(n));
    this.renderer = grown(this.renderer, (n) => new Int32Array(n));
    this.fee = grown(this.fee, (n) => new Int16Array(n));
    this.charge = grown(this.charge, (n) => new Int16Array(n));
    this.flags = grown(this.flags, (n) => new Uint8Array(n));
    this.slotGroup = grown(this.slotGroup, (n) => new Int32Array(n));
    this.dirtyBits = grown(this.dirtyBits, (n) => new Uint8Array(n));
    this.tokenHash = grown(this.tokenHash, (n) => new Float64Array(n));
    this.prices = grown(this.prices, (n) => new Int32Array(n));
    this.favors = grown(this.favors, (n) => new Int32Array(n));
    this.vips = grown(this.vips, (n) => new Uint8Array(n));
    this.uuidWords = grown(this.uuidWords, (n) => new Uint32Array(n * 4));
    for (const key of sortKeys)
      this.keys[key] = grown(this.keys[key], (n) =>
        key === 'time' ? new Float64Array(n) : new Int32Array(n),
      );
    this.capacity = capacity;
  }

  private facetKey(slot: number): string {
    return `${this.kind[slot]},${this.one[slot]},${this.two[slot]},${this.style[slot]},${this.renderer[slot]},${this.fee[slot]},${this.charge[slot]},${this.flags[slot]}`;
  }

  /** Puts a new live slot into its combination (made on first use) and counts it. */
  private joinGroup(slot: number): void {
    if ((this.flags[slot]! & chineseNumberFlag) !== 0) this.chineseNumbers += 1;
    const key = this.facetKey(slot);
    let at = this.groupOf.get(key);
    if (at === undefined) {
      if (this.groups === this.group.count.length) this.growGroups();
      at = this.groups++;
      this.groupOf.set(key, at);
      const group = this.group;
      group.kind[at] = this.kind[slot]!;
      group.one[at] = this.one[slot]!;
      group.two[at] = this.two[slot]!;
      group.style[at] = this.style[slot]!;
      group.renderer[at] = this.renderer[slot]!;
      group.fee[at] = this.fee[slot]!;
      group.charge[at] = this.charge[slot]!;
      group.flags[at] = this.flags[slot]!;
      this.groupSlots[at] = new IntList();
      append(this.groupsOfKind, group.kind[at]!, at);
    }
    this.slotGroup[slot] = at;
    this.groupSlots[at]!.push(slot);
    this.group.count[at] = this.group.count[at]! + 1;
    this.group.listed[at] = this.groupSlots[at]!.length;
  }

  /** Uncounts a slot that died; its combination's list drops its dead slots once they are half of it. */
  private leaveGroup(slot: number): void {
    if ((this.flags[slot]! & chineseNumberFlag) !== 0) this.chineseNumbers -= 1;
    const at = this.slotGroup[slot]!;
    const group = this.group;
    group.count[at] = group.count[at]! - 1;
    group.dead[at] = group.dead[at]! + 1;
    const list = this.groupSlots[at]!;
    if (group.dead[at]! * 2 < list.length || group.dead[at]! < 64) return;
    let size = 0;
    for (let position = 0; position < list.length; position += 1) {
      const kept = list.data[position]!;
      if (this.alive[kept] === 1) list.data[size++] = kept;
    }
    list.length = size;
    group.listed[at] = size;
    group.dead[at] = 0;
  }

  private growGroups(): void {
    const size = Math.max(256, this.groups * 2);
    const grown = <T extends Int16Array | Int32Array | Uint8Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    const group = this.group;
    this.group = {
      kind: grown(group.kind, new Int16Array(size)),
      one: grown(group.one, new Int32Array(size)),
      two: grown(group.two, new Int32Array(size)),
      style: grown(group.style, new Int32Array(size)),
      renderer: grown(group.renderer, new Int32Array(size)),
      fee: grown(group.fee, new Int16Array(size)),
      charge: grown(group.charge, new Int16Array(size)),
      flags: grown(group.flags, new Uint8Array(size)),
      count: grown(group.count, new Int32Array(size)),
      dead: grown(group.dead, new Int32Array(size)),
      listed: grown(group.listed, new Int32Array(size)),
    };
    this.matchOf = new Uint8Array(size);
    this.matchStamp = new Int32Array(size);
    this.groupHits = new Int32Array(size);
  }

  private markDirty(slot: number, key: SortKey): void {
    const bit = 1 << sortKeys.indexOf(key);
    const order = this.orderOf(key);
    order.dirtySorted = null;
    if ((this.dirtyBits[slot]! & bit) !== 0) return;
    this.dirtyBits[slot] = this.dirtyBits[slot]! | bit;
    order.dirty.push(slot);
    // Folding the changed slots back in is linear; doing it once they are a sixty-fourth of the
    // models keeps the per-search merge small.
    const threshold = Math.max(this.options.compactAfter ?? 1024, this.slots >> 6);
    if (!this.bulk && order.dirty.length > threshold) this.compact(key);
  }

  private orderOf(key: SortKey): SortOrder {
    let order = this.orders.get(key);
    if (!order) {
      order = { sorted: new Int32Array(0), dirty: [], dirtySorted: null };
      this.orders.set(key, order);
    }
    return order;
  }

  private remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    this.slotOfId.delete(id);
    this.kill(slot);
  }

  /** A dead slot stays dead: a model that comes back gets a new slot. */
  private kill(slot: number): void {
    if (this.alive[slot] !== 1) return;
    this.alive[slot] = 0;
    this.liveCount -= 1;
    this.leaveGroup(slot);
  }

  /** Adds a model, or brings a held one up to date (offline models are dropped). */
  private apply(row: ModelRow): void {
    const id = Number(row.id);
    let slot = this.slotOfId.get(id);
    if (!row.online) {
      if (slot !== undefined) this.kill(slot);
      return;
    }
    const tokens = row.tokens;
    const tokenHash = hashTokens(tokens);
    if (
      slot !== undefined &&
      (this.alive[slot] !== 1 ||
        this.tokenHash[slot] !== tokenHash ||
        this.titles[slot] !== row.title ||
        !this.sameFilters(slot, row))
    ) {
      // Back online, or a new title or filter values: a new slot, so that every list of slots
      // (postings, combinations, terms) stays sorted and append-only, and a slot's combination and
      // title never change.
      this.kill(slot);
      slot = undefined;
    }
    const created = Number(row.created);
    const values: Record<SortKey, number> = {
      score: Number(row.score),
      time: created,
      downloads: Number(row.downloads),
      month: Number(row.month),
      week: Number(row.week),
      views: Number(row.views),
    };
    if (slot === undefined) {
      if (this.slots === this.capacity) this.grow();
      slot = this.slots++;
      this.slotOfId.set(id, slot);
      this.ids[slot] = id;
      this.tokenHash[slot] = tokenHash;
      for (const token of tokens) append(this.postings, token, slot);
      this.setColumns(slot, row);
      this.titles[slot] = row.title;
      this.setCard(slot, row);
      for (const [term, list] of this.termSlots)
        if (row.title.includes(term)) {
          list.push(slot);
          this.termSlotCount += 1;
        }
      // Alive before it is marked: marking may fold the orders, which keep only live slots.
      this.alive[slot] = 1;
      this.liveCount += 1;
      this.joinGroup(slot);
      for (const key of sortKeys) {
        this.keys[key][slot] = values[key];
        this.markDirty(slot, key);
      }
      return;
    }
    // The same live slot: only the sort keys and what only the card shows may differ.
    this.setCard(slot, row);
    for (const key of sortKeys) {
      if (this.keys[key][slot] !== values[key]) {
        this.keys[key][slot] = values[key];
        this.markDirty(slot, key);
      }
    }
  }

  /** Whether a held slot has the row's filter values (its combination). */
  private sameFilters(slot: number, row: ModelRow): boolean {
    return (
      this.kind[slot] === Number(row.kind) &&
      this.one[slot] === Number(row.one) &&
      this.two[slot] === Number(row.two) &&
      this.style[slot] === Number(row.style) &&
      this.renderer[slot] === Number(row.renderer) &&
      this.fee[slot] === Number(row.fee) &&
      this.charge[slot] === Number(row.charge) &&
      this.flags[slot] === Number(row.flags)
    );
  }

  private setColumns(slot: number, row: ModelRow): void {
    this.kind[slot] = Number(row.kind);
    this.one[slot] = Number(row.one);
    if (this.one[slot]! > this.largestClass) this.largestClass = this.one[slot]!;
    this.two[slot] = Number(row.two);
    this.style[slot] = Number(row.style);
    this.renderer[slot] = Number(row.renderer);
    this.fee[slot] = Number(row.fee);
    this.charge[slot] = Number(row.charge);
    this.flags[slot] = Number(row.flags);
  }

  private setCard(slot: number, row: ModelRow): void {
    // Most titles have nothing to lower-case: the card then shares the matching title's string.
    this.displayTitles[slot] = row.display === row.title ? row.title : row.display;
    this.thumbs[slot] = row.thumb;
    writeUuidWords(row.uuid, this.uuidWords, slot * 4);
    this.prices[slot] = Number(row.price);
    this.favors[slot] = Number(row.favors);
    this.vips[slot] = row.vip ? 1 : 0;
  }

  /**
   * The cards of these models as held, in the given order: undefined for a model not held (offline,
   * deleted or unknown). Call `fresh()` first, as for a page.
   */
  cards(ids: readonly number[]): (CardRow | undefined)[] {
    const { score, views, downloads } = this.keys;
    return ids.map((id) => {
      const slot = this.slotOfId.get(id);
      if (slot === undefined || this.alive[slot] !== 1) return undefined;
      return {
        id,
        uuid: readUuidWords(this.uuidWords, slot * 4),
        title: this.displayTitles[slot]!,
        thumbPath: this.thumbs[slot]!,
        priceFen: this.prices[slot]!,
        score: score[slot]!,
        rendererName: this.rendererNames.get(this.renderer[slot]!) ?? null,
        chargeCategory: this.charge[slot]!,
        feeCategory: this.fee[slot]!,
        vip: this.vips[slot] === 1,
        viewCount: views[slot]!,
        favorCount: this.favors[slot]!,
        downloadCount: downloads[slot]!,
        kind: this.kind[slot]!,
      };
    });
  }

  /** Whether slot a comes before slot b in the order of `key`: the key descending, then the id descending. */
  private before(key: KeyArray, a: number, b: number): boolean {
    const ka = key[a]!;
    const kb = key[b]!;
    return ka > kb || (ka === kb && this.ids[a]! > this.ids[b]!);
  }

  private sortSlots(slots: Int32Array, key: KeyArray): Int32Array {
    const ids = this.ids;
    return slots.sort((a, b) => {
      const ka = key[a]!;
      const kb = key[b]!;
      return ka !== kb ? (ka > kb ? -1 : 1) : ids[b]! - ids[a]!;
    });
  }

  /** Folds the changed slots into the sorted order (and drops dead ones): one linear merge. */
  private compact(sortKey: SortKey): void {
    const order = this.orderOf(sortKey);
    const key = this.keys[sortKey];
    const bit = 1 << sortKeys.indexOf(sortKey);
    const changed = this.sortedDirty(sortKey);
    const merged = new Int32Array(this.liveCount);
    let size = 0;
    let next = 0;
    for (const slot of order.sorted) {
      // A changed slot's old place is skipped: it comes from `changed`, at its new place.
      if (this.alive[slot] !== 1 || (this.dirtyBits[slot]! & bit) !== 0) continue;
      while (next < changed.length && this.before(key, changed[next]!, slot))
        merged[size++] = changed[next++]!;
      merged[size++] = slot;
    }
    while (next < changed.length) merged[size++] = changed[next++]!;
    for (const slot of order.dirty) this.dirtyBits[slot] = this.dirtyBits[slot]! & ~bit;
    order.sorted = merged.subarray(0, size);
    order.dirty = [];
    order.dirtySorted = null;
  }

  /**
   * The first order of an integer key, sorted natively: right after the full read, slots follow ids
   * (read in id order), so `key * 2^22 + slot` orders as the key, then the id. False when the values
   * do not fit (the comparator sort of `compact` then makes it).
   */
  private firstOrder(sortKey: SortKey): boolean {
    const key = this.keys[sortKey];
    const order = this.orderOf(sortKey);
    const slotLimit = 0x400000;
    if (!(key instanceof Int32Array) || this.slots >= slotLimit || order.sorted.length > 0)
      return false;
    const packed = new Float64Array(this.slots);
    let size = 0;
    for (let slot = 0; slot < this.slots; slot += 1) {
      const value = key[slot]!;
      if (value < 0) return false;
      if (this.alive[slot] === 1) packed[size++] = value * slotLimit + slot;
    }
    const sorted = packed.subarray(0, size).sort();
    const slots = new Int32Array(size);
    for (let position = 0; position < size; position += 1)
      slots[position] = sorted[size - 1 - position]! % slotLimit;
    const bit = 1 << sortKeys.indexOf(sortKey);
    for (const slot of order.dirty) this.dirtyBits[slot] = this.dirtyBits[slot]! & ~bit;
    order.sorted = slots;
    order.dirty = [];
    order.dirtySorted = null;
    return true;
  }

  /** The changed slots still online, in the order of `sortKey`. */
  private sortedDirty(sortKey: SortKey): Int32Array {
    const order = this.orderOf(sortKey);
    if (order.dirtySorted) return order.dirtySorted;
    const live = order.dirty.filter((slot) => this.alive[slot] === 1);
    order.dirtySorted = this.sortSlots(Int32Array.from(live), this.keys[sortKey]);
    return order.dirtySorted;
  }

  // ---- answering ----

  /** Starts a search's use of `matchOf`: what earlier searches stored there no longer counts. */
  private beginSearch(): void {
    if (this.stamp === 0x7fffffff) {
      this.matchStamp.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
  }

  /**
   * Whether a combination passes the filters, stored for this search: 0 not, 1 all but the category
   * (it still counts towards its class's hits), 2 every filter.
   */
  private matchGroup(filters: ModelFilters, at: number): number {
    const group = this.group;
    let match = 0;
    const fees = filters.feeCategories;
    const charges = filters.chargeCategories;
    const flags = group.flags[at]!;
    if (
      filters.kinds.includes(group.kind[at]!) &&
      (!filters.styleId || group.style[at] === filters.styleId) &&
      (!filters.rendererId || group.renderer[at] === filters.rendererId) &&
      (!fees?.length || fees.includes(group.fee[at]!)) &&
      (!charges?.length || charges.includes(group.charge[at]!)) &&
      (!filters.unique || (flags & uniqueFlag) !== 0) &&
      (!filters.vr || (flags & vrFlag) !== 0) &&
      (!filters.spaces || (flags & spacesFlag) !== 0)
    )
      match = this.inCategory(filters, group.one[at]!, group.two[at]!) ? 2 : 1;
    this.matchOf[at] = match;
    this.matchStamp[at] = this.stamp;
    return match;
  }

  private inCategory(filters: ModelFilters, one: number, two: number): boolean {
    if (filters.oneClassId && one !== filters.oneClassId) return false;
    if (filters.twoClassId && two !== filters.twoClassId) return false;
    if (
      filters.anyCategoryIds?.length &&
      !filters.anyCategoryIds.includes(one) &&
      !filters.anyCategoryIds.includes(two)
    )
      return false;
    return true;
  }

  /** Working array `which` (0 intersections, 1 matches, 2 the heap, 3 combinations), at least `size` long. */
  private buffer(which: 0 | 1 | 2 | 3, size: number): Int32Array {
    let buffer = this.scratch[which]!;
    if (buffer.length < size) {
      buffer = new Int32Array(Math.max(size, buffer.length * 2));
      this.scratch[which] = buffer;
    }
    return buffer;
  }

  private counted(hits: Tally, inCategory: Tally): Counted {
    const rows: { key: number; hits: number; info: CategoryInfo }[] = [];
    for (const [key, info] of this.categories) {
      const count = hits.get(key);
      if (count > 0) rows.push({ key, hits: count, info });
    }
    rows.sort((a, b) => a.info.position - b.info.position || a.key - b.key);
    let total = 0;
    const counts: CategoryCount[] = rows.map((row) => {
      total += inCategory.get(row.key);
      return { key: row.key, doc_count: row.hits, name: row.info.name };
    });
    return { total, counts };
  }

  private browsePage(
    filters: ModelFilters,
    sortKey: SortKey,
    offset: number,
    limit: number,
    withCounts: boolean,
  ): IndexPage {
    this.beginSearch();
    const hits = new Tally(this.largestClass);
    const inCategory = new Tally(this.largestClass);
    // Every match, counted from the filter combinations (a few tens of thousands at a million models).
    let matches = 0;
    // The slots listed under the matching combinations, dead ones included, and those combinations.
    let listed = 0;
    const chosen = this.buffer(3, this.groups);
    let chosenCount = 0;
    const group = this.group;
    for (const kind of new Set(filters.kinds)) {
      const ofKind = this.groupsOfKind.get(kind);
      if (!ofKind) continue;
      for (let position = 0; position < ofKind.length; position += 1) {
        const at = ofKind.data[position]!;
        // Every combination of the kinds is judged, so the walk below can read any match it meets.
        const match = this.matchGroup(filters, at);
        const count = group.count[at]!;
        if (match === 0 || count === 0) continue;
        if (match === 2) {
          matches += count;
          listed += group.listed[at]!;
          chosen[chosenCount++] = at;
        }
        if (!withCounts) continue;
        const one = group.one[at]!;
        hits.add(one, count);
        if (match === 2) inCategory.add(one, count);
      }
    }
    const counted = withCounts ? this.counted(hits, inCategory) : undefined;
    const wanted = offset + limit;
    if (limit <= 0 || matches <= offset) return { ids: [], counted };
    // The matching combinations' own slots, when reading them all costs less than walking the order
    // until the page fills (the walk passes about liveCount / matches slots per match it keeps).
    if (listed <= (wanted * this.liveCount) / matches) {
      const matched = this.buffer(1, matches);
      let size = 0;
      for (let position = 0; position < chosenCount; position += 1) {
        const list = this.groupSlots[chosen[position]!]!;
        const data = list.data;
        for (let at = 0; at < list.length; at += 1) {
          const slot = data[at]!;
          if (this.alive[slot] === 1) matched[size++] = slot;
        }
      }
      const top = this.topSlots(matched.subarray(0, size), sortKey, wanted);
      const ids: number[] = [];
      for (let position = offset; position < top.length; position += 1)
        ids.push(this.ids[top[position]!]!);
      return { ids, counted };
    }
    const ids: number[] = [];
    const order = this.orderOf(sortKey);
    const key = this.keys[sortKey];
    const bit = 1 << sortKeys.indexOf(sortKey);
    const changed = this.sortedDirty(sortKey);
    const matchOf = this.matchOf;
    const slotGroup = this.slotGroup;
    let seen = 0;
    let next = 0;
    const { matchStamp, stamp } = this;
    const take = (slot: number): boolean => {
      // Combinations of other kinds were not judged: their stamp is older.
      const at = slotGroup[slot]!;
      if (matchStamp[at] !== stamp || matchOf[at] !== 2) return false;
      if (seen >= offset) ids.push(this.ids[slot]!);
      seen += 1;
      return seen >= wanted;
    };
    for (const slot of order.sorted) {
      if (this.alive[slot] !== 1 || (this.dirtyBits[slot]! & bit) !== 0) continue;
      while (next < changed.length && this.before(key, changed[next]!, slot))
        if (take(changed[next++]!)) return { ids, counted };
      if (take(slot)) return { ids, counted };
    }
    while (next < changed.length) if (take(changed[next++]!)) return { ids, counted };
    return { ids, counted };
  }

  /** The live slots whose title holds `term` (Chinese, over two characters): kept, or made now. */
  private termList(term: string): IntList {
    const kept = this.termSlots.get(term);
    if (kept) {
      // Most recently used last.
      this.termSlots.delete(term);
      this.termSlots.set(term, kept);
      return kept;
    }
    const characters = Array.from(term);
    const bigrams = characters.slice(1).map((character, index) => characters[index]! + character);
    const list = new IntList();
    for (const slot of this.intersect(bigrams))
      if (this.alive[slot] === 1 && this.titles[slot]!.includes(term)) list.push(slot);
    this.termSlots.set(term, list);
    this.termSlotCount += list.length;
    for (const [oldest, dropped] of this.termSlots) {
      if (this.termSlots.size <= termListLimits.terms && this.termSlotCount <= termListLimits.slots)
        break;
      if (oldest === term) break;
      this.termSlots.delete(oldest);
      this.termSlotCount -= dropped.length;
    }
    return list;
  }

  /** The slots holding every token, ascending (the posting lists are sorted by slot). */
  private intersect(tokens: readonly string[], more: readonly IntList[] = []): Int32Array {
    const lists: IntList[] = [...more];
    for (const token of tokens) {
      const list = this.postings.get(token);
      if (!list) return new Int32Array(0);
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    if (!first) return new Int32Array(0);
    let result = first.data.subarray(0, first.length);
    for (const list of rest) {
      // Into a working array; from the second list on, in place (a match is written at or before
      // the place it is read from).
      const out =
        result.buffer === this.scratch[0]!.buffer ? result : this.buffer(0, result.length);
      let size = 0;
      let from = 0;
      const data = list.data;
      const end = list.length;
      for (const slot of result) {
        // Galloping search: the other list is usually much longer.
        let step = 1;
        let high = from;
        while (high < end && data[high]! < slot) {
          from = high + 1;
          high += step;
          step *= 2;
        }
        let low = from;
        high = Math.min(high, end - 1);
        while (low <= high) {
          const middle = (low + high) >>> 1;
          if (data[middle]! < slot) low = middle + 1;
          else high = middle - 1;
        }
        from = low;
        if (from < end && data[from] === slot) out[size++] = slot;
      }
      result = out.subarray(0, size);
    }
    return result;
  }

  private keywordPage(
    filters: ModelFilters,
    analysis: KeywordAnalysis,
    sortKey: SortKey,
    offset: number,
    limit: number,
    withCounts: boolean,
  ): IndexPage {
    const fields = filters.keywordFields ?? 'all';
    // As keywordCondition: a token match proves a term of one or two characters; longer terms (all of
    // them for titles-only searches) must appear in the title as written.
    let checked =
      fields === 'titles'
        ? analysis.terms
        : analysis.terms.filter((term) => Array.from(term).length > 2);
    // Long Chinese terms are read from their kept lists of titles; the rest are checked below.
    const listed = checked.filter((term) => hanOnly.test(term) && Array.from(term).length > 2);
    const termLists = listed.map((term) => this.termList(term));
    if (listed.length > 0) checked = checked.filter((term) => !listed.includes(term));
    const candidates = this.intersect(analysis.requiredTokens, termLists);
    const matched = this.buffer(1, candidates.length);
    let size = 0;
    // Combinations are judged once each, as the candidates meet them; the matches are counted per
    // combination, and per class only once per combination after the pass.
    this.beginSearch();
    const { alive, groupHits, matchOf, matchStamp, slotGroup, stamp } = this;
    const met = this.buffer(3, this.groups);
    let metCount = 0;
    for (const slot of candidates) {
      if (alive[slot] !== 1) continue;
      const at = slotGroup[slot]!;
      let match: number;
      if (matchStamp[at] === stamp) match = matchOf[at]!;
      else {
        match = this.matchGroup(filters, at);
        if (match !== 0) {
          met[metCount++] = at;
          groupHits[at] = 0;
        }
      }
      if (match === 0) continue;
      if (checked.length > 0) {
        const title = this.titles[slot]!;
        if (!checked.every((term) => title.includes(term))) continue;
      }
      groupHits[at] = groupHits[at]! + 1;
      if (match === 2) matched[size++] = slot;
    }
    let counted: Counted | undefined;
    if (withCounts) {
      const hits = new Tally(this.largestClass);
      const inCategory = new Tally(this.largestClass);
      for (let position = 0; position < metCount; position += 1) {
        const at = met[position]!;
        const count = groupHits[at]!;
        if (count === 0) continue;
        const one = this.group.one[at]!;
        hits.add(one, count);
        if (matchOf[at] === 2) inCategory.add(one, count);
      }
      counted = this.counted(hits, inCategory);
    }
    if (limit <= 0 || size <= offset) return { ids: [], counted };
    const top = this.topSlots(matched.subarray(0, size), sortKey, offset + limit);
    const ids: number[] = [];
    for (let index = offset; index < top.length; index += 1) ids.push(this.ids[top[index]!]!);
    return { ids, counted };
  }

  /** The first `count` slots in the order of `sortKey` (a bounded heap, then a sort of what is kept). */
  private topSlots(slots: Int32Array, sortKey: SortKey, count: number): Int32Array {
    const key = this.keys[sortKey];
    // Sorted in place: the slots are a working array of this search.
    if (slots.length <= count) return this.sortSlots(slots, key);
    // A heap whose root is the last of the kept slots in the order.
    const heap = this.buffer(2, count).subarray(0, count);
    let size = 0;
    const after = (a: number, b: number) => this.before(key, b, a);
    const siftUp = (start: number) => {
      let index = start;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!after(heap[index]!, heap[parent]!)) break;
        const swap = heap[index]!;
        heap[index] = heap[parent]!;
        heap[parent] = swap;
        index = parent;
      }
    };
    const siftDown = () => {
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        if (left >= size) break;
        const right = left + 1;
        let largest = left;
        if (right < size && after(heap[right]!, heap[left]!)) largest = right;
        if (!after(heap[largest]!, heap[index]!)) break;
        const swap = heap[index]!;
        heap[index] = heap[largest]!;
        heap[largest] = swap;
        index = largest;
      }
    };
    for (let position = 0; position < count; position += 1) {
      heap[size++] = slots[position]!;
      siftUp(size - 1);
    }
    // Most slots come after the last one kept: the root's key and id are held in locals, so that
    // test is two array reads.
    const ids = this.ids;
    let rootKey = key[heap[0]!]!;
    let rootId = ids[heap[0]!]!;
    for (let position = count; position < slots.length; position += 1) {
      const slot = slots[position]!;
      const value = key[slot]!;
      if (value < rootKey || (value === rootKey && ids[slot]! <= rootId)) continue;
      heap[0] = slot;
      siftDown();
      rootKey = key[heap[0]!]!;
      rootId = ids[heap[0]!]!;
    }
    return this.sortSlots(heap, key);
  }
}

function append<K>(lists: Map<K, IntList>, key: K, slot: number): void {
  let list = lists.get(key);
  if (!list) {
    list = new IntList();
    lists.set(key, list);
  }
  list.push(slot);
}

/**
 * Two 32-bit FNV-1a hashes of the token list, as one exact double (32 + 21 bits): the index keeps
 * this rather than the tokens themselves (fourteen strings a model).
 */
function hashTokens(tokens: readonly string[]): number {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (const token of tokens) {
    for (let index = 0; index < token.length; index += 1) {
      const code = token.charCodeAt(index);
      first = Math.imul(first ^ code, 0x01000193);
      second = Math.imul(second ^ code, 0x5bd1e995);
    }
    first = Math.imul(first ^ 0x1f, 0x01000193);
    second = Math.imul(second ^ 0x1f, 0x5bd1e995);
  }
  return (first >>> 0) * 0x200000 + ((second >>> 0) & 0x1fffff);
}
