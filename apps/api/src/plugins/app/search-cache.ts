import fp from 'fastify-plugin';
import { searchModels, type ModelSearch } from '../../search/model-search.js';
import { SearchResultCache } from '../../search/result-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One page of models with its total and category counts, with the current vocabulary; the first
     * pages of a query come from the search result cache until the next write (ADR 0060).
     */
    modelSearch: ModelSearch;
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
    fastify.decorate('modelSearch', ((db, filters, request) =>
      searchModels(db, filters, request, fastify.searchVocabulary.current, {
        cache,
      })) satisfies ModelSearch);
    done();
  },
  { name: 'search-cache', dependencies: ['env', 'metrics', 'public-cache', 'search-vocabulary'] },
);
