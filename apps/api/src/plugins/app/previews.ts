import fp from 'fastify-plugin';
import { filesDirectory } from '../../config/env.js';
import {
  pictureStore,
  publicPictureUrls,
  type PictureStore,
} from '../../object-storage/picture-store.js';
import { PreviewService } from '../../previews/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewService;
    /** Where public pictures are published: the files folder (default) or a bucket (PICTURE_STORAGE_S3_*). */
    pictures: PictureStore;
  }
}

/**
 * Rendered previews: the seed renders thumbnails through it, the file server renders other sizes on a
 * miss. With a picture bucket, JSON answers name pictures by the bucket's public URL (see picture-store).
 */
export default fp(
  (fastify, _options, done) => {
    const previews = new PreviewService(filesDirectory(fastify.config));
    const pictures = pictureStore(fastify.config);
    fastify.decorate('previews', previews);
    fastify.decorate('pictures', pictures);
    if (pictures.kind === 's3')
      // Before serialisation: compression (an earlier onSend hook) would leave no text to rewrite.
      fastify.addHook('preSerialization', (_request, _reply, payload, hookDone) => {
        hookDone(null, publicPictureUrls(payload, pictures));
      });
    fastify.addHook('onClose', async () => {
      await previews.close();
      pictures.close();
    });
    done();
  },
  { name: 'previews', dependencies: ['env'] },
);
