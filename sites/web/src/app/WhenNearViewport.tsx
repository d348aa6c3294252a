import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { afterFirstPageIdle } from './pageSettled';
import { type ShellPart, ShellPartSlot } from './shellParts';

/**
 * Renders its children once their place comes within a quarter screen of the
 * viewport and the browser is idle, holding that place meanwhile so nothing
 * above it moves. `prefetch` fetches their code as soon as the first page has
 * rendered and the browser is idle, so that render needs no download: below
 * the fold on a phone, the region costs the page's start nothing but that
 * download. Neither starts before the first page has rendered: while the
 * page's own code loads, its place is empty and the region would seem near.
 */
export function WhenNearViewport({
  children,
  minHeight,
  prefetch,
}: {
  children: ReactNode;
  minHeight: number;
  prefetch?: () => Promise<unknown>;
}) {
  const [near, setNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!prefetch) return;
    // A failed prefetch is retried by the render that needs the code, which reports it.
    return afterFirstPageIdle(() => void prefetch().catch(() => undefined));
  }, [prefetch]);
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
        // Below the fold it can wait for the page above it, and render in slices. Its code (and
        // messages) arrive first: a render that suspended in a transition would hold back every
        // other transition until they came, a navigation in an open centre among them.
        cancelIdle = afterFirstPageIdle(() => {
          const show = () => startTransition(() => setNear(true));
          // A failed load shows in the region's place (with Try again) when it renders.
          void (prefetch?.() ?? Promise.resolve()).then(show, show);
        });
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [near, prefetch]);
  if (near) return children;
  return <div ref={holder} style={{ minHeight }} />;
}

/**
 * A shell part below the fold (`WhenNearViewport`), whose place stays held
 * until it has rendered: also while its code arrives, or what is below would
 * move up into view and back down when it comes.
 */
export function NearViewportPart({
  part,
  minHeight,
  prefetch,
}: {
  part: ShellPart<object>;
  minHeight: number;
  prefetch: () => Promise<unknown>;
}) {
  return (
    <WhenNearViewport minHeight={minHeight} prefetch={prefetch}>
      <ShellPartSlot part={part} fallback={<div style={{ minHeight }} />} />
    </WhenNearViewport>
  );
}
