import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { isValidElement, useEffect, useRef } from 'react';
import { whenIdle } from '../../scheduling/whenIdle';
import { Image } from '../Image/Image';
import * as styles from './Carousel.css';
import type { CarouselImage, CarouselSlide } from './slides';

function isCarouselImage(value: CarouselSlide['image']): value is CarouselImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    !Array.isArray(value) &&
    'alt' in value &&
    ('src' in value || 'path' in value)
  );
}

/** One slide's art, linked when the banner leads somewhere. */
export function SlideContent({
  slide,
  loadNow,
  first,
  onArtSettled,
}: {
  slide: CarouselSlide;
  loadNow: boolean;
  first: boolean;
  /** The image art loaded or failed. */
  onArtSettled?: () => void;
}) {
  const art = isCarouselImage(slide.image) ? (
    <Image
      src={slide.image.src}
      path={slide.image.path}
      alt={slide.image.alt}
      fill
      fit="cover"
      lazy={!loadNow}
      draggable={false}
      // The first banner is the page's largest paint: fetch it first.
      fetchPriority={first ? 'high' : undefined}
      onStatusChange={onArtSettled}
    />
  ) : (
    slide.image
  );
  if (!slide.href) return art;
  return (
    <a className={styles.slideLink} href={slide.href} aria-label={slide.label} draggable={false}>
      {art}
    </a>
  );
}

export interface CarouselStillProps {
  slides: readonly CarouselSlide[];
  /** Names the region, as the carousel's `label` does. */
  label?: string;
  className?: string;
  /**
   * The lead art has painted (or failed, or is not an image) and the browser
   * is idle: a good moment to fetch the carousel engine.
   */
  onReady?: () => void;
  /** The player reached for the banner (pointer, touch or focus): the carousel is wanted now. */
  onEngage?: () => void;
}

/** How long a slide stays before autoplay moves on, unless a carousel sets its own `interval`. */
export const defaultCarouselInterval = 5000;

/** Marks a still (see below), so the carousel that replaces it can take over its focus. */
export const stillAttribute = 'data-carousel-still';

/**
 * The carousel's first slide, still, in the same box: a page shows its lead
 * banner at once and swaps in `Carousel` once the carousel engine has loaded,
 * without anything moving.
 */
export function CarouselStill({ slides, label, className, onReady, onEngage }: CarouselStillProps) {
  const { t } = useTranslation();
  const slide = slides[0];
  const artIsImage = slide !== undefined && isCarouselImage(slide.image);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const sectionRef = useRef<HTMLElement>(null);
  // Once the art is decoded, a frame has painted it and the browser has a
  // quiet moment, so fetching the engine never holds up the lead banner or the
  // rest of the page's start.
  const ready = () => {
    const art = sectionRef.current?.querySelector('img');
    const decoded = art ? art.decode().catch(() => undefined) : Promise.resolve();
    void decoded.then(() => requestAnimationFrame(() => whenIdle(() => readyRef.current?.(), { timeout: 2000 })));
  };
  useEffect(() => {
    if (!artIsImage) readyRef.current?.();
  }, [artIsImage]);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t('ui.carousel.label')}
      {...{ [stillAttribute]: '' }}
      ref={sectionRef}
      className={clsx(styles.root, className)}
      onPointerEnter={onEngage}
      onTouchStart={onEngage}
      onFocus={onEngage}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {slide ? (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slide', { index: 1, count: slides.length })}
              className={styles.slide}
            >
              <SlideContent slide={slide} loadNow first onArtSettled={ready} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
