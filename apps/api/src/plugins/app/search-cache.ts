import fp from 'fastify-plugin';
import { searchModels, type ModelSearch } from '../../search/model-search.js';
import { SearchResultCache } from '../../search/result-cache.js';
import { ModelSearchIndex } from '../../search/search-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One page of models with its total and category counts, with the current vocabulary; the first
     * pages of a query come from the search result cache until the next write (ADR 0060).
     */
    modelSearch: ModelSearch;
    /** The in-memory search index (ADR 0062); absent with SEARCH_INDEX=0. */
    searchIndex: ModelSearchIndex | undefined;
  }
}

/** Ten pages of 40, the pages people actually turn. */
const windowSize = 400;
/** A bound on top of the entry count: a window of 400 ids takes about 2 KB, its counts less. */
const maxBytes = 64 * 1024 * 1024;

/**
 * The search result cache, valid under the public cache's data version (every write request
 * moves it on, on every API instance) and its age bound; off with SEARCH_CACHE_MAX_ENTRIES=0 or
 * PUBLIC_CACHE_MAX_AGE_MS=0.
 */
export default fp(
  (fastify, _options, done) => {
    const { SEARCH_CACHE_MAX_ENTRIES, PUBLIC_CACHE_MAX_AGE_MS } = fastify.config;
    const cache =
      SEARCH_CACHE_MAX_ENTRIES > 0 && PUBLIC_CACHE_MAX_AGE_MS > 0
        ? new SearchResultCache(fastify.publicCache.version, {
            windowSize,
            maxEntries: SEARCH_CACHE_MAX_ENTRIES,
            maxBytes,
            maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS,
            onLookup: (result) => fastify.metrics.searchCache.inc({ result }),
          })
        : undefined;
    // Read on the first search, not at start: a process that never searches (a job, most tests)
    // never holds it; until it is read, the database answers.
    const index =
      fastify.config.SEARCH_INDEX === '0' ? undefined : new ModelSearchIndex(fastify.db);
    fastify.decorate('searchIndex', index);
    fastify.decorate('modelSearch', ((db, filters, request) => {
      if (index?.state === 'empty') void index.load();
      return searchModels(db, filters, request, fastify.searchVocabulary.current, {
        cache,
        index,
        onAnswer: (by) => fastify.metrics.searchAnswers.inc({ by }),
      });
    }) satisfies ModelSearch);
    done();
  },
  {
    name: 'search-cache',
    dependencies: ['env', 'metrics', 'public-cache', 'search-vocabulary', 'db'],
  },
);
