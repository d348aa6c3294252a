import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import {
  type CSSProperties,
  type ImgHTMLAttributes,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useCdnPool } from './CdnProvider';
import { type CdnPool, isAbsoluteUrl, joinUrl } from './cdnPool';
import * as styles from './Image.css';

/** An image starts loading once a tenth of it is visible. */
export const lazyThreshold = 0.1;

export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading' | 'children' | 'width' | 'height'> {
  /**
   * Required: describe what the image shows, or pass `""` when it is
   * decorative (its meaning is already in nearby text, like a game name).
   */
  alt: string;
  /** An absolute URL, a site-relative URL or a `data:` URI. Wins over `path`. */
  src?: string | null;
  /**
   * A path on the image CDN (`TCG_PROD_IMAGES/…`), resolved against the
   * nearest `CdnProvider`'s pool; when it fails, later images use another host.
   */
  path?: string | null;
  /** Reserves the box before loading (`1`, `4 / 3`, `'16 / 9'`), so nothing shifts. Width follows the parent. */
  aspectRatio?: number | string;
  /** Intrinsic width in pixels; with `height` it also reserves the box and scales down in narrow parents. */
  width?: number;
  height?: number;
  /** Fills the parent's box (a carousel slide, a tile that already has an aspect ratio). */
  fill?: boolean;
  /** `cover` crops to the box (art, banners); `contain` letterboxes (logos). */
  fit?: 'cover' | 'contain';
  radius?: 'none' | 'sm' | 'control' | 'card' | 'pill';
  /**
   * Waits until 10% of the image is visible before requesting it.
   * Turn off for the first screen's hero art so it is not delayed.
   */
  lazy?: boolean;
  /** Grows the viewport used for lazy loading, e.g. `'200px'` to start a little before the image scrolls in. */
  rootMargin?: string;
  /** Shown when the one attempt fails or there is no source; defaults to a neutral "image off" icon. */
  fallback?: ReactNode;
  /** Accessible text of the default fallback when `alt` is not empty; defaults to "Image unavailable". */
  unavailableLabel?: string;
  /** Called once with the outcome of the single attempt. */
  onStatusChange?: (status: 'loaded' | 'error') => void;
  /** The frame element (the image itself only exists once it is requested). */
  ref?: Ref<HTMLSpanElement>;
}

interface Attempt {
  /** What was asked for: `src` or the CDN path. */
  key: string;
  url: string;
  /** The CDN host the URL was built on, to report it if the request fails. */
  host?: string;
}

function sourceKeyOf(src: string | null | undefined, path: string | null | undefined): string {
  if (src) return `src:${src}`;
  if (path) return `path:${path}`;
  return '';
}

function resolveAttempt(key: string, src: string | null | undefined, path: string, pool: CdnPool | null): Attempt {
  if (src) return { key, url: src };
  if (!pool || isAbsoluteUrl(path)) return { key, url: path };
  const host = pool.pick();
  return host === undefined ? { key, url: path } : { key, url: joinUrl(host, path), host };
}

// One observer per root margin for every image on the page: a game grid of a
// hundred tiles watches with one IntersectionObserver, not a hundred.
const watchers = new Map<string, { observer: IntersectionObserver; seen: Map<Element, () => void> }>();

function watchUntilSeen(element: Element, rootMargin: string, onSeen: () => void): () => void {
  let watcher = watchers.get(rootMargin);
  if (!watcher) {
    const seen = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // The first report gives the current state even below the threshold,
          // so check the ratio rather than `isIntersecting` alone.
          if (!entry.isIntersecting || entry.intersectionRatio < lazyThreshold - 0.001) continue;
          const callback = seen.get(entry.target);
          observer.unobserve(entry.target);
          seen.delete(entry.target);
          callback?.();
        }
      },
      { threshold: lazyThreshold, rootMargin },
    );
    watcher = { observer, seen };
    watchers.set(rootMargin, watcher);
  }
  const { observer, seen } = watcher;
  seen.set(element, onSeen);
  observer.observe(element);
  return () => {
    if (seen.delete(element)) observer.unobserve(element);
  };
}

/**
 * True once the element has been at least 10% visible (and from then on).
 * Without IntersectionObserver (old browsers, some webviews) it is true at
 * once: better an eager image than none. The returned ref starts watching
 * when the element attaches and stops when it detaches.
 */
function useSeen(
  enabled: boolean,
  rootMargin: string,
): [(node: HTMLElement | null) => (() => void) | undefined, boolean] {
  const [seen, setSeen] = useState(false);
  const watch = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !enabled || seen) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return undefined;
      }
      return watchUntilSeen(node, rootMargin, () => setSeen(true));
    },
    [enabled, seen, rootMargin],
  );
  return [watch, seen || !enabled];
}

/** Whether the document already has this picture: an image of it is complete as soon as it is asked for. */
function isAlreadyLoaded(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const probe = document.createElement('img');
  probe.src = url;
  return probe.complete && probe.naturalWidth > 0;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function aspectRatioOf(value: number | string | undefined, width?: number, height?: number): string | undefined {
  if (value !== undefined) return String(value);
  if (width && height) return `${width} / ${height}`;
  return undefined;
}

/**
 * An image that never shifts the page: it reserves its box, shows a neutral
 * tile until it is (lazily) loaded, fades in, and after ONE failed attempt
 * shows a default icon instead of a broken image.
 */
export function Image({
  alt,
  src,
  path,
  aspectRatio,
  width,
  height,
  fill = false,
  fit = 'cover',
  radius = 'none',
  lazy = true,
  rootMargin = '0px',
  fallback,
  unavailableLabel,
  onStatusChange,
  onLoad,
  onError,
  className,
  style,
  ref,
  ...imgProps
}: ImageProps) {
  const { t } = useTranslation();
  const pool = useCdnPool();
  const [observe, visible] = useSeen(lazy, rootMargin);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  // A picture the page already holds (the splash drew it, another tile shows it) is whole from the first frame:
  // waiting for its load event would paint the placeholder, then fade the picture in again.
  const [outcome, setOutcome] = useState<{ url: string; status: 'loaded' | 'error' } | null>(() =>
    !lazy && src && isAlreadyLoaded(src) ? { url: src, status: 'loaded' } : null,
  );

  const key = sourceKeyOf(src, path);
  let current = attempt?.key === key ? attempt : null;
  if (key && visible && current === null) {
    // The URL is chosen when the image is about to load, not when it mounts,
    // so an image scrolled to later already avoids a host that failed meanwhile.
    current = resolveAttempt(key, src, path ?? '', pool);
    setAttempt(current);
  }

  const status: ImageStatus = !key
    ? 'error'
    : current === null
      ? 'idle'
      : outcome?.url === current.url
        ? outcome.status
        : 'loading';

  const frameRef = useCallback(
    (node: HTMLSpanElement | null) => {
      const stopWatching = observe(node);
      assignRef(ref, node);
      return () => {
        stopWatching?.();
        assignRef(ref, null);
      };
    },
    [observe, ref],
  );

  const settle = (url: string, next: 'loaded' | 'error') => {
    if (outcome?.url !== url || outcome.status !== next) setOutcome({ url, status: next });
  };

  // Report each outcome once per source, after it is on screen.
  const reported = useRef<string | null>(null);
  const settledId = status === 'loaded' || status === 'error' ? `${status} ${current?.url ?? ''}` : null;
  useEffect(() => {
    if (settledId === null || reported.current === settledId) return;
    reported.current = settledId;
    if (status === 'loaded' || status === 'error') onStatusChange?.(status);
  });

  // An image from the cache can finish before React listens (hydration);
  // read its state once it is attached.
  const imageRef = (node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0 && current) settle(current.url, 'loaded');
  };

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (current) settle(current.url, 'loaded');
    onLoad?.(event);
  };

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (current) {
      // One attempt: no retry here. Later images avoid the host.
      if (current.host && pool) pool.reportFailure(current.host);
      settle(current.url, 'error');
    }
    onError?.(event);
  };

  const sized = fill || aspectRatio !== undefined || Boolean(width && height);
  const frameStyle: CSSProperties = {
    aspectRatio: fill ? undefined : aspectRatioOf(aspectRatio, width, height),
    width: !fill && width ? `${width}px` : undefined,
    ...style,
  };
  if (!fill && aspectRatio !== undefined && !width && frameStyle.width === undefined) frameStyle.width = '100%';

  const fallbackArt = fallback ?? <ImageOff aria-hidden className={styles.fallbackIcon({ sized })} strokeWidth={1.5} />;

  return (
    <span
      ref={frameRef}
      className={clsx(styles.frame({ sized, fill, radius }), className)}
      style={frameStyle}
      data-status={status}
    >
      {current && status !== 'error' ? (
        <img
          {...imgProps}
          ref={imageRef}
          src={current.url}
          alt={alt}
          width={width}
          height={height}
          loading="eager"
          decoding={imgProps.decoding ?? 'async'}
          className={styles.image({ sized, fit })}
          data-loaded={status === 'loaded' ? '' : undefined}
          onLoad={handleLoad}
          onError={handleError}
        />
      ) : null}
      {status === 'error' ? (
        alt ? (
          <span
            className={styles.fallback({ sized })}
            role="img"
            aria-label={unavailableLabel ?? t('ui.image.unavailable')}
          >
            {fallbackArt}
          </span>
        ) : (
          <span className={styles.fallback({ sized })} aria-hidden>
            {fallbackArt}
          </span>
        )
      ) : null}
    </span>
  );
}
