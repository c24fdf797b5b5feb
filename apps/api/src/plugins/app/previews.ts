import fp from 'fastify-plugin';
import { filesDirectory } from '../../config/env.js';
import { PreviewService } from '../../previews/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewService;
  }
}

/** Rendered previews: the seed renders thumbnails through it, the file server renders other sizes on a miss. */
export default fp(
  (fastify, _options, done) => {
    const previews = new PreviewService(filesDirectory(fastify.config));
    fastify.decorate('previews', previews);
    fastify.addHook('onClose', async () => {
      await previews.close();
    });
    done();
  },
  { name: 'previews', dependencies: ['env'] },
);
