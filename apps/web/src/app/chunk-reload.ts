import { CHUNK_RELOAD_MIN_INTERVAL_MS as MIN_INTERVAL_MS } from '@/config/timings';

const STORAGE_KEY = 'chunkReloadAt';

/** True for the errors browsers raise when a lazily loaded chunk is gone (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up fresh chunks, at most once a minute (the last reload time is kept
 * in sessionStorage) so a broken deploy cannot cause a reload loop. Returns whether it reloaded.
 */
export function reloadForChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload = () => {
    window.location.reload();
  },
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? '0');
  if (Number.isFinite(last) && now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Wraps a route module import so a missing chunk triggers the guarded reload. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadForChunkError()) {
        // The page is reloading; keep the router waiting instead of flashing an error.
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}
