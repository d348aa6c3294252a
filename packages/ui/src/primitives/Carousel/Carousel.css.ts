import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { globalInComponents, inComponents } from '../../theme/layer';
import { media } from '../../theme/media';

/** Slide aspect ratio on phones and from the tablet breakpoint up (set by the `aspectRatio` prop). */
export const ratioMobile = createVar();
export const ratioWide = createVar();

// Controls sit on top of arbitrary banner art, so they use fixed light-on-dark
// colours (the darkest/lightest neutral steps) rather than theme surfaces.
const onArt = vars.palette.neutral['50'];

export const root = style(
  inComponents({
    position: 'relative',
    isolation: 'isolate',
    borderRadius: vars.radius.card,
    overflow: 'hidden',
    background: vars.color.surface.sunken,
  }),
);

export const viewport = style(
  inComponents({
    overflow: 'hidden',
    // Embla measures whole pixels (offsetWidth); a fractional width would
    // leave a sliver of the neighbouring slide at the edge after each move.
    width: 'round(down, 100%, 1px)',
  }),
);

export const track = style(
  inComponents({
    display: 'flex',
    // Vertical page scrolling stays native; horizontal drags swipe slides.
    touchAction: 'pan-y pinch-zoom',
  }),
);

export const slide = style(
  inComponents({
    position: 'relative',
    flex: '0 0 100%',
    minWidth: 0,
    aspectRatio: fallbackVar(ratioMobile, '16 / 9'),
    '@media': { [media.tablet]: { aspectRatio: fallbackVar(ratioWide, '16 / 5') } },
  }),
);

// Slide content fills the reserved box: nothing shifts while art loads.
globalStyle(`${slide} > *`, globalInComponents({ width: '100%', height: '100%' }));

export const slideLink = style(
  inComponents({
    display: 'block',
    color: 'inherit',
    selectors: {
      // Inset, or the viewport would clip the ring.
      '&:focus-visible': focusRing('-4px'),
    },
  }),
);

export const arrow = style(
  inComponents({
    position: 'absolute',
    zIndex: 1,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: 0,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing(),
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
    '@media': { [media.tablet]: { width: vars.size.control.md, height: vars.size.control.md } },
  }),
);

export const previous = style(inComponents({ insetInlineStart: vars.space['2'] }));
export const next = style(inComponents({ insetInlineEnd: vars.space['2'] }));

export const bar = style(
  inComponents({
    position: 'absolute',
    zIndex: 1,
    bottom: vars.space['2'],
    left: '50%',
    transform: 'translateX(-50%)',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.pill,
    background: vars.color.backdrop,
    color: onArt,
    '@media': { [media.tablet]: { bottom: vars.space['3'] } },
  }),
);

export const dots = style(inComponents({ display: 'flex', alignItems: 'center' }));

const barButton = {
  display: 'grid',
  placeItems: 'center',
  // 24 px is the minimum touch target (WCAG 2.5.8); the visible mark is smaller.
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
} as const;

export const dot = style(
  inComponents({
    ...barButton,
    selectors: {
      '&::before': {
        content: '""',
        display: 'block',
        width: '8px',
        height: '8px',
        borderRadius: vars.radius.pill,
        background: 'currentColor',
        opacity: 0.55,
        transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}, opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&:hover::before': { opacity: 0.85 },
      // The current slide's mark is wider, not only brighter.
      '&[aria-current="true"]::before': { width: '16px', opacity: 1 },
      '&:focus-visible': focusRing('-2px'),
    },
  }),
);

export const rotation = style(
  inComponents({
    ...barButton,
    selectors: {
      '&:hover': { background: 'color-mix(in srgb, currentColor 16%, transparent)' },
      '&:focus-visible': focusRing('-2px'),
    },
  }),
);
