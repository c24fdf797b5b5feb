import { parentPort } from 'node:worker_threads';
import { embedCatalogueFile } from './search-by-image.js';
import type { CatalogueEmbedJob } from './catalogue-embed-pool.js';

parentPort?.on('message', (message: { id: number; job: CatalogueEmbedJob }) => {
  embedCatalogueFile(message.job.file).then(
    (result) => parentPort?.postMessage({ id: message.id, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
