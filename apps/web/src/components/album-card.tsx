import type { AlbumSummary } from '@yunmo/api-contract/common';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { previewSrcSet } from '@yunmo/domain/previews';
import { paths } from '@/config/paths';

/** The album list's cards show up to four thumbnails (2 × 2); the home page's show eight (4 × 2). */
export const ALBUM_CARD_THUMBNAILS = 4;

/** Album card: the model thumbnails the data carries (up to `thumbnails`), title with model count, and an action slot. */
export function AlbumCard({
  album,
  action,
  thumbnails = ALBUM_CARD_THUMBNAILS,
}: {
  album: AlbumSummary;
  action?: ReactNode;
  thumbnails?: 4 | 8;
}) {
  const thumbs = album.models.slice(0, thumbnails);
  return (
    // A list item, not an article: an article may not take the listitem role.
    <div className="album-card" role="listitem">
      <Link
        to={paths.albumDetail.href(album.uuid)}
        className={thumbnails === 8 ? 'album-thumbs album-thumbs-8' : 'album-thumbs'}
        aria-label={album.title}
        data-thumbnails={thumbnails}
      >
        {Array.from({ length: thumbnails }, (_, index) => {
          const model = thumbs[index];
          return model ? (
            <img
              key={model.uuid}
              src={model.thumbnailUrl}
              srcSet={previewSrcSet(model.thumbnailUrl)}
              sizes={thumbnails === 8 ? '80px' : '160px'}
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
    </div>
  );
}
