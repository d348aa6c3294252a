import { keyframes } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { overlaySurface } from './overlaySurface';

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

/** A Radix popper's layer: the bordered overlay surface with the card radius, and its motion. */
export const floatingSurface = {
  ...overlaySurface({ radius: 'card', border: true }),
  outline: 'none',
  animationDuration: vars.motion.duration.normal,
  animationTimingFunction: vars.motion.easing.standard,
  selectors: floatingMotion,
} as const;
