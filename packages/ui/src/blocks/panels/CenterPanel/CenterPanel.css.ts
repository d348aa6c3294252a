import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { scrollFade } from '../../../theme/scrollFade';

// Wide layout from `media.tablet`, the Modal's breakpoint: below it the panel is a full-screen sheet.

const fade = vars.space['6'];

/** Width of the menu column beside the page on wide screens. */
const menuColumn = '224px';

/**
 * Fills the modal's body. The body is a flex item of a panel with a definite
 * height, so `height: 0` keeps it from growing with the page and
 * `min-height: 100%` stretches it to the space under the header: the menu and
 * the page then scroll on their own while the header stays put.
 */
export const layout = style(
  inComponents({
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['3'],
    height: 0,
    minHeight: '100%',
    '@media': {
      [media.tablet]: {
        gridTemplateRows: 'minmax(0, 1fr)',
        gridTemplateColumns: `${menuColumn} minmax(0, 1fr)`,
        gap: vars.space['6'],
      },
    },
  }),
);

export const menu = style(
  inComponents({
    minWidth: 0,
    '@media': {
      [media.tablet]: {
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        paddingInlineEnd: vars.space['4'],
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

/**
 * A column of entries on wide screens; a single row that scrolls sideways on
 * phones, fading the edge that hides more entries (like `Tabs`).
 */
export const list = style(
  inComponents({
    display: 'flex',
    gap: vars.space['2'],
    margin: 0,
    // Room for the focus ring, which the scrolling row would otherwise clip.
    padding: vars.space['1'],
    listStyle: 'none',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollPaddingInline: fade,
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      ...scrollFade(fade),
    },
    '@media': {
      [media.tablet]: {
        flexDirection: 'column',
        gap: vars.space['1'],
        overflow: 'visible',
        maskImage: 'none',
        selectors: { '&[data-overflow]': { maskImage: 'none' } },
      },
    },
  }),
);

export const item = style(inComponents({ display: 'flex', flexShrink: 0 }));

export const entry = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    minHeight: vars.size.control.md,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['4'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not([aria-current="page"])': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
      '&[aria-current="page"]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
        fontWeight: vars.font.weight.semibold,
      },
    },
    '@media': {
      [media.tablet]: {
        paddingInline: vars.space['3'],
        gap: vars.space['3'],
        border: 0,
        borderRadius: vars.radius.control,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
    },
  }),
);

export const entryIcon = style(
  inComponents({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.icon.md,
    height: vars.size.icon.md,
  }),
);

export const entryLabel = style(inComponents({ flex: '1 1 auto', minWidth: 0 }));

/** The page: scrolls on its own beside (or under) the menu. */
export const content = style(
  inComponents({
    minWidth: 0,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);

export const skeletonMenu = style(
  inComponents({
    display: 'flex',
    gap: vars.space['2'],
    padding: vars.space['1'],
    overflow: 'hidden',
    '@media': { [media.tablet]: { flexDirection: 'column', gap: vars.space['1'] } },
  }),
);

export const skeletonEntry = style(
  inComponents({
    flexShrink: 0,
    width: '96px',
    '@media': { [media.tablet]: { width: '100%' } },
  }),
);

export const skeletonPage = style(
  inComponents({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space['4'],
  }),
);

/** A failed load: the error and its retry, centred where the menu and page would be. */
export const failed = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    height: 0,
    minHeight: '100%',
  }),
);
