import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';
import { overlaySurface } from '../../theme/overlaySurface';
import { popIn, popOut, sheetIn, sheetOut } from '../Dialog/Dialog.css';

/** Set inline by the component: the requested size and the dragged offset. */
export const widthVar = createVar();
export const heightVar = createVar();
export const offsetXVar = createVar();
export const offsetYVar = createVar();

/** A modal is never smaller than 200 by 200. */
export const minSize = 200;

export const backdrop = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    background: vars.color.backdrop,
    selectors: {
      // Without a visible background the layer still blocks the page behind.
      '&[data-background="false"]': { background: 'transparent' },
    },
  }),
);

export const panel = style(
  inComponents({
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
        width: fallbackVar(widthVar, 'fit-content'),
        height: fallbackVar(heightVar, 'fit-content'),
        minWidth: `${minSize}px`,
        minHeight: `${minSize}px`,
        maxWidth: `calc(100vw - 2 * ${vars.space.gutter})`,
        maxHeight: `calc(100dvh - 2 * ${vars.space.gutter})`,
        borderRadius: vars.radius.dialog,
        transform: `translate(${fallbackVar(offsetXVar, '0px')}, ${fallbackVar(offsetYVar, '0px')})`,
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
          '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.duration.fast} ease-in` },
        },
      },
    },
  }),
);

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    // The panel is a flex column that scrolls: without this the header would shrink under a long body.
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['2'],
    paddingInlineStart: vars.space.gutter,
    paddingInlineEnd: vars.space['2'],
    background: vars.color.surface.overlay,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.tablet]: { paddingInlineStart: vars.space['6'], paddingInlineEnd: vars.space['3'] } },
    selectors: {
      // Touch drags move the window instead of scrolling or zooming the page.
      '&[data-draggable="true"]': { cursor: 'grab', touchAction: 'none', userSelect: 'none' },
      '&[data-dragging="true"]': { cursor: 'grabbing' },
    },
  }),
);

/** The grip that takes keyboard focus for moving the modal with the arrow keys. */
export const handle = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.icon.lg,
    height: vars.size.control.md,
    marginInlineStart: `calc(-1 * ${vars.space['2']})`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.secondary,
    selectors: {
      '&:focus-visible': focusRing(),
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

export const body = style(
  inComponents({
    flex: '1 0 auto',
    padding: vars.space.gutter,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
  }),
);
