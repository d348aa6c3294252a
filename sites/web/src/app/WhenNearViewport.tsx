import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes within a screen of the
 * viewport, holding that place meanwhile so nothing above it moves.
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
    const observer = new IntersectionObserver(
      (entries) => {
        // Below the fold it can render in slices, without holding up input.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={holder} style={{ minHeight }} />;
}
