import { Carousel } from '@yunmo/ui/carousel';
import type { LinkItem } from '@yunmo/api-contract/common';
import { SearchBar } from '@/components/search-bar/search-bar';
import { BANNER_DELAY_MS, BANNER_FADE_SPEED_MS } from '@/config/timings';
import { LIST_MESSAGES } from '@yunmo/domain/messages';

const BANNER_HEIGHT = 400;

/** A banner, nav or ad item as a captioned slide: its headline, subtitle and call to action. */
export function toSlide(item: LinkItem) {
  return {
    id: item.id,
    image: item.imageUrl,
    title: item.title,
    href: item.path,
    ...(item.subtitle ? { subtitle: item.subtitle } : {}),
    ...(item.cta ? { cta: item.cta } : {}),
  };
}

/** Banner carousel (2 s autoplay, fade, 1 s transition, loop) with the search box over it. */
export function HomeBanner({
  banners,
  label = '首页横幅',
}: {
  banners: readonly LinkItem[] | undefined;
  label?: string;
}) {
  return (
    <div className="home-banner" style={{ height: BANNER_HEIGHT }}>
      {banners && banners.length > 0 ? (
        <Carousel
          label={label}
          height={BANNER_HEIGHT}
          captions
          delayMs={BANNER_DELAY_MS.home}
          speedMs={BANNER_FADE_SPEED_MS}
          effect="fade"
          slides={banners.map(toSlide)}
        />
      ) : (
        <div className="home-banner-placeholder" />
      )}
      <div className="home-banner-search">
        <h1 className="home-banner-title">海量3D模型素材，一站式下载</h1>
        <SearchBar kind="max" variant="large" placeholder={LIST_MESSAGES.searchPlaceholderWithId} />
      </div>
    </div>
  );
}
