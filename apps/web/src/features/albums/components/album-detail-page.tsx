import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { useGetAlbumQuery, useGetSimilarAlbumsQuery } from '../api/albums-api';
import { useAlbumFavourite } from '../hooks/use-album-favourite';
import { FavouriteButton } from './favourite-button';
import { AlbumCard } from '@/components/album-card';
import { LoginGuideDialog } from '@/components/login-guide-dialog';
import { ModelGrid } from '@/components/model-grid';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './albums.css';

const UUID = /^[A-Za-z0-9-]{1,64}$/;

/** The album an address names; '' when it names none. */
export function albumUuidFrom(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string {
  const raw = params.id ?? search.get('id') ?? search.get('title') ?? '';
  return UUID.test(raw) ? raw : '';
}

/** `/album/albumDetail/{id}` or `/album/albumDetail?title=&id=`. */
export function AlbumDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const uuid = albumUuidFrom(params, search);
  const album = useGetAlbumQuery(uuid, { skip: uuid === '' });
  const similar = useGetSimilarAlbumsQuery(uuid, { skip: uuid === '' });
  const favourite = useAlbumFavourite(uuid === '' ? [] : [uuid]);
  const error = apiErrorInfo(album.error);
  useHead({ name: 'albumDetail', uuid, ...(album.data ? { title: album.data.title } : {}) });

  const notFound = uuid === '' || error?.status === 404 || error?.status === 400;
  return (
    <main className="albums container">
      <nav className="breadcrumb" aria-label="面包屑">
        <Link to={paths.home.href()}>云模型</Link>
        <span aria-hidden="true">&gt;</span>
        <Link to={paths.albumList.href()}>模型专辑</Link>
        <span aria-hidden="true">&gt;</span>
        <span aria-current="page">{album.data?.title ?? '专辑详情'}</span>
      </nav>
      {album.isLoading ? <Loading minHeight={400} /> : null}
      {notFound ? (
        <EmptyState text="专辑不存在或已下线">
          <Link to={paths.albumList.href()} className="ym-button">
            浏览全部专辑
          </Link>
        </EmptyState>
      ) : error ? (
        <ErrorState
          text={error.message}
          onRetry={() => {
            void album.refetch();
          }}
        />
      ) : null}
      {album.data ? (
        <>
          <header className="panel album-head">
            <div>
              <h1>{album.data.title}</h1>
              <p className="album-head-meta">
                <span>共 {album.data.modelCount} 个模型</span>
                <span>浏览 {album.data.views}</span>
                <span>收藏 {album.data.favourites}</span>
              </p>
            </div>
            <FavouriteButton
              saved={favourite.isSaved(album.data.uuid)}
              onClick={() => {
                void favourite.toggle(album.data!.uuid);
              }}
            />
          </header>
          <section className="album-models" aria-labelledby="album-models">
            <h2 id="album-models" className="ym-visually-hidden">
              专辑模型
            </h2>
            <ModelGrid
              models={album.data.models}
              loading={false}
              emptyText="该专辑暂无模型"
              label="专辑模型"
              showKind
            />
          </section>
        </>
      ) : null}
      {similar.data && similar.data.length > 0 ? (
        <section aria-labelledby="similar-albums">
          <div className="section-title">
            <h2 id="similar-albums">相似专辑</h2>
          </div>
          <div className="album-grid" role="list">
            {similar.data.slice(0, 8).map((item) => (
              <AlbumCard key={item.uuid} album={item} />
            ))}
          </div>
        </section>
      ) : null}
      <LoginGuideDialog open={favourite.loginGuide} onOpenChange={favourite.setLoginGuide} />
    </main>
  );
}
