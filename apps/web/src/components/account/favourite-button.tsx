import { useState } from 'react';
import { FAVOURITE_CATEGORY_CODES, type AssetKind } from '@yunmo/domain/asset-kinds';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import { useToast } from '@yunmo/ui/toast';
import { FolderPickerDialog } from './folder-picker-dialog';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import {
  useCancelFavouriteMutation,
  useCreateFolderMutation,
  useGetFavouriteQuery,
  useLazyListFoldersQuery,
  useSaveFavouriteMutation,
} from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';

/** Name of the folder a first one-click favourite creates when the user has none of the kind. */
export const DEFAULT_FOLDER_NAME = '默认收藏夹';

/**
 * Toggles a model favourite in one click: not saved -> saved into the first folder of its kind
 * (created as 默认收藏夹 when there is none); saved -> cancel. Choosing another folder is the second
 * step (更换收藏夹). Guests get the login guide.
 */
export function FavouriteButton({ modelId, kind }: { modelId: number; kind: AssetKind }) {
  const loggedIn = readSession().loggedIn;
  const { data: state } = useGetFavouriteQuery(modelId, { skip: !loggedIn });
  const [cancel, { isLoading: cancelling }] = useCancelFavouriteMutation();
  const [save, { isLoading: saving }] = useSaveFavouriteMutation();
  const [createFolder] = useCreateFolderMutation();
  const [listFolders] = useLazyListFoldersQuery();
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
      try {
        const folders = await listFolders(category, true).unwrap();
        const folderId =
          folders[0]?.id ??
          (await createFolder({ category, favoritesFolderName: DEFAULT_FOLDER_NAME }).unwrap()).id;
        await save({ modelId, folderId }).unwrap();
        toast(FAVOURITE_MESSAGES.saved, 'success');
      } catch (error) {
        toast(
          apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '收藏失败',
          'warning',
        );
      }
      return;
    }
    try {
      await cancel({ modelId, category }).unwrap();
      toast(FAVOURITE_MESSAGES.cancelled, 'success');
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '取消失败',
        'warning',
      );
    }
  };

  return (
    <>
      <button
        type="button"
        className={
          favourited
            ? 'ym-button favourite-button favourite-button-on'
            : 'ym-button favourite-button'
        }
        aria-pressed={favourited}
        disabled={cancelling || saving}
        onClick={() => void toggle()}
      >
        {favourited ? '已收藏' : '收藏'}
      </button>
      {favourited ? (
        <button
          type="button"
          className="ym-link-button favourite-move"
          onClick={() => setPicking(true)}
        >
          更换收藏夹
        </button>
      ) : null}
      {picking ? (
        <FolderPickerDialog
          open={picking}
          onOpenChange={setPicking}
          modelId={modelId}
          category={category}
        />
      ) : null}
      <LoginGuideDialog open={guide} onOpenChange={setGuide} />
    </>
  );
}
