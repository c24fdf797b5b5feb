import { useCallback, useState } from 'react';
import {
  addRecentSearch,
  clearRecentSearches,
  parseRecentSearches,
  RECENT_SEARCH_STORAGE_KEY,
  removeRecentSearch,
} from '@yunmo/domain/search';
import { readJson, writeJson } from '@/lib/storage';

/** Recent searches kept in localStorage (`searchValue`), rules from the domain package. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(() =>
    readJson(RECENT_SEARCH_STORAGE_KEY, parseRecentSearches, []),
  );
  const update = useCallback((next: string[]) => {
    writeJson(RECENT_SEARCH_STORAGE_KEY, next);
    setRecent(next);
  }, []);
  return {
    recent,
    add: useCallback(
      (term: string) => {
        update(addRecentSearch(readJson(RECENT_SEARCH_STORAGE_KEY, parseRecentSearches, []), term));
      },
      [update],
    ),
    remove: useCallback(
      (term: string) => {
        update(
          removeRecentSearch(readJson(RECENT_SEARCH_STORAGE_KEY, parseRecentSearches, []), term),
        );
      },
      [update],
    ),
    clear: useCallback(() => {
      update(clearRecentSearches());
    }, [update]),
  };
}
