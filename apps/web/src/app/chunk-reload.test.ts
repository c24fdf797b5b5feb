import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('chunk reload', () => {
  it('recognises chunk load failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadForChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_060_001, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
