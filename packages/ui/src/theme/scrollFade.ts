/**
 * Fades the edge of a sideways-scrolling row that has more content beyond it,
 * so a cut-off row reads as "more this way". `useScrollFade` keeps the row's
 * `data-overflow` (`none`, `start`, `end` or `both`) current; these selectors
 * draw the fade, `width` deep. Spread them into the row's `selectors`.
 */
export function scrollFade(width: string) {
  return {
    '&[data-overflow="end"]': {
      maskImage: `linear-gradient(to right, #000 calc(100% - ${width}), transparent)`,
    },
    '&[data-overflow="start"]': {
      maskImage: `linear-gradient(to left, #000 calc(100% - ${width}), transparent)`,
    },
    '&[data-overflow="both"]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${width}, #000 calc(100% - ${width}), transparent)`,
    },
  };
}
