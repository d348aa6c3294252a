import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the window was scrolled, per history entry (location key). */
const positions = new Map<string, number>();

/** Gives up restoring once the page has had this long to grow tall enough. */
const restoreWindowMs = 2_000;

/**
 * Restores `top` as the page grows (lazy pages and late data make it short at
 * first), until it is reached, the player scrolls themselves, or time is up.
 */
function restore(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - started > restoreWindowMs) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  attempt();
  return stop;
}

/**
 * A new page starts at its top (or at its `#anchor`); back and forward return
 * to where the player was on that entry. Changes of the query alone (a
 * panel opening, a list's page) keep the scroll position.
 */
export function useScrollOnNavigation(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the entry on screen as the player scrolls. The
  // entry is read when the event comes: scroll events of a navigation (the new
  // page's reset, a shorter page clamping) then count for the new entry.
  const entry = useRef(key);
  useLayoutEffect(() => {
    entry.current = key;
  }, [key]);
  useEffect(() => {
    const save = () => positions.set(entry.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes, on purpose; key and navigation type are read as they are then.
  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) return restore(saved);
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) return void target.scrollIntoView();
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname]);
}
