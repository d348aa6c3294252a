import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

const enter = (translate: string) =>
  keyframes({ from: { opacity: 0, translate }, to: { opacity: 1, translate: '0 0' } });
const fromBelow = enter('0 4px');
const fromAbove = enter('0 -4px');
const fromRight = enter('4px 0');
const fromLeft = enter('-4px 0');
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * Entry from the side the floating layer opens on, a fade on the way out.
 * Shared by every Radix popper (popover, menu, hover card, tooltip).
 */
export const floatingMotion = {
  '&[data-side="top"]': { animationName: fromBelow },
  '&[data-side="bottom"]': { animationName: fromAbove },
  '&[data-side="left"]': { animationName: fromRight },
  '&[data-side="right"]': { animationName: fromLeft },
  '&[data-state="closed"]': { animationName: leave, animationDuration: vars.motion.duration.fast },
};

/** The look of every floating layer: the overlay surface on the top elevation. */
export const floatingSurface = {
  background: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animationDuration: vars.motion.duration.normal,
  animationTimingFunction: vars.motion.easing.standard,
  selectors: floatingMotion,
} as const;

export const content = style(
  inComponents({
    ...floatingSurface,
    zIndex: vars.zIndex.popover,
    display: 'grid',
    gap: vars.space['3'],
    width: 'max-content',
    maxWidth: `min(360px, var(--radix-popover-content-available-width), 100vw - 2 * ${vars.space.gutter})`,
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['4'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    marginBlock: `calc(-1 * ${vars.space['2']})`,
    marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  }),
);

export const title = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** A smaller close control than a dialog's, to suit the compact header. */
export const close = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    marginInlineStart: 'auto',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    },
  }),
);
