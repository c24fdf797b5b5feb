import clsx from 'clsx';
import { previewSrcSet } from '@yunmo/domain/previews';
import { useEffect, useRef } from 'react';
import { afterPageSettles } from './after-load';

export interface CarouselSlide {
  id: string | number;
  image: string;
  title: string;
  href?: string;
  /** Line under the headline (captioned carousels). */
  subtitle?: string;
  /** Label of the call to action (captioned carousels). */
  cta?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  delayMs: number;
  /** Slide change duration. */
  speedMs?: number;
  effect?: 'fade' | 'slide';
  height: number;
  className?: string;
  label: string;
  /** Shows each slide's headline, subtitle and call to action over its picture. */
  captions?: boolean;
}

/**
 * Banner carousel. The first slide renders as plain markup so it paints (and counts for LCP)
 * without Swiper; Swiper's code is fetched after the first paint and then takes over the same DOM.
 */
export function Carousel({
  slides,
  delayMs,
  speedMs = 300,
  effect = 'slide',
  height,
  className,
  label,
  captions = false,
}: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const slideKey = slides.map((slide) => slide.id).join(',');

  useEffect(() => {
    const root = rootRef.current;
    if (!root || slides.length < 2) return undefined;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const start = async () => {
      const [{ default: Swiper }, { Autoplay, EffectFade, Pagination }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
        import('swiper/css'),
        import('swiper/css/effect-fade'),
        import('swiper/css/pagination'),
      ]);
      if (cancelled) return;
      const swiper = new Swiper(root, {
        modules: [Autoplay, EffectFade, Pagination],
        effect,
        fadeEffect: { crossFade: true },
        speed: speedMs,
        loop: true,
        autoplay: { delay: delayMs, disableOnInteraction: false },
        pagination: { el: root.querySelector<HTMLElement>('.ym-carousel-dots'), clickable: true },
      });
      destroy = () => {
        swiper.destroy(true, false);
      };
    };
    // Swiper's code waits until the page has loaded and the main thread is idle, so it never delays the page.
    const cancel = afterPageSettles(() => {
      void start();
    }, delayMs);
    return () => {
      cancelled = true;
      cancel();
      destroy?.();
    };
    // slideKey captures the slide list; re-creating Swiper on every render would restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slideKey, delayMs, speedMs, effect]);

  return (
    <div
      ref={rootRef}
      className={clsx('swiper ym-carousel', className)}
      style={{ height }}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, index) => {
          const image = (
            <img
              src={slide.image}
              srcSet={previewSrcSet(slide.image)}
              sizes="100vw"
              alt={captions ? '' : slide.title}
              width={1920}
              height={height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          );
          // The caption sits inside the slide's link: the headline names the link, the CTA is its visible button.
          const caption = captions ? (
            <span className="ym-carousel-caption">
              <strong className="ym-carousel-headline">{slide.title}</strong>
              {slide.subtitle ? (
                <span className="ym-carousel-subtitle">{slide.subtitle}</span>
              ) : null}
              {slide.cta ? <span className="ym-carousel-cta">{slide.cta}</span> : null}
            </span>
          ) : null;
          return (
            <div key={slide.id} className="swiper-slide ym-carousel-slide" style={{ height }}>
              {slide.href ? (
                <a href={slide.href} className="ym-carousel-link">
                  {image}
                  {caption}
                </a>
              ) : (
                <>
                  {image}
                  {caption}
                </>
              )}
            </div>
          );
        })}
      </div>
      <div className="ym-carousel-dots" />
    </div>
  );
}
