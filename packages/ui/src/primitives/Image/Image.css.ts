import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

/**
 * The frame reserves the image's box before anything loads (aspect ratio,
 * explicit size or the parent's box with `fill`), so the page never shifts.
 * It is the neutral skeleton tile until the image arrives.
 */
export const frame = recipe({
  base: inComponents({
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    maxWidth: '100%',
    background: vars.color.surface.sunken,
    transition: `background-color ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    selectors: {
      // Transparent art (game icons) must not sit on the skeleton colour.
      '&[data-status="loaded"]': { background: 'transparent' },
    },
  }),
  variants: {
    /** Whether the frame has its own box; otherwise it wraps the image's natural size. */
    sized: {
      true: {},
      false: inComponents({ width: 'fit-content' }),
    },
    fill: {
      true: inComponents({ width: '100%', height: '100%' }),
      false: {},
    },
    radius: {
      none: {},
      sm: inComponents({ borderRadius: vars.radius.sm }),
      control: inComponents({ borderRadius: vars.radius.control }),
      card: inComponents({ borderRadius: vars.radius.card }),
      pill: inComponents({ borderRadius: vars.radius.pill }),
    },
  },
  defaultVariants: { sized: true, fill: false, radius: 'none' },
});

export const image = recipe({
  base: inComponents({
    display: 'block',
    opacity: 0,
    transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-loaded]': { opacity: 1 },
      // The page's lead art shows as it arrives, like any image would: no fade to wait for.
      '&[fetchpriority="high"]': { opacity: 1, transition: 'none' },
    },
  }),
  variants: {
    sized: {
      true: inComponents({ position: 'absolute', inset: 0, width: '100%', height: '100%' }),
      false: inComponents({ maxWidth: '100%', height: 'auto' }),
    },
    fit: {
      cover: inComponents({ objectFit: 'cover' }),
      contain: inComponents({ objectFit: 'contain' }),
    },
  },
  defaultVariants: { sized: true, fit: 'cover' },
});

export const fallback = recipe({
  base: inComponents({
    display: 'grid',
    placeItems: 'center',
    color: vars.color.text.muted,
  }),
  variants: {
    sized: {
      true: inComponents({ position: 'absolute', inset: 0 }),
      false: inComponents({ padding: vars.space['2'] }),
    },
  },
  defaultVariants: { sized: true },
});

// Scales with the tile (a 40 px avatar-sized tile and a 300 px banner both
// look right) within readable bounds; a frame without its own box gets the
// standard large icon size.
export const fallbackIcon = recipe({
  variants: {
    sized: {
      true: inComponents({ width: '32%', height: 'auto', minWidth: vars.size.icon.sm, maxWidth: '48px' }),
      false: inComponents({ width: vars.size.icon.lg, height: vars.size.icon.lg }),
    },
  },
  defaultVariants: { sized: true },
});
