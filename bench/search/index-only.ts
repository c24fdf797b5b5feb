/**
 * The search index alone: loads apps/api's in-memory index from a benchmark catalogue (built by
 * bench:search, see catalogue.ts) and times `page()` for a seeded mix shaped like bench:search's
 * (60% browsing by filters, 30% keywords, 10% both; pages 1-10, 40 per page, counts asked),
 * with no HTTP, card reads or compression around it. The HTTP benchmark's figures move by whole
 * milliseconds between runs on a shared two-core machine; this one shows what a change to the
 * index itself does.
 *
 *   node scripts/pnpm.mjs --filter @yunmo/bench run bench:search-index [--count 1000000 --rounds 3]
 *
 * `--before <path to an older apps/api dist/search/search-index.js>` also times that build on the
 * same mix, loaded in turn in the same process.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SeededRandom } from '@yunmo/api/assets/random';
import { listSearchFilters, listSearchQuery } from '@yunmo/api/catalogue/list-search';
import { sortKeyFor } from '@yunmo/api/catalogue/sorts';
import { connectDatabase } from '@yunmo/api/db/client';
import type { ModelFilters, SortKey } from '@yunmo/api/search/model-search';
import type { ModelSearchIndex } from '@yunmo/api/search/search-index';
import { analyseKeyword, type KeywordAnalysis } from '@yunmo/api/search/tokens';
import { loadVocabulary } from '@yunmo/api/search/vocabulary';
import { percentile } from '../lib/report.js';
import { postgresBenchUrl } from './catalogue.js';
import { keywords } from './keywords.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '3' },
    queries: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '42' },
    before: { type: 'string' },
  },
});

interface Prepared {
  kind: 'browse' | 'keyword' | 'keyword+filters';
  filters: ModelFilters;
  analysis: KeywordAnalysis | null;
  sort: SortKey;
  offset: number;
  limit: number;
}

const db = await connectDatabase({ databaseUrl: postgresBenchUrl(Number(args.count)) });
const vocabulary = await loadVocabulary(db);
const categories = await db.rows<{ id: number; kind: number; parent: number | null }>(
  sql`select id, kind, parent_id as parent from categories`,
);
const styles = await db.rows<{ id: number; kind: number }>(sql`select id, kind from styles`);

function mix(): Promise<Prepared[]> {
  const random = new SeededRandom(Number(args.seed));
  return Promise.all(
    Array.from({ length: Number(args.queries) }, async () => {
      const modelType = random.next() < 0.6 ? 1 : 2;
      const params: Record<string, string> = {
        modelType: String(modelType),
        size: '40',
        pn: String(random.int(1, 10)),
        sort: String(random.int(1, 5)),
      };
      const filters = () => {
        const top = random.pick(categories.filter((c) => c.kind === modelType && !c.parent));
        if (random.next() < 0.7) params.oneClass = String(top.id);
        const children = categories.filter((c) => c.parent === top.id);
        if (random.next() < 0.35 && children.length > 0)
          params.twoClass = String(random.pick(children).id);
        const ofKind = styles.filter((style) => style.kind === modelType);
        if (random.next() < 0.3 && ofKind.length > 0) params.style = String(random.pick(ofKind).id);
        const fee = random.next();
        if (fee < 0.15) params.free = '1';
        else if (fee < 0.25) params.nofree = '1';
        else if (fee < 0.32) params.member = '1';
      };
      const roll = random.next();
      const kind = roll < 0.6 ? 'browse' : roll < 0.9 ? 'keyword' : 'keyword+filters';
      if (kind !== 'keyword') filters();
      if (kind !== 'browse') params.element = random.pick(keywords);
      const query = listSearchQuery.parse(params);
      const parsed = await listSearchFilters(db, query);
      return {
        kind,
        filters: parsed,
        analysis: parsed.keyword ? analyseKeyword(parsed.keyword, vocabulary) : null,
        sort: sortKeyFor('max', query.sort),
        offset: (query.pn - 1) * query.size,
        limit: query.size,
      } satisfies Prepared;
    }),
  );
}

async function measure(label: string, module: string, queries: Prepared[]): Promise<void> {
  const { ModelSearchIndex: Index } = (await import(module)) as {
    ModelSearchIndex: typeof ModelSearchIndex;
  };
  const index = new Index(db);
  const started = performance.now();
  await index.load();
  const loadSeconds = (performance.now() - started) / 1000;
  const answered = queries.filter((query) => index.answers(query.filters, query.analysis));
  console.log(
    `${label}: ${index.modelCount} models loaded in ${loadSeconds.toFixed(1)} s; ${answered.length} of ${queries.length} queries answered by the index`,
  );
  for (let round = 1; round <= Number(args.rounds); round += 1) {
    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    for (const query of answered) {
      const begin = performance.now();
      index.page(query.filters, query.analysis, query.sort, query.offset, query.limit, true);
      const elapsed = performance.now() - begin;
      all.push(elapsed);
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), elapsed]);
    }
    const line = (values: number[]) =>
      `mean ${(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(3)} p50 ${percentile(values, 50).toFixed(3)} p95 ${percentile(values, 95).toFixed(3)} p99 ${percentile(values, 99).toFixed(3)} ms`;
    console.log(`  round ${round}: all ${line(all)}`);
    for (const [kind, values] of byKind)
      console.log(`    ${kind} (${values.length}): ${line(values)}`);
  }
}

const queries = await mix();
if (args.before) await measure('before', args.before, queries);
await measure('current', '@yunmo/api/search/search-index', queries);
await db.close();
