import { useState } from 'react';
import { useToast } from '@yunmo/ui/toast';
import { useGetAlbumFavouriteStateQuery, useSetAlbumFavouriteMutation } from '../api/albums-api';
import { apiErrorInfo, apiErrorMessage } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';

/**
 * Album favourite toggle (§4: toggles between saved and not saved). The saved state of the shown
 * albums comes from the server, so after a reload a saved album shows saved and a click cancels it.
 * Visitors get the login guide; a 401 (session expired) does the same; other failures show the
 * server's message.
 */
export function useAlbumFavourite(uuids: readonly string[]) {
  const toast = useToast();
  const loggedIn = readSession().loggedIn;
  const shown = [...new Set(uuids)].sort();
  const state = useGetAlbumFavouriteStateQuery(shown, { skip: !loggedIn || shown.length === 0 });
  const [setFavourite, mutation] = useSetAlbumFavouriteMutation();
  // What this page changed since the state was read (the state is fetched again after each change).
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [loginGuide, setLoginGuide] = useState(false);
  const isSaved = (uuid: string) => changed[uuid] ?? state.data?.favourited.includes(uuid) ?? false;
  const toggle = async (uuid: string) => {
    if (!loggedIn) {
      setLoginGuide(true);
      return;
    }
    // Until the saved state is known a click could favourite a saved album again: wait for it.
    if (state.isFetching || mutation.isLoading) return;
    const next = !isSaved(uuid);
    try {
      await setFavourite({ uuid, favourite: next }).unwrap();
      setChanged((current) => ({ ...current, [uuid]: next }));
      toast(next ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.cancelled, 'success');
    } catch (failure) {
      const info = apiErrorInfo(failure as Parameters<typeof apiErrorInfo>[0]);
      if (info?.status === 401) setLoginGuide(true);
      else toast(apiErrorMessage(failure), 'error');
    }
  };
  return { isSaved, toggle, loginGuide, setLoginGuide };
}
