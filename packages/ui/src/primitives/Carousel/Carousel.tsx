import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useClock } from '../../scheduling/clock';
import * as styles from './Carousel.css';
import { defaultCarouselInterval, SlideContent, stillAttribute } from './CarouselStill';
import type { CarouselSlide } from './slides';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Slide 2 of 5": names each slide. */
  slide: (index: number, count: number) => string;
  /** "Go to slide 2": names each dot. */
  goTo: (index: number) => string;
}

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Banners to show (`groupName`, `url`). Use `children` instead for custom slides. */
  slides?: readonly CarouselSlide[];
  /** Custom slides, one per child; each fills the slide's box. */
  children?: ReactNode;
  /** Names the carousel region; defaults to "Banners". */
  label?: string;
  /** Overrides for the control names (translated defaults). */
  labels?: Partial<CarouselLabels>;
  /** Wraps from the last slide to the first and back. */
  loop?: boolean;
  /**
   * Advances every `interval` ms. Pauses while hovered, while focus is inside
   * and while the tab is hidden; off under reduced motion; players can stop it
   * with the pause button.
   */
  autoplay?: boolean;
  interval?: number;
  /**
   * When the first autoplay step comes, in ms; `interval` by default. A
   * carousel replacing a still that has already shown its lead banner for an
   * interval passes 0, so the banners keep their rhythm.
   */
  firstStepIn?: number;
  /** The slide shown first (zero-based). */
  startIndex?: number;
  /** Slide shape, `'16 / 9'` on phones and `'16 / 5'` from 768 px by default; one value sets both. */
  aspectRatio?: string | { mobile?: string; wide?: string };
  /** Called with the zero-based index whenever another slide becomes current. */
  onSlideChange?: (index: number) => void;
  ref?: Ref<HTMLElement>;
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const readPageVisible = () => document.visibilityState !== 'hidden';

const focusableSelector = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The banner carousel: one slide at a time, swipe, arrows, dots and an
 * optional autoplay that players can stop. Slides keep a fixed aspect ratio
 * so the page never shifts while art loads.
 */
export function Carousel({
  slides,
  children,
  label,
  labels: labelOverrides,
  loop = true,
  autoplay = true,
  interval = defaultCarouselInterval,
  firstStepIn,
  startIndex = 0,
  aspectRatio,
  onSlideChange,
  className,
  style,
  onKeyDown,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: CarouselProps) {
  const { t } = useTranslation();
  const labels: CarouselLabels = {
    previous: t('ui.carousel.previous'),
    next: t('ui.carousel.next'),
    pause: t('ui.carousel.pause'),
    play: t('ui.carousel.play'),
    slide: (index, count) => t('ui.carousel.slide', { index, count }),
    goTo: (index) => t('ui.carousel.goTo', { index }),
    ...labelOverrides,
  };

  const childSlides = slides ? [] : Children.toArray(children);
  const count = slides ? slides.length : childSlides.length;
  const multiple = count > 1;
  const first = Math.min(Math.max(0, startIndex), Math.max(0, count - 1));

  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pageVisible = useSyncExternalStore(subscribeVisibility, readPageVisible, () => true);

  const [viewportRef, api] = useEmblaCarousel({
    loop: loop && multiple,
    align: 'start',
    // Most of the move happens in about 300 ms, then it eases to rest.
    duration: 20,
    startIndex: first,
    active: multiple,
    watchFocus: false,
  });
  const [selected, setSelected] = useState(first);
  const [moved, setMoved] = useState(false);
  const [moving, setMoving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(false);

  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    const select = (emblaApi: EmblaApi) => {
      const index = emblaApi.selectedScrollSnap();
      setSelected(index);
      setMoved(true);
      // Selection changes before the first frame of motion.
      setMoving(true);
      onSlideChangeRef.current?.(index);
    };
    const scroll = () => setMoving(true);
    const settle = () => setMoving(false);
    sync();
    api.on('select', select).on('reInit', sync).on('scroll', scroll).on('settle', settle);
    return () => {
      api.off('select', select).off('reInit', sync).off('scroll', scroll).off('settle', settle);
    };
  }, [api]);

  // Under reduced motion the slides change without the sliding animation.
  const jump = reducedMotion;
  const goTo = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);
  const goNext = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(jump);
    else api.scrollTo(0, jump);
  }, [api, jump]);
  const goPrevious = useCallback(() => {
    if (!api) return;
    if (api.canScrollPrev()) api.scrollPrev(jump);
    else api.scrollTo(count - 1, jump);
  }, [api, jump, count]);

  const clock = useClock();
  const autoplayAvailable = autoplay && multiple && !reducedMotion;
  const running = autoplayAvailable && !stopped && !hovered && !focusWithin && pageVisible;

  // Used until the first step is taken (by autoplay or the player); every
  // later step waits `interval`.
  const firstStep = useRef(firstStepIn);
  if (selected !== first) firstStep.current = undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the timer on every slide change, so a manual move gets a full interval too
  useEffect(() => {
    if (!running || !api) return;
    return clock.after(firstStep.current ?? interval, goNext);
  }, [running, api, goNext, interval, selected, clock]);

  // Keyboard moves take focus along when it was inside the outgoing slide
  // (that slide becomes inert, which would drop focus to the page).
  const slideNodes = useRef<(HTMLDivElement | null)[]>([]);
  const carryFocus = useRef(false);

  // Replacing a still (CarouselStill) that had focus, the carousel takes it
  // over, so a keyboard player keeps their place when the engine arrives.
  const [stillHadFocus] = useState(
    () => typeof document !== 'undefined' && document.activeElement?.closest(`[${stillAttribute}]`) != null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit replaces the still
  useLayoutEffect(() => {
    if (!stillHadFocus) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const node = slideNodes.current[first];
    (node?.querySelector<HTMLElement>(focusableSelector) ?? node)?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (!carryFocus.current) return;
    carryFocus.current = false;
    const node = slideNodes.current[selected];
    const target = node?.querySelector<HTMLElement>(focusableSelector) ?? node;
    target?.focus({ preventScroll: true });
  }, [selected]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !multiple || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    let move: (() => void) | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        if (loop || selected > 0) move = goPrevious;
        break;
      case 'ArrowRight':
        if (loop || selected < count - 1) move = goNext;
        break;
      case 'Home':
        move = () => goTo(0);
        break;
      case 'End':
        move = () => goTo(count - 1);
        break;
    }
    if (!move) return;
    event.preventDefault();
    carryFocus.current = slideNodes.current.some((node) => node?.contains(document.activeElement));
    move();
  };

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    onFocus?.(event);
    setFocusWithin(true);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const baseId = useId();
  const trackId = `${baseId}-track`;
  const next = (selected + 1) % Math.max(count, 1);
  const previous = (selected - 1 + count) % Math.max(count, 1);

  // Only the first slide's art loads at once; the neighbours of the current
  // slide load ahead once the carousel moves or autoplay will show them, the
  // rest when 10% of them is visible (e.g. during a swipe).
  const eager = (index: number) =>
    index === first || ((moved || running) && index === next) || (moved && index === previous);

  const slideKey = (index: number): string => {
    if (slides) return slides[index]!.id;
    const child = childSlides[index];
    // Children.toArray gives every element a key; fall back to the position for text.
    return isValidElement(child) && child.key !== null ? child.key : String(index);
  };

  const ratioVars =
    aspectRatio === undefined
      ? undefined
      : typeof aspectRatio === 'string'
        ? assignInlineVars({ [styles.ratioMobile]: aspectRatio, [styles.ratioWide]: aspectRatio })
        : assignInlineVars({
            ...(aspectRatio.mobile ? { [styles.ratioMobile]: aspectRatio.mobile } : {}),
            ...(aspectRatio.wide ? { [styles.ratioWide]: aspectRatio.wide } : {}),
          });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t('ui.carousel.label')}
      className={clsx(styles.root, className)}
      style={{ ...ratioVars, ...style }}
      data-autoplay={!autoplayAvailable ? 'off' : running ? 'running' : 'paused'}
      // Present while slides are in motion (styling hooks, tests waiting for rest).
      data-moving={moving ? '' : undefined}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      {...rest}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} id={trackId} aria-live={running ? 'off' : 'polite'}>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls
            <div
              key={slideKey(index)}
              ref={(node) => {
                slideNodes.current[index] = node;
              }}
              id={`${baseId}-slide-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, count)}
              className={styles.slide}
              tabIndex={-1}
              inert={multiple && index !== selected}
            >
              {slides ? (
                <SlideContent slide={slides[index]!} loadNow={eager(index)} first={index === first} />
              ) : (
                childSlides[index]
              )}
            </div>
          ))}
        </div>
      </div>
      {multiple ? (
        <>
          <button
            type="button"
            className={clsx(styles.arrow, styles.previous)}
            aria-label={labels.previous}
            aria-controls={trackId}
            disabled={!loop && selected === 0}
            onClick={goPrevious}
          >
            <ChevronLeft aria-hidden size={20} />
          </button>
          <button
            type="button"
            className={clsx(styles.arrow, styles.next)}
            aria-label={labels.next}
            aria-controls={trackId}
            disabled={!loop && selected === count - 1}
            onClick={goNext}
          >
            <ChevronRight aria-hidden size={20} />
          </button>
          <div className={styles.bar}>
            {autoplayAvailable ? (
              <button
                type="button"
                className={styles.rotation}
                aria-label={stopped ? labels.play : labels.pause}
                aria-controls={trackId}
                onClick={() => setStopped((value) => !value)}
              >
                {stopped ? <Play aria-hidden size={14} /> : <Pause aria-hidden size={14} />}
              </button>
            ) : null}
            <div className={styles.dots}>
              {Array.from({ length: count }, (_, index) => (
                <button
                  key={slideKey(index)}
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo(index + 1)}
                  aria-controls={`${baseId}-slide-${index}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
