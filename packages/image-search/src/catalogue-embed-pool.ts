/**
 * Worker threads that embed catalogue pictures with the default embedder, one thread per core by
 * default. The descriptor is plain JavaScript: on the main thread, indexing a catalogue used one
 * core whatever the machine had.
 *
 * @module
 */
import { WorkerPool } from '@yunmo/server-kit/worker-pool';
import type { EmbeddedPicture } from './embedding.js';

/** One catalogue picture on disk (a trusted render: WebP, PNG or JPEG). */
export interface CatalogueEmbedJob {
  readonly file: string;
}

/** Its windows' vectors and detail vectors, or null when the file is missing or does not decode. */
export type CatalogueEmbedResult = EmbeddedPicture | null;

export class CatalogueEmbedPool extends WorkerPool<CatalogueEmbedJob, CatalogueEmbedResult> {
  constructor(size?: number) {
    super(new URL('./catalogue-embed-worker.js', import.meta.url), 'catalogue embedding', size);
  }
}
