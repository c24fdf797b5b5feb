import fp from 'fastify-plugin';
import { loadVocabulary, vocabularyStamp, type SearchVocabulary } from '../../search/vocabulary.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The keyword segmenter's dictionary, read from the database and kept current. */
    searchVocabulary: { readonly current: SearchVocabulary };
  }
}

/** How often the database is asked whether categories or models changed. */
const checkEveryMs = 60_000;

/** Builds the search vocabulary from the database at start and rebuilds it when the catalogue changes. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    let stamp = await vocabularyStamp(db);
    const holder = { current: await loadVocabulary(db) };
    fastify.decorate('searchVocabulary', holder);
    const check = async () => {
      const next = await vocabularyStamp(db);
      if (next === stamp) return;
      holder.current = await loadVocabulary(db);
      stamp = next;
    };
    const timer = setInterval(() => {
      check().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'search vocabulary not refreshed'),
      );
    }, checkEveryMs);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'search-vocabulary', dependencies: ['db'] },
);
