import clsx from 'clsx';
import type { ReactNode } from 'react';
import { previewSrcSet } from '@yunmo/domain/previews';

/** The three card widths of the spec (px); the grid picks one per breakpoint in styles.css. */
export type GoodsCardWidth = 310 | 320 | 344;

export interface TitleSegment {
  text: string;
  match: boolean;
}

export interface GoodsCardProps {
  href: string;
  title: string;
  /** Title split into plain and matched parts (search highlight); defaults to the plain title. */
  titleSegments?: readonly TitleSegment[];
  image: string;
  priceLabel: string;
  badges?: readonly string[];
  stats?: readonly { label: string; value: number }[];
  /** Short facts under the title (renderer, score), one line. */
  details?: readonly string[];
  /** Fixed width; without it the card follows the grid's breakpoint width. */
  width?: GoodsCardWidth;
  big?: boolean;
  openInNewTab?: boolean;
  footer?: ReactNode;
  /** Above-the-fold cards load their image at once (and first) instead of lazily. */
  priority?: 'high' | 'eager' | 'lazy';
}

export function GoodsCard({
  href,
  title,
  titleSegments,
  image,
  priceLabel,
  badges = [],
  stats = [],
  details = [],
  width,
  big = false,
  openInNewTab = true,
  footer,
  priority = 'lazy',
}: GoodsCardProps) {
  return (
    <article
      className={clsx('ym-goods-card', big && 'ym-goods-card-big')}
      style={width ? { width } : undefined}
    >
      <a
        href={href}
        target={openInNewTab ? '_blank' : undefined}
        rel={openInNewTab ? 'noopener' : undefined}
        className="ym-goods-link"
      >
        <div className="ym-goods-thumb">
          <img
            src={image}
            srcSet={previewSrcSet(image)}
            sizes="(max-width: 640px) 50vw, 344px"
            alt={title}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : 'auto'}
            decoding="async"
            width={344}
            height={258}
          />
          {badges.length > 0 ? (
            <div className="ym-goods-badges">
              {badges.map((badge) => (
                <span key={badge} className="ym-badge">
                  {badge}
                </span>
              ))}
            </div>
          ) : null}
        </div>
        <h3 className="ym-goods-title" title={title}>
          {(titleSegments ?? [{ text: title, match: false }]).map((segment, index) =>
            segment.match ? (
              <em key={index}>{segment.text}</em>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </h3>
        {details.length > 0 ? <p className="ym-goods-details">{details.join(' · ')}</p> : null}
      </a>
      <div className="ym-goods-meta">
        <span className="ym-goods-price">{priceLabel}</span>
        <span className="ym-goods-stats">
          {stats.map((stat) => (
            <span key={stat.label} title={stat.label}>
              {stat.label} {stat.value}
            </span>
          ))}
        </span>
      </div>
      {footer}
    </article>
  );
}

export function GoodsGrid({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <div className={clsx('ym-goods-grid', className)} role="list" aria-label={label}>
      {children}
    </div>
  );
}
