import { useState } from 'react';
import { useToast } from '@yunmo/ui/toast';
import { useSetAlbumFavouriteMutation } from '../api/albums-api';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';

/**
 * Album favourite toggle. Visitors get the login guide; a 401 from the gateway (session expired)
 * does the same; other failures show the server's message.
 */
export function useAlbumFavourite() {
  const toast = useToast();
  const [setFavourite] = useSetAlbumFavouriteMutation();
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const [loginGuide, setLoginGuide] = useState(false);
  const toggle = async (uuid: string) => {
    if (!readSession().loggedIn) {
      setLoginGuide(true);
      return;
    }
    const next = !saved[uuid];
    try {
      await setFavourite({ uuid, favourite: next }).unwrap();
      setSaved((current) => ({ ...current, [uuid]: next }));
      toast(next ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.cancelled, 'success');
    } catch (failure) {
      const info = apiErrorInfo(failure as Parameters<typeof apiErrorInfo>[0]);
      if (info?.status === 401) setLoginGuide(true);
      else toast(info?.message ?? '操作失败', 'error');
    }
  };
  return { isSaved: (uuid: string) => saved[uuid] === true, toggle, loginGuide, setLoginGuide };
}
