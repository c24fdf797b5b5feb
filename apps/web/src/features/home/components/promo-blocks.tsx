import { Carousel } from '@yunmo/ui/carousel';
import type { LinkItem } from '@yunmo/api-contract/common';
import { previewSrcSet } from '@yunmo/domain/previews';
import { AD_CAROUSEL_DELAY_MS } from '@/config/timings';
import { toSlide } from './home-banner';

const AD_HEIGHT = 160;

/** The ad carousel of `/`: one ad at a time, 5 s each, with its headline and call to action. */
export function AdCarousel({ ads }: { ads: readonly LinkItem[] }) {
  if (ads.length === 0) return null;
  return (
    <section className="home-ads" aria-label="广告">
      <Carousel
        label="广告"
        height={AD_HEIGHT}
        delayMs={AD_CAROUSEL_DELAY_MS}
        slides={ads.map(toSlide)}
        captions
        className="home-ad-carousel"
      />
    </section>
  );
}

/** A row of linked pictures, each with its headline and call to action: the ad images of `/newHome`, the category-3 images of `/`. */
export function PictureRow({
  items,
  label,
  className,
}: {
  items: readonly LinkItem[];
  label: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className={className ? `picture-row ${className}` : 'picture-row'} aria-label={label}>
      <ul className="picture-row-list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.path} className="picture-card">
              <img
                src={item.imageUrl}
                srcSet={previewSrcSet(item.imageUrl)}
                sizes="(max-width: 768px) 100vw, 460px"
                alt=""
                width={460}
                height={200}
                loading="lazy"
                decoding="async"
              />
              <span className="picture-card-caption">
                <strong className="picture-card-headline">{item.title}</strong>
                {item.subtitle ? (
                  <span className="picture-card-subtitle">{item.subtitle}</span>
                ) : null}
                {item.cta ? <span className="picture-card-cta">{item.cta}</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
