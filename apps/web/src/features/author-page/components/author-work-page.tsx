import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useParams } from 'react-router';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { LIST_MESSAGES, UNSUPPORTED_VIDEO_TEXT } from '@yunmo/domain/messages';
import { EmptyState, Loading } from '@yunmo/ui/states';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import { useGetAuthorWorkQuery } from '../api/author-api';
import './author-page.css';

/** Pixels the panorama moves per arrow key press. */
const PAN_STEP_PX = 80;

/**
 * The panorama as a 360° strip that wraps around: dragged with the pointer or moved with the arrow
 * keys. The picture repeats horizontally, so the view never ends.
 */
function PanoramaViewer({ imageUrl, title }: { imageUrl: string; title: string }) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, start: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(drag.current.start + event.clientX - drag.current.x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') setOffset((current) => current + PAN_STEP_PX);
    else if (event.key === 'ArrowRight') setOffset((current) => current - PAN_STEP_PX);
  };
  return (
    <div
      className="author-work-pano"
      role="img"
      aria-label={`全景：${title}（拖动或用方向键环视）`}
      tabIndex={0}
      style={{ backgroundImage: `url(${imageUrl})`, backgroundPositionX: `${String(offset)}px` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
    />
  );
}

/** A video tutorial: played when it has a video file, else its cover with the unsupported-video text. */
function VideoPlayer({ mediaUrl, poster }: { mediaUrl: string | null; poster: string }) {
  const [failed, setFailed] = useState(false);
  if (mediaUrl === null || failed) {
    return (
      <div className="author-work-video-unsupported" style={{ backgroundImage: `url(${poster})` }}>
        <p role="note">{UNSUPPORTED_VIDEO_TEXT}</p>
      </div>
    );
  }
  return (
    <video
      className="author-work-video"
      controls
      preload="metadata"
      poster={poster}
      src={mediaUrl}
      onError={() => {
        setFailed(true);
      }}
    >
      {UNSUPPORTED_VIDEO_TEXT}
    </video>
  );
}

/** The page of one panorama or video tutorial of an author (the author page's work cards open it). */
export function AuthorWorkPage() {
  const { id } = useParams();
  const workId = /^\d{1,10}$/u.test(id ?? '') ? Number(id) : 0;
  const work = useGetAuthorWorkQuery(workId, { skip: workId < 1 });
  useHead({ name: 'static', page: 'authorWork' });
  if (workId < 1) return <EmptyState text="作品不存在" />;
  if (work.isLoading) return <Loading minHeight={600} />;
  const data = work.data;
  if (!data)
    return (
      <EmptyState
        text={apiErrorInfo(work.error)?.status === 404 ? '作品不存在' : LIST_MESSAGES.noData}
      />
    );
  const authorName = data.author.nickname || data.author.userName;
  const authorHref = paths.personalCenter.href(
    encodeAuthorName(data.author.userName),
    data.type === 'panorama' ? 5 : 6,
  );
  return (
    <main className="author-work-page container page">
      <nav className="author-work-crumbs" aria-label="面包屑">
        <Link to={authorHref}>{authorName}的个人主页</Link>
        <span aria-hidden="true"> &gt; </span>
        <span>{data.type === 'panorama' ? '全景' : '视频教程'}</span>
      </nav>
      <h1>{data.title}</h1>
      <p className="author-work-meta">
        <span>
          作者 <Link to={authorHref}>{authorName}</Link>
        </span>
        <span>浏览 {data.views}</span>
        <span>发布于 {data.publishedAt.slice(0, 10)}</span>
      </p>
      {data.type === 'panorama' ? (
        <PanoramaViewer imageUrl={data.mediaUrl ?? data.thumbnailUrl} title={data.title} />
      ) : (
        <VideoPlayer mediaUrl={data.mediaUrl} poster={data.thumbnailUrl} />
      )}
    </main>
  );
}
