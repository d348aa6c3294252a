import { useEffect } from 'react';

/** Which ends of a sideways-scrolling row have content scrolled out of view. */
export type ScrollOverflow = 'none' | 'start' | 'end' | 'both';

/** Reads a row's overflow; a pixel of slack absorbs sub-pixel layouts. */
export function scrollOverflowOf(element: HTMLElement): ScrollOverflow {
  const max = element.scrollWidth - element.clientWidth;
  if (max <= 1) return 'none';
  const start = element.scrollLeft > 1;
  const end = element.scrollLeft < max - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

/**
 * Keeps `data-overflow` on a sideways-scrolling row current (`none`, `start`,
 * `end` or `both`) as it scrolls, resizes or its content changes; the
 * `scrollFade` selectors fade the edges it names. Pass the element itself
 * (held in state by a callback ref), so a row that mounts later, inside a
 * portal for example, is picked up.
 */
export function useScrollFade(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    // Written straight to the DOM: it changes on every scroll frame.
    const update = () => {
      const overflow = scrollOverflowOf(element);
      if (element.getAttribute('data-overflow') !== overflow) element.setAttribute('data-overflow', overflow);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // The entries too: one that grows or shrinks (a web font arriving, a width-dependent font size
    // settling after the row) changes the scroll width without resizing the row.
    const observeSizes = () => {
      resize?.observe(element);
      for (const entry of element.children) resize?.observe(entry);
    };
    observeSizes();
    // Entries that arrive, leave, change their text or get selected (Radix's `data-state`, which
    // may embolden them) change the scroll width without resizing the row.
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            observeSizes();
            update();
          });
    mutations?.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['data-state'],
    });
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, [element]);
}
