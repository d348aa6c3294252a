import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { globalInComponents, inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { overlaySurface } from '../../../theme/overlaySurface';
import { topBarHeight } from '../../../theme/topBar.css';

const enter = keyframes({ from: { opacity: 0, translate: '0 -4px' }, to: { opacity: 1, translate: '0 0' } });

/**
 * Desktop only: below 1024 px the side menu carries the navigation. The nav is
 * deliberately not positioned, so the dropdown spans the nearest positioned
 * ancestor (the sticky top bar) right under it.
 */
export const root = style(
  inComponents({
    display: 'none',
    // It takes the room it is given, whatever its entries: the room decides
    // which entries show, so it must not depend on them.
    flex: '1 1 0',
    minWidth: 0,
    '@media': { [media.laptop]: { display: 'flex', alignItems: 'center' } },
  }),
);

// Radix wraps the list in an unstyled positioned div: it fills the nav too.
globalStyle(`${root} > div`, globalInComponents({ flex: '1 1 0', minWidth: 0 }));

export const list = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    // Room for focus rings. Entries that do not fit move into "More" rather than scroll.
    padding: vars.space['1'],
    listStyle: 'none',
  }),
);

/**
 * Holds the measuring row out of sight: no size, clipped, so the row adds
 * nothing to the bar's layout or to the page's scrollable width.
 */
export const measure = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    width: 0,
    height: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    pointerEvents: 'none',
  }),
);

/** Every entry at its natural width, as the bar would draw it. */
export const measureRow = style(
  inComponents({
    display: 'flex',
    width: 'max-content',
    gap: vars.space['1'],
  }),
);

export const item = style(inComponents({ flexShrink: 0 }));

export const entry = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    height: vars.size.control.md,
    paddingInline: vars.space['3'],
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover, &[data-state="open"]': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
      '&[aria-current="page"], &[data-current]': { color: vars.color.text.primary },
      // The current route's entry (or "More" holding it): a bar under the label, not colour alone.
      '&[aria-current="page"]::after, &[data-current]::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['3'],
        insetBlockEnd: '2px',
        height: '2px',
        borderRadius: vars.radius.pill,
        background: vars.color.highlight.solid,
      },
    },
  }),
);

export const chevron = style(
  inComponents({
    flexShrink: 0,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { [`${entry}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const crown = style(inComponents({ flexShrink: 0, color: vars.color.accent.text }));

/** Anchors the dropdown under the bar, full width. */
export const viewportAnchor = style(
  inComponents({
    position: 'absolute',
    insetInline: 0,
    insetBlockStart: '100%',
    zIndex: vars.zIndex.dropdown,
  }),
);

export const viewport = style(
  inComponents({
    ...overlaySurface(),
    // It hangs from the top bar edge to edge: only its lower edge is drawn.
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  }),
);

export const content = style(
  inComponents({
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1440px',
    marginInline: 'auto',
    paddingBlock: vars.space['5'],
    paddingInline: vars.space.gutterWide,
    // Tall menus scroll inside the dropdown, which hangs from the top bar, instead of running off screen.
    maxHeight: `calc(100dvh - ${topBarHeight} - ${vars.space['8']})`,
    overflowY: 'auto',
  }),
);

export const gamesPanel = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr)',
    gap: vars.space['6'],
    alignItems: 'start',
  }),
);

export const vendorColumn = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    alignContent: 'start',
    minWidth: 0,
  }),
);

export const vendorList = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '2px',
    minWidth: 0,
    maxHeight: 'min(60dvh, 520px)',
    overflowY: 'auto',
    // Room for the focus rings inside the scroll box.
    padding: '3px',
    margin: '-3px',
  }),
);

export const vendor = style(
  inComponents({
    display: 'flex',
    minWidth: 0,
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control.md,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing('-2px'),
      '&[aria-selected="true"]': {
        background: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
      },
    },
  }),
);

export const vendorIcon = style(inComponents({ flexShrink: 0 }));

export const vendorName = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const viewAll = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    justifySelf: 'start',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.control,
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing(),
      '&[aria-current="page"]': { color: vars.color.text.primary },
    },
  }),
);

export const gamesArea = style(inComponents({ minWidth: 0 }));

export const launchPanel = style(inComponents({ display: 'grid', gap: vars.space['4'] }));

export const launchList = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const launchCard = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    minHeight: vars.size.control.lg,
    padding: vars.space['3'],
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing(),
    },
  }),
);

/** The "More" dropdown: the entries the bar had no room for, then the chosen category's dropdown. */
export const morePanel = style(inComponents({ display: 'grid', gap: vars.space['4'] }));

export const moreBar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlockEnd: vars.space['3'],
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const moreTabs = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] }));

export const moreTab = style([
  entry,
  inComponents({
    selectors: {
      '&[aria-selected="true"]': { background: vars.color.highlight.solid, color: vars.color.highlight.onSolid },
      // The current page's bar stays visible on the selected tab's fill.
      '&[aria-selected="true"][aria-current="page"]::after': { background: vars.color.highlight.onSolid },
    },
  }),
]);

export const moreLinks = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
