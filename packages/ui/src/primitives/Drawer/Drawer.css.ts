import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';
import { overlaySurface } from '../../theme/overlaySurface';
import { fadeIn, fadeOut } from '../Dialog/Dialog.css';

/** Set inline when a side drawer is not the default 320 px wide. */
export const widthVar = createVar();

const slide = (from: string) => ({
  in: keyframes({ from: { translate: from }, to: { translate: '0 0' } }),
  out: keyframes({ from: { translate: '0 0' }, to: { translate: from } }),
});
const fromLeft = slide('-100% 0');
const fromRight = slide('100% 0');
const fromBottom = slide('0 100%');

const motion = (frames: { in: string; out: string }, rightToLeft: { in: string; out: string } = frames) => ({
  '&[data-state="open"]': { animation: `${frames.in} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
  '&[data-state="closed"]': { animation: `${frames.out} ${vars.motion.duration.normal} ease-in` },
  // A side drawer sits at the line's start or end, which swap in a right-to-left page: so does its slide.
  '&[data-state="open"]:dir(rtl)': {
    animation: `${rightToLeft.in} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  },
  '&[data-state="closed"]:dir(rtl)': { animation: `${rightToLeft.out} ${vars.motion.duration.normal} ease-in` },
});

export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.drawer,
    background: vars.color.backdrop,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.normal} ease-in` },
    },
  }),
);

// A side drawer always leaves a strip of the page visible, so it reads as a layer
// that a tap beside it closes.
const sideWidth = `min(${fallbackVar(widthVar, '320px')}, 100vw - ${vars.space['12']})`;

export const content = recipe({
  base: inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.drawer,
    display: 'flex',
    flexDirection: 'column',
    ...overlaySurface(),
    outline: 'none',
    // The panel scrolls as a whole under a sticky header, so the scroller
    // always holds the close button and stays reachable by keyboard.
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  }),
  variants: {
    side: {
      left: inComponents({
        insetBlock: 0,
        insetInlineStart: 0,
        width: sideWidth,
        borderStartEndRadius: vars.radius.dialog,
        borderEndEndRadius: vars.radius.dialog,
        selectors: motion(fromLeft, fromRight),
      }),
      right: inComponents({
        insetBlock: 0,
        insetInlineEnd: 0,
        width: sideWidth,
        borderStartStartRadius: vars.radius.dialog,
        borderEndStartRadius: vars.radius.dialog,
        selectors: motion(fromRight, fromLeft),
      }),
      bottom: inComponents({
        insetInline: 0,
        bottom: 0,
        maxHeight: '85dvh',
        borderStartStartRadius: vars.radius.dialog,
        borderStartEndRadius: vars.radius.dialog,
        selectors: motion(fromBottom),
      }),
    },
  },
  defaultVariants: { side: 'left' },
});

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    flexShrink: 0,
    background: vars.color.surface.overlay,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['2'],
    paddingInlineStart: vars.space.gutter,
    paddingInlineEnd: vars.space['2'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: {
      // With a hidden title only the close button remains: keep it at the end.
      '&[data-title-hidden="true"]': { justifyContent: 'flex-end', borderBottom: 'none' },
    },
  }),
);

export const title = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inComponents({
    flexShrink: 0,
    margin: 0,
    paddingInline: vars.space.gutter,
    paddingTop: vars.space['3'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const body = recipe({
  base: inComponents({ flex: '1 0 auto', overflowWrap: 'anywhere' }),
  variants: {
    flush: {
      true: {},
      false: inComponents({ padding: vars.space.gutter }),
    },
  },
  defaultVariants: { flush: false },
});
