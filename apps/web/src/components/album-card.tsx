import type { AlbumSummary } from '@yunmo/api-contract/common';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { previewSrcSet } from '@yunmo/domain/previews';
import { paths } from '@/config/paths';

const THUMBNAILS = 4;

/** Album card: up to four model thumbnails, title with model count, and an action slot. */
export function AlbumCard({ album, action }: { album: AlbumSummary; action?: ReactNode }) {
  const thumbs = album.models.slice(0, THUMBNAILS);
  return (
    <article className="album-card" role="listitem">
      <Link
        to={paths.albumDetail.href(album.uuid)}
        className="album-thumbs"
        aria-label={album.title}
      >
        {Array.from({ length: THUMBNAILS }, (_, index) => {
          const model = thumbs[index];
          return model ? (
            <img
              key={model.uuid}
              src={model.thumbnailUrl}
              srcSet={previewSrcSet(model.thumbnailUrl)}
              sizes="160px"
              alt={model.title}
              width={160}
              height={120}
              loading="lazy"
            />
          ) : (
            <span key={`empty-${index}`} className="album-thumb-empty" />
          );
        })}
      </Link>
      <div className="album-card-body">
        <h3 className="album-card-title">
          <Link to={paths.albumDetail.href(album.uuid)}>{album.title}</Link>
          <span className="album-card-count">（{album.modelCount}）</span>
        </h3>
        <div className="album-card-meta">
          <span>浏览 {album.views}</span>
          <span>收藏 {album.favourites}</span>
          {action}
          <Link to={paths.albumDetail.href(album.uuid)} className="album-see-all">
            查看全部
          </Link>
        </div>
      </div>
    </article>
  );
}
