import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@yunmo/ui/pagination';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { ALBUM_SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { clampJumpPage, lastPage, PAGE_CAP, PAGE_SIZES } from '@yunmo/domain/paging';
import { SEARCH_INPUT_LIMITS } from '@yunmo/domain/search';
import { useGetAlbumLabelsQuery, useSearchAlbumsQuery } from '../api/albums-api';
import { useAlbumFavourite } from '../hooks/use-album-favourite';
import { FavouriteButton } from './favourite-button';
import { AlbumCard } from '@/components/album-card';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './albums.css';
import { LIST_MESSAGES } from '@yunmo/domain/messages';

export const EMPTY_ALBUMS_TEXT = LIST_MESSAGES.emptyAlbumSearch;

/** Album list state from the address: labelId, sort (0 time, 1 popularity), q, page. */
export function readAlbumQuery(search: URLSearchParams) {
  const label = search.get('labelId');
  const page = search.get('page');
  return {
    labelId:
      label !== null && /^\d{1,9}$/.test(label) && Number(label) > 0 ? Number(label) : undefined,
    sortValue: search.get('sort') === '1' ? 1 : 0,
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_INPUT_LIMITS.album),
    page:
      page !== null && /^\d{1,12}$/.test(page) ? Math.min(Math.max(Number(page), 1), PAGE_CAP) : 1,
  };
}

export function AlbumListPage() {
  useHead({ name: 'albumList' });
  const [search, setSearch] = useSearchParams();
  const query = readAlbumQuery(search);
  const [typed, setTyped] = useState(query.q);
  const labels = useGetAlbumLabelsQuery(undefined);
  const albums = useSearchAlbumsQuery({
    labelId: query.labelId,
    sort: query.sortValue === 1 ? 'popularity' : 'time',
    q: query.q,
    page: query.page,
  });
  const favourite = useAlbumFavourite(albums.data?.items.map((item) => item.uuid) ?? []);
  const error = apiErrorInfo(albums.error);
  const total = albums.data?.total ?? 0;

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (resetPage) next.delete('page');
    setSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: typed.trim().slice(0, SEARCH_INPUT_LIMITS.album) });
  };

  return (
    <main className="albums container">
      <nav className="breadcrumb" aria-label="面包屑">
        <Link to={paths.home.href()}>云模型</Link>
        <span aria-hidden="true">&gt;</span>
        <span aria-current="page">模型专辑</span>
      </nav>
      <h1 className="ym-visually-hidden">模型专辑</h1>
      <div className="panel album-filters">
        <div className="filter-row" role="group" aria-label="专辑标签">
          <span className="filter-row-title">标签</span>
          <div className="chip-row">
            <button
              type="button"
              className="chip"
              aria-pressed={!query.labelId}
              onClick={() => {
                update({ labelId: undefined });
              }}
            >
              全部
            </button>
            {(labels.data ?? []).map((label) => (
              <button
                key={label.id}
                type="button"
                className="chip"
                aria-pressed={query.labelId === label.id}
                onClick={() => {
                  update({ labelId: String(label.id) });
                }}
              >
                {label.name}
              </button>
            ))}
          </div>
        </div>
        <div className="album-toolbar">
          <div className="chip-row" role="group" aria-label="排序">
            {ALBUM_SORT_OPTIONS.map((option) => (
              <button
                key={option.value}
                type="button"
                className="chip"
                aria-pressed={query.sortValue === option.value}
                onClick={() => {
                  update({ sort: option.value === 1 ? '1' : undefined });
                }}
              >
                {option.label}
              </button>
            ))}
          </div>
          <form className="album-search" role="search" onSubmit={submit}>
            <input
              type="search"
              aria-label="搜索专辑"
              placeholder="搜索专辑"
              maxLength={SEARCH_INPUT_LIMITS.album}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value.slice(0, SEARCH_INPUT_LIMITS.album));
              }}
            />
            <button type="submit" className="ym-button ym-button-primary">
              搜索
            </button>
          </form>
        </div>
      </div>
      <div className="album-results">
        {/* The album cards' titles are level 3: the headings step from the h1 through this one. */}
        <h2 className="ym-visually-hidden">专辑列表</h2>
        {albums.isFetching && !albums.data ? <Loading minHeight={400} /> : null}
        {error && !albums.data ? (
          <ErrorState
            text={error.message}
            onRetry={() => {
              void albums.refetch();
            }}
          />
        ) : null}
        {albums.data && albums.data.items.length === 0 ? (
          <EmptyState text={EMPTY_ALBUMS_TEXT} />
        ) : null}
        {albums.data && albums.data.items.length > 0 ? (
          <div className="album-grid" role="list" aria-label="专辑列表">
            {albums.data.items.map((album) => (
              <AlbumCard
                key={album.uuid}
                album={album}
                action={
                  <FavouriteButton
                    saved={favourite.isSaved(album.uuid)}
                    onClick={() => {
                      void favourite.toggle(album.uuid);
                    }}
                  />
                }
              />
            ))}
          </div>
        ) : null}
      </div>
      <Pagination
        page={query.page}
        totalPages={lastPage(total, PAGE_SIZES.album)}
        onChange={(page) => {
          update({ page: String(page) }, false);
          window.scrollTo({ top: 0 });
        }}
        clampJump={(value) => clampJumpPage(value, total, PAGE_SIZES.album)}
      />
      <LoginGuideDialog open={favourite.loginGuide} onOpenChange={favourite.setLoginGuide} />
    </main>
  );
}
