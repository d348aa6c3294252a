import { useCallback, useSyncExternalStore } from 'react';
import { type Breakpoint, media } from '../theme/media';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, read synchronously on the first render (so
 * nothing flips after mount) and kept up to date as the window resizes or
 * rotates. Where there is no `matchMedia` (server rendering, jsdom) it is
 * `fallback`, `false` unless given.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/**
 * Whether the screen is at least as wide as a breakpoint token
 * (`useBreakpoint('laptop')`: 1024 px and up), the same test as the styles'
 * `media.laptop`.
 */
export function useBreakpoint(breakpoint: Breakpoint, fallback = false): boolean {
  return useMediaQuery(media[breakpoint], fallback);
}
