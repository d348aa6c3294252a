import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from './idle';

/**
 * Renders its children once their place comes within a screen of the
 * viewport and the browser is idle, holding that place meanwhile so nothing
 * above it moves.
 */
export function WhenNearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [near, setNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (cancelIdle || !entries.some((entry) => entry.isIntersecting)) return;
        // Below the fold it can wait for the page above it, and render in slices.
        cancelIdle = whenIdle(() => startTransition(() => setNear(true)));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [near]);
  if (near) return children;
  return <div ref={holder} style={{ minHeight }} />;
}
