import { useState } from 'react';
import { FAVOURITE_CATEGORY_CODES, type AssetKind } from '@yunmo/domain/asset-kinds';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import { useToast } from '@yunmo/ui/toast';
import { FolderPickerDialog } from './folder-picker-dialog';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { useCancelFavouriteMutation, useGetFavouriteQuery } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';

/** Toggles a model favourite: saved -> cancel; not saved -> choose or create a folder. Guests get the login guide. */
export function FavouriteButton({ modelId, kind }: { modelId: number; kind: AssetKind }) {
  const loggedIn = readSession().loggedIn;
  const { data: state } = useGetFavouriteQuery(modelId, { skip: !loggedIn });
  const [cancel, { isLoading: cancelling }] = useCancelFavouriteMutation();
  const [picking, setPicking] = useState(false);
  const [guide, setGuide] = useState(false);
  const toast = useToast();
  const category = FAVOURITE_CATEGORY_CODES[kind];
  const favourited = state?.favourited === true;

  const toggle = async () => {
    if (!loggedIn) {
      setGuide(true);
      return;
    }
    if (!favourited) {
      setPicking(true);
      return;
    }
    try {
      await cancel({ modelId, category }).unwrap();
      toast(FAVOURITE_MESSAGES.cancelled, 'success');
    } catch (error) {
      toast(apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '取消失败', 'warning');
    }
  };

  return (
    <>
      <button type="button" className={favourited ? 'ym-button favourite-button favourite-button-on' : 'ym-button favourite-button'} aria-pressed={favourited} disabled={cancelling} onClick={() => void toggle()}>
        {favourited ? '已收藏' : '收藏'}
      </button>
      {picking ? <FolderPickerDialog open={picking} onOpenChange={setPicking} modelId={modelId} category={category} /> : null}
      <LoginGuideDialog open={guide} onOpenChange={setGuide} />
    </>
  );
}
