import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

// The modal is a sheet below `media.tablet` and a window from it; the layout follows.

const focusVisibleRing = {
  '&:focus-visible': focusRing(),
} as const;

/**
 * On phones the sheet's body has a definite height once flexed, so the layout
 * fills it and the footer sits at the bottom of the screen even under a short notice.
 */
export const layout = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minHeight: '100%' }),
);

/**
 * The list and the reading pane. From the tablet width it keeps one height
 * whatever the notice, so the window never jumps while the player browses;
 * what does not fit scrolls inside its own column. The height leaves room for
 * the modal's header, the footer and the page margins (about 240 px).
 */
export const content = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    '@media': {
      [media.tablet]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
        gap: vars.space['6'],
        height: 'clamp(320px, 100dvh - 240px, 560px)',
      },
    },
  }),
);

/** Error and empty states fill the same space the notices would. */
export const state = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
  }),
);

export const listColumn = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    '@media': {
      [media.tablet]: {
        minHeight: 0,
        paddingInlineEnd: vars.space['4'],
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

/**
 * Phones: a row of cards that scrolls sideways above the reading pane, so the
 * selected notice is never pushed below the fold. Wider: a column.
 * The padding leaves room for the focus ring inside the scroller.
 */
export const list = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    gap: vars.space['2'],
    padding: vars.space['1'],
    margin: `calc(-1 * ${vars.space['1']})`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x proximity',
    scrollPaddingInline: vars.space['1'],
    '@media': {
      [media.tablet]: {
        flexDirection: 'column',
        flex: 1,
        minHeight: 0,
        overflowX: 'visible',
        overflowY: 'auto',
        overscrollBehaviorY: 'contain',
        scrollSnapType: 'none',
      },
    },
  }),
);

export const item = style(
  inComponents({
    flex: '0 0 min(240px, 70%)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space['1'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    textAlign: 'start',
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not([data-state="active"])': { background: vars.color.surface.hover },
      '&[data-state="active"]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
      },
      ...focusVisibleRing,
    },
    '@media': {
      [media.tablet]: { flex: '0 0 auto', borderColor: 'transparent', background: 'transparent' },
    },
  }),
);

export const itemTitle = style(
  inComponents({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const itemDate = style(
  inComponents({
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
    selectors: { [`${item}[data-state="active"] &`]: { color: 'inherit' } },
  }),
);

export const panel = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      // Radix keeps the other notices' panels in the tree, hidden; the display above must not show them.
      '&[hidden]': { display: 'none' },
      ...focusVisibleRing,
    },
    '@media': {
      [media.tablet]: {
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehaviorY: 'contain',
        paddingInlineEnd: vars.space['2'],
      },
    },
  }),
);

export const panelHeader = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    paddingBottom: vars.space['3'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const noticeTitle = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  }),
);

export const noticeDate = style(
  inComponents({
    fontSize: vars.font.size.xs,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const noticeBody = style(inComponents({ fontSize: vars.font.size.md }));

export const skeletonItem = style(
  inComponents({
    flex: '0 0 min(240px, 70%)',
    display: 'grid',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    '@media': { [media.tablet]: { flex: '0 0 auto' } },
  }),
);

/**
 * Stays in view at the bottom of the sheet while a long notice scrolls; it
 * bleeds over the modal body's padding (the same tokens) to span its width.
 */
export const footer = style(
  inComponents({
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    marginTop: 'auto',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    marginInline: `calc(-1 * ${vars.space.gutter})`,
    marginBottom: `calc(-1 * ${vars.space.gutter})`,
    paddingInline: vars.space.gutter,
    paddingBlock: vars.space['3'],
    background: vars.color.surface.overlay,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [media.tablet]: { marginInline: `calc(-1 * ${vars.space['6']})`, paddingInline: vars.space['6'] },
    },
  }),
);

export const footerEnd = style(inComponents({ marginInlineStart: 'auto' }));
