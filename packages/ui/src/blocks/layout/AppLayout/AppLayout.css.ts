import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { topBarHeight } from '../../../theme/topBar.css';
import { endGutter, endInsetVar } from '../layoutVars.css';
import { layoutMetrics } from '../metrics';

const { sideMenuWidth, contentMaxWidth } = layoutMetrics;

/** Height of the sticky header: the pinned side menu starts below it and the page is at least this much taller. */
const headerOffset = createVar();

/** How far the floating right bar reaches in from the edge: its buttons, padding, 1 px borders and offset. */
const rightBarReserve = `calc(${vars.size.control.md} + 2 * ${vars.space['1']} + 2px + ${vars.space['2']})`;

export const root = style(
  inComponents({
    vars: { [headerOffset]: topBarHeight, [endInsetVar]: '0px' },
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    '@media': {
      [media.laptop]: {
        selectors: { '&[data-right-bar]': { vars: { [endInsetVar]: rightBarReserve } } },
      },
    },
    selectors: {
      '&[data-header="none"]': { vars: { [headerOffset]: '0px' } },
    },
  }),
);

// Off screen until focused, then over the top bar's start: the first stop of the keyboard.
export const skipLink = style(
  inComponents({
    position: 'fixed',
    top: vars.space['2'],
    insetInlineStart: vars.space['2'],
    zIndex: vars.zIndex.tooltip,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.control,
    background: vars.color.highlight.solid,
    color: vars.color.highlight.onSolid,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    textDecoration: 'none',
    boxShadow: vars.shadow.md,
    translate: `0 calc(-100% - 2 * ${vars.space['2']})`,
    transition: `translate ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:focus': { translate: '0 0' },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    // One step above the other sticky layers (the right bar, which comes later in the page):
    // the header's menus open inside it and must cover them.
    zIndex: `calc(${vars.zIndex.sticky} + 1)`,
    flexShrink: 0,
  }),
);

export const body = style(inComponents({ display: 'flex', flex: '1 0 auto', alignItems: 'stretch' }));

// The pinned menu: present in the markup from the first paint and shown by CSS
// alone from 1024 px, so the content column never moves when it pins.
export const sideRail = style(
  inComponents({
    display: 'none',
    '@media': {
      [media.laptop]: {
        display: 'block',
        position: 'sticky',
        top: headerOffset,
        alignSelf: 'flex-start',
        flex: `0 0 ${sideMenuWidth}px`,
        width: `${sideMenuWidth}px`,
        height: `calc(100dvh - ${headerOffset})`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        scrollbarWidth: 'thin',
        background: vars.color.surface.raised,
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

export const column = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 0',
    minWidth: 0,
    minHeight: `calc(100dvh - ${headerOffset})`,
  }),
);

export const main = recipe({
  base: inComponents({
    flex: '1 0 auto',
    minWidth: 0,
    // Focus arrives here from the skip link; the region itself needs no ring.
    outline: 'none',
  }),
  variants: {
    variant: {
      full: {},
      noSideMenu: {},
      // Lottery, seamless and game pages bring their own frame: edge to edge, filling the screen.
      headerOnly: inComponents({ display: 'flex', flexDirection: 'column' }),
    },
  },
});

export const content = style(
  inComponents({
    boxSizing: 'content-box',
    maxWidth: `${contentMaxWidth}px`,
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
    paddingBlock: vars.space['4'],
    '@media': {
      [media.tablet]: {
        paddingInlineStart: vars.space.gutterWide,
        paddingInlineEnd: endGutter,
        paddingBlock: vars.space['6'],
      },
    },
  }),
);

export const footer = style(inComponents({ flexShrink: 0 }));

// Floats on the right edge, centred; its entries live in the side menu below 1024 px.
export const rightBar = style(
  inComponents({
    display: 'none',
    '@media': {
      [media.laptop]: {
        display: 'block',
        position: 'fixed',
        insetInlineEnd: vars.space['2'],
        top: '50%',
        translate: '0 -50%',
        zIndex: vars.zIndex.sticky,
      },
    },
  }),
);
