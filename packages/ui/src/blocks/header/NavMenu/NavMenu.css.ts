import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { globalInComponents, inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { overlaySurface } from '../../../theme/overlaySurface';
import { scrollFade } from '../../../theme/scrollFade';
import { topBarHeight } from '../../../theme/topBar.css';

/** Width of the fade at an edge of the entry list that has more entries beyond it. */
const fade = vars.space['10'];

const enter = keyframes({ from: { opacity: 0, translate: '0 -4px' }, to: { opacity: 1, translate: '0 0' } });

/**
 * Desktop only: below 1024 px the side menu carries the navigation. The nav is
 * deliberately not positioned, so the dropdown spans the nearest positioned
 * ancestor (the sticky top bar) right under it.
 */
export const root = style(
  inComponents({
    display: 'none',
    minWidth: 0,
    '@media': { [media.laptop]: { display: 'flex', alignItems: 'center' } },
  }),
);

// Radix wraps the list in an unstyled positioned div: let it shrink so the list can scroll.
globalStyle(`${root} > div`, globalInComponents({ minWidth: 0 }));

export const list = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    // Room for focus rings inside the scroll box.
    padding: vars.space['1'],
    listStyle: 'none',
    // When the bar is too narrow for every entry the list scrolls sideways
    // (focus scrolls the entry into view) rather than wrapping the bar.
    overflowX: 'auto',
    scrollbarWidth: 'none',
    // Entries scrolled out of view fade at that edge, so the bar reads as "more this way".
    selectors: scrollFade(fade),
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
      '&[aria-current="page"]': { color: vars.color.text.primary },
      // The current route's entry: a bar under the label, not colour alone.
      '&[aria-current="page"]::after': {
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
