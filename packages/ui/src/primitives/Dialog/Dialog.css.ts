import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';
import { overlaySurface } from '../../theme/overlaySurface';

// Centred dialogs from the tablet width up (`media.tablet`); full-screen sheets below.

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// Individual transform properties (`scale`, `translate`) so that entry motion
// composes with any `transform` a component uses for positioning.
export const popIn = keyframes({ from: { opacity: 0, scale: '0.96' }, to: { opacity: 1, scale: '1' } });
export const popOut = keyframes({ from: { opacity: 1, scale: '1' }, to: { opacity: 0, scale: '0.96' } });
export const sheetIn = keyframes({ from: { translate: '0 24px', opacity: 0 }, to: { translate: '0 0', opacity: 1 } });
export const sheetOut = keyframes({ from: { translate: '0 0', opacity: 1 }, to: { translate: '0 24px', opacity: 0 } });

/** The dimmed layer behind modal overlays. */
export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    background: vars.color.backdrop,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ease-in` },
    },
  }),
);

export const content = recipe({
  base: inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    ...overlaySurface(),
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${sheetIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${sheetOut} ${vars.motion.duration.fast} ease-in` },
    },
    '@media': {
      [media.tablet]: {
        margin: 'auto',
        height: 'fit-content',
        maxHeight: `calc(100dvh - 2 * ${vars.space['12']})`,
        borderRadius: vars.radius.dialog,
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
          '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.duration.fast} ease-in` },
        },
      },
    },
  }),
  variants: {
    // The default dialog width is 400.
    size: {
      sm: inComponents({ '@media': { [media.tablet]: { width: `min(400px, 100vw - 2 * ${vars.space.gutterWide})` } } }),
      md: inComponents({ '@media': { [media.tablet]: { width: `min(560px, 100vw - 2 * ${vars.space.gutterWide})` } } }),
      lg: inComponents({ '@media': { [media.tablet]: { width: `min(800px, 100vw - 2 * ${vars.space.gutterWide})` } } }),
    },
  },
  defaultVariants: { size: 'sm' },
});

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    // The panel is a flex column that scrolls: without this the header would shrink under a long body.
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['3'],
    paddingInlineStart: vars.space.gutter,
    paddingInlineEnd: vars.space['2'],
    background: vars.color.surface.overlay,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [media.tablet]: {
        paddingInlineStart: vars.space['6'],
        paddingInlineEnd: vars.space['3'],
        paddingBlock: vars.space['4'],
      },
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
    paddingTop: vars.space['4'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
  }),
);

/** Body padding; `Dialog.Footer` bleeds over it with the same tokens. */
const bodyPaddingInline = vars.space.gutter;
const bodyPaddingInlineWide = vars.space['6'];
const bodyPaddingBlock = vars.space['4'];

export const body = style(
  inComponents({
    flex: '1 0 auto',
    paddingInline: bodyPaddingInline,
    paddingBlock: bodyPaddingBlock,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { paddingInline: bodyPaddingInlineWide } },
  }),
);

export const footer = style(
  inComponents({
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space['3'],
    marginTop: vars.space['4'],
    marginInline: `calc(-1 * ${bodyPaddingInline})`,
    marginBottom: `calc(-1 * ${bodyPaddingBlock})`,
    paddingInline: bodyPaddingInline,
    paddingBlock: vars.space['4'],
    background: vars.color.surface.overlay,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [media.tablet]: { marginInline: `calc(-1 * ${bodyPaddingInlineWide})`, paddingInline: bodyPaddingInlineWide },
    },
  }),
);

/** The icon-only close control shared by dialogs, drawers and popovers. */
export const close = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.md,
    height: vars.size.control.md,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
    },
  }),
);
