import { previewSrcSet } from '@yunmo/domain/previews';
import { useState, type FormEvent } from 'react';
import {
  ASSET_KINDS,
  FAVOURITE_CATEGORY_CODES,
  KIND_DISPLAY_NAMES,
  type AssetKind,
} from '@yunmo/domain/asset-kinds';
import { FAVOURITE_MESSAGES } from '@yunmo/domain/messages';
import { folderNameSchema, isFolderNameEmpty } from '@yunmo/domain/validation/favourites-folder';
import { useToast } from '@yunmo/ui/toast';
import { paths } from '@/config/paths';
import {
  useCancelFavouriteMutation,
  useCreateFolderMutation,
  useListFavouritesQuery,
  useListFoldersQuery,
} from '@/lib/account-api';
import { apiErrorInfo } from '@/lib/api-error';
import { readSession } from '@/lib/session';
import { useHead } from '@/lib/use-head';
import { FolderActions } from './folder-actions';
import '@/components/account/favourites.css';
import './favourites.css';

/** /user/favourites: the user's folders per kind, the models in a folder, searchable by title. */
export function FavouritesPage() {
  useHead({ name: 'static', page: 'favourites' });
  const loggedIn = readSession().loggedIn;
  const [kind, setKind] = useState<AssetKind>('max');
  const category = FAVOURITE_CATEGORY_CODES[kind];
  const { data: folders = [] } = useListFoldersQuery(category, { skip: !loggedIn });
  const [chosenFolder, setChosenFolder] = useState<number | null>(null);
  const folder = folders.find((item) => item.id === chosenFolder) ?? folders[0];
  const folderId = folder?.id ?? null;
  const [keyword, setKeyword] = useState('');
  const { data: page, isFetching } = useListFavouritesQuery(
    { folderId: folderId ?? 0, keyword },
    { skip: !loggedIn || folderId === null },
  );
  const [cancel] = useCancelFavouriteMutation();
  const [createFolder] = useCreateFolderMutation();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState('');
  const toast = useToast();

  if (!loggedIn) return <SignInPrompt />;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(String(new FormData(event.currentTarget).get('keyword') ?? '').trim());
  };

  const addFolder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = folderNameSchema.safeParse(newName);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? FAVOURITE_MESSAGES.folderNameRequired);
      return;
    }
    try {
      const folder = await createFolder({ category, favoritesFolderName: parsed.data }).unwrap();
      setChosenFolder(folder.id);
      setNewName('');
      setNameError('');
    } catch (error) {
      toast(
        apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0])?.message ??
          FAVOURITE_MESSAGES.createFolderFailed,
        'warning',
      );
    }
  };

  return (
    <main className="favourites-page container page">
      <h1>我的收藏</h1>
      <nav className="favourites-kinds" aria-label="模型类别">
        {ASSET_KINDS.map((item) => (
          <button
            key={item}
            type="button"
            className={item === kind ? 'ym-button ym-button-primary' : 'ym-button'}
            aria-pressed={item === kind}
            onClick={() => setKind(item)}
          >
            {KIND_DISPLAY_NAMES[item].full}
          </button>
        ))}
      </nav>
      <div className="favourites-layout">
        <aside>
          <ul className="favourites-folders" aria-label="收藏夹">
            {folders.map((folder) => (
              <li key={folder.id}>
                <button
                  type="button"
                  aria-current={folder.id === folderId}
                  onClick={() => setChosenFolder(folder.id)}
                >
                  {folder.name}
                </button>
              </li>
            ))}
          </ul>
          <form className="folder-picker-new" onSubmit={(event) => void addFolder(event)}>
            <input
              aria-label="新收藏夹名称"
              placeholder="请输入文件夹名称"
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value)}
            />
            <button type="submit" className="ym-button" disabled={isFolderNameEmpty(newName)}>
              新建
            </button>
            {nameError ? <em className="folder-picker-error">{nameError}</em> : null}
          </form>
        </aside>
        <section aria-label="收藏的模型">
          {folder ? (
            <header className="favourites-folder-head">
              <h2>{folder.name}</h2>
              <FolderActions
                folder={folder}
                category={category}
                favouriteCount={keyword ? undefined : page?.total}
                onDeleted={() => setChosenFolder(null)}
              />
            </header>
          ) : null}
          <form className="favourites-search" role="search" onSubmit={search}>
            <input
              name="keyword"
              aria-label="在收藏夹中搜索"
              placeholder="在当前收藏夹中搜索"
              maxLength={30}
            />
            <button type="submit" className="ym-button ym-button-primary">
              搜索
            </button>
          </form>
          {folderId === null ? <p>还没有收藏夹</p> : null}
          {folderId !== null && !isFetching && page?.items.length === 0 ? (
            <p>{keyword ? '没有找到相关收藏' : '收藏夹是空的'}</p>
          ) : null}
          <ul className="favourites-items">
            {page?.items.map((item) => (
              <li key={item.id}>
                <a href={paths.detail.href(item.kind, item.uuid)}>
                  <img
                    src={item.thumbnailUrl}
                    srcSet={previewSrcSet(item.thumbnailUrl)}
                    sizes="240px"
                    alt={item.title}
                    width={240}
                    height={180}
                    loading="lazy"
                  />
                </a>
                <div className="favourites-item-body">
                  <span>{item.title}</span>
                  <button
                    type="button"
                    className="ym-button"
                    onClick={() =>
                      void cancel({ modelId: item.id, category })
                        .unwrap()
                        .then(() => toast(FAVOURITE_MESSAGES.cancelled, 'success'))
                        .catch(() => toast('取消失败', 'warning'))
                    }
                  >
                    取消收藏
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}

/** A guest sees what the page is for and how to get there, not a blank page under a dialog. */
function SignInPrompt() {
  const back = paths.userFavourites.href();
  return (
    <main className="favourites-page container page">
      <h1>我的收藏</h1>
      <div className="panel favourites-sign-in">
        <p>登录后即可查看收藏的模型与专辑，并按文件夹管理。</p>
        <p>
          <a className="ym-button ym-button-primary" href={paths.login.href(back)}>
            立即登录
          </a>{' '}
          <a className="ym-button" href={paths.register.href(back)}>
            免费注册
          </a>
        </p>
      </div>
    </main>
  );
}
