import type { FavouriteCategoryCode } from '@yunmo/domain/asset-kinds';
import { useState } from 'react';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import {
  folderNameSchema,
  FOLDER_NAME_MAX,
  isFolderNameEmpty,
} from '@yunmo/domain/validation/favourites-folder';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import {
  useCreateFolderMutation,
  useListFoldersQuery,
  useSaveFavouriteMutation,
} from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import './favourites.css';

export interface FolderPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modelId: number;
  /** Favourites category code of the model (1 MAX, 2 SU, 3 textures, 4 UE4, 6 UE materials). */
  category: FavouriteCategoryCode;
  onSaved?: () => void;
}

/** Choose one of the user's folders of the model's category, or create one, then save the favourite. */
export function FolderPickerDialog({
  open,
  onOpenChange,
  modelId,
  category,
  onSaved,
}: FolderPickerDialogProps) {
  const { data: folders = [], isLoading } = useListFoldersQuery(category, { skip: !open });
  const [createFolder, { isLoading: creating }] = useCreateFolderMutation();
  const [saveFavourite, { isLoading: saving }] = useSaveFavouriteMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [creatingNew, setCreatingNew] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const toast = useToast();
  const selected = chosen ?? folders[0]?.id ?? null;

  const create = async () => {
    const parsed = folderNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? FAVOURITE_MESSAGES.folderNameRequired);
      return;
    }
    try {
      const folder = await createFolder({ category, favoritesFolderName: parsed.data }).unwrap();
      setChosen(folder.id);
      setCreatingNew(false);
      setName('');
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          FAVOURITE_MESSAGES.createFolderFailed,
        'warning',
      );
    }
  };

  const save = async () => {
    if (selected === null) return;
    try {
      await saveFavourite({ modelId, folderId: selected }).unwrap();
      toast(FAVOURITE_MESSAGES.saved, 'success');
      onSaved?.();
      onOpenChange(false);
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? '收藏失败',
        'warning',
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="收藏到" width={440}>
      <div className="folder-picker">
        {isLoading ? <p>加载中…</p> : null}
        {!isLoading && folders.length === 0 ? (
          <p className="folder-picker-empty">还没有收藏夹，先新建一个吧</p>
        ) : null}
        <ul className="folder-picker-list" role="radiogroup" aria-label="收藏夹">
          {folders.map((folder) => (
            <li key={folder.id}>
              <label>
                <input
                  type="radio"
                  name="folder"
                  checked={selected === folder.id}
                  onChange={() => setChosen(folder.id)}
                />
                {folder.name}
              </label>
            </li>
          ))}
        </ul>
        {creatingNew ? (
          <div className="folder-picker-new">
            <input
              aria-label="收藏夹名称"
              value={name}
              maxLength={FOLDER_NAME_MAX + 10}
              placeholder="请输入文件夹名称"
              onChange={(event) => {
                setName(event.currentTarget.value);
                const parsed = folderNameSchema.safeParse(event.currentTarget.value);
                setNameError(
                  parsed.success || isFolderNameEmpty(event.currentTarget.value)
                    ? ''
                    : (parsed.error.issues[0]?.message ?? ''),
                );
              }}
            />
            <button
              type="button"
              className="ym-button ym-button-primary"
              disabled={isFolderNameEmpty(name) || creating}
              onClick={() => void create()}
            >
              确定
            </button>
            {nameError ? <em className="folder-picker-error">{nameError}</em> : null}
          </div>
        ) : (
          <button
            type="button"
            className="ym-button folder-picker-create"
            onClick={() => setCreatingNew(true)}
          >
            + 新建收藏夹
          </button>
        )}
        <div className="folder-picker-actions">
          <button type="button" className="ym-button" onClick={() => onOpenChange(false)}>
            取消
          </button>
          <button
            type="button"
            className="ym-button ym-button-primary"
            disabled={selected === null || saving}
            onClick={() => void save()}
          >
            收藏
          </button>
        </div>
      </div>
    </Dialog>
  );
}
