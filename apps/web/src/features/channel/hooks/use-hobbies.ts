import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useGetChannelHobbiesQuery, usePutChannelHobbiesMutation } from '../api/channel-api';
import { readJson, writeJson } from '@/lib/storage';
import { readSession } from '@/lib/session';

const MAX_HOBBIES = 50;

function storageKey(kind: AssetKind): string {
  return `channelHobbies:${kind}`;
}

/** Stored ids from untrusted storage: non-negative whole numbers only, at most 50. */
export function parseHobbies(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(
      value.filter((item): item is number => Number.isSafeInteger(item) && (item as number) >= 0),
    ),
  ].slice(0, MAX_HOBBIES);
}

const noSubscription = () => () => undefined;

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Favourite categories of a channel: localStorage for visitors, the server once logged in. */
export function useHobbies(kind: AssetKind) {
  const loggedIn = readSession().loggedIn;
  const server = useGetChannelHobbiesQuery(kind, { skip: !loggedIn });
  const [save, saving] = usePutChannelHobbiesMutation();
  const [local, setLocal] = useState<Record<string, number[]>>({});
  // Read through a server snapshot (none stored), so a server-rendered channel hydrates as the
  // server drew it and only then switches to the visitor's stored choice.
  const storedRaw = useSyncExternalStore(
    noSubscription,
    () => readRaw(storageKey(kind)),
    () => null,
  );
  const storedRead = useMemo(
    () => (storedRaw === null ? [] : readJson(storageKey(kind), parseHobbies, [])),
    [kind, storedRaw],
  );
  const stored = local[kind] ?? storedRead;
  const hobbies = loggedIn ? (server.data?.categoryIds ?? []) : stored;
  const update = useCallback(
    async (categoryIds: number[]) => {
      const clean = parseHobbies(categoryIds);
      if (loggedIn) {
        await save({ kind, hobbies: { categoryIds: clean } }).unwrap();
        return;
      }
      writeJson(storageKey(kind), clean);
      setLocal((current) => ({ ...current, [kind]: clean }));
    },
    [kind, loggedIn, save],
  );
  return { hobbies, update, saving: saving.isLoading, ready: !loggedIn || !server.isLoading };
}
