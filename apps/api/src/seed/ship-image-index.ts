import {
  collectShippedIndex,
  encodeShippedIndex,
  shippedIndexFile,
  shippedIndexFingerprint,
} from '../image-index/shipped-index.js';
import { seedDatabase } from './seed.js';
import { shipFromCatalogue, writeShipped } from './ship-catalogue.js';

/**
 * Computes a seed's shipped search-by-image index (ADR 0059): seeds the catalogue with its own
 * renders into a temporary folder with every model rendered and described (the shipped index
 * off), then writes the vectors, their lists and each model's render source. Run it again after
 * changing the generator, the renderer or the embedder; `shipped-index.test.ts` says when.
 *
 *   node apps/api/dist/seed/ship-image-index.js [--count 2000] [--seed 42] [--out file]
 */
shipFromCatalogue('ship-image-index', async ({ count, seed, out, db, previews, seedOptions }) => {
  const fingerprint = await shippedIndexFingerprint();
  await seedDatabase({ ...seedOptions, images: true, shippedIndex: false });
  const data = await collectShippedIndex(db, previews, seed, count);
  if (data.fingerprint !== fingerprint)
    throw new Error('the generator, renderer or embedder was rebuilt meanwhile: run it again');
  process.stderr.write(`${data.models.length} models, ${data.centroids.length} lists\n`);
  await writeShipped(out ?? shippedIndexFile(seed, count), encodeShippedIndex(data));
});
