import { useState, type FormEvent } from 'react';
import type { Folder } from '@yunmo/api-contract/accounts';
import type { FavouriteCategoryCode } from '@yunmo/domain/asset-kinds';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import { folderNameSchema, isFolderNameEmpty } from '@yunmo/domain/validation/favourites-folder';
import { Dialog } from '@yunmo/ui/dialog';
import { useToast } from '@yunmo/ui/toast';
import { useDeleteFolderMutation, useRenameFolderMutation } from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';

export interface FolderActionsProps {
  folder: Folder;
  /** The favourites category the folder belongs to (the page's kind). */
  category: FavouriteCategoryCode;
  /** Favourites in the folder, when known: the delete confirmation says what goes with it. */
  favouriteCount: number | undefined;
  onDeleted: () => void;
}

const failureMessage = (error: unknown, fallback: string) =>
  apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ?? fallback;

/** Rename and delete for the chosen folder; deleting asks first, because its favourites go with it. */
export function FolderActions({ folder, category, favouriteCount, onDeleted }: FolderActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(folder.name);
  const [nameError, setNameError] = useState('');
  const [rename, renameState] = useRenameFolderMutation();
  const [remove, removeState] = useDeleteFolderMutation();
  const toast = useToast();

  const openRename = () => {
    setName(folder.name);
    setNameError('');
    setRenaming(true);
  };

  const submitRename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = folderNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? FAVOURITE_MESSAGES.folderNameRequired);
      return;
    }
    try {
      await rename({
        folderId: folder.id,
        category,
        favoritesFolderName: parsed.data,
      }).unwrap();
      setRenaming(false);
      toast('已重命名', 'success');
    } catch (error) {
      setNameError(failureMessage(error, '重命名失败，请稍后再试'));
    }
  };

  const confirmDelete = async () => {
    try {
      await remove(folder.id).unwrap();
      setDeleting(false);
      toast('收藏夹已删除', 'success');
      onDeleted();
    } catch (error) {
      toast(failureMessage(error, '删除失败，请稍后再试'), 'warning');
    }
  };

  return (
    <div className="folder-actions">
      <button type="button" className="ym-button" onClick={openRename}>
        重命名
      </button>
      <button type="button" className="ym-button" onClick={() => setDeleting(true)}>
        删除收藏夹
      </button>
      <Dialog open={renaming} onOpenChange={setRenaming} title="重命名收藏夹" width={420}>
        <form className="folder-picker-new" onSubmit={(event) => void submitRename(event)}>
          <input
            aria-label="收藏夹名称"
            placeholder="请输入文件夹名称"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            autoFocus
          />
          <button
            type="submit"
            className="ym-button ym-button-primary"
            disabled={isFolderNameEmpty(name) || renameState.isLoading}
          >
            保存
          </button>
          {nameError ? <em className="folder-picker-error">{nameError}</em> : null}
        </form>
      </Dialog>
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title="删除收藏夹"
        width={420}
        footer={
          <>
            <button type="button" className="ym-button" onClick={() => setDeleting(false)}>
              取消
            </button>
            <button
              type="button"
              className="ym-button ym-button-primary"
              disabled={removeState.isLoading}
              onClick={() => void confirmDelete()}
            >
              删除
            </button>
          </>
        }
      >
        <p>
          确定删除收藏夹「{folder.name}」吗？
          {favouriteCount === undefined
            ? '其中的收藏将一并取消。'
            : favouriteCount > 0
              ? `其中的 ${String(favouriteCount)} 个收藏将一并取消。`
              : ''}
        </p>
      </Dialog>
    </div>
  );
}
