import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { topBarHeight } from '../../../theme/topBar.css';

/** The standalone page's own header, which stands in for the site's top bar. */
const standaloneHeaderHeight = '56px';

/**
 * How far below the viewport's top an entry lands when it is scrolled to:
 * clear of the site's sticky top bar or of the standalone page's own header.
 */
const stickyOffset = createVar();

export const root = recipe({
  base: inComponents({
    vars: { [stickyOffset]: topBarHeight },
    color: vars.color.text.primary,
  }),
  variants: {
    variant: {
      page: {},
      // The standalone page (/helpmc) has no site shell: it owns the whole viewport.
      standalone: inComponents({
        vars: { [stickyOffset]: standaloneHeaderHeight },
        minHeight: '100dvh',
        background: vars.color.surface.base,
      }),
    },
  },
  defaultVariants: { variant: 'page' },
});

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    height: standaloneHeaderHeight,
    paddingInline: vars.space.gutter,
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.tablet]: { paddingInline: vars.space.gutterWide } },
  }),
);

export const brand = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minWidth: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);

export const brandName = style(inComponents({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

export const headerDivider = style(
  inComponents({
    width: '1px',
    height: vars.size.icon.md,
    flexShrink: 0,
    background: vars.color.border.strong,
  }),
);

export const headerTitle = style(
  inComponents({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  }),
);

export const main = style(
  inComponents({
    display: 'grid',
    gap: vars.space['6'],
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingBlock: vars.space['6'],
    paddingInline: vars.space.gutter,
    '@media': {
      [media.tablet]: { paddingInline: vars.space.gutterWide, paddingBlock: vars.space['8'] },
    },
  }),
);

export const titleRow = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
  }),
);
export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
  }),
);

/** Contents beside the entries from 1024 px; above them, as wrapping chips, below. */
export const body = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['6'],
    alignItems: 'start',
    '@media': { [media.laptop]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space['8'] } },
  }),
);

export const toc = style(
  inComponents({
    minWidth: 0,
    '@media': {
      [media.laptop]: {
        position: 'sticky',
        top: `calc(${stickyOffset} + ${vars.space['4']})`,
        maxHeight: `calc(100dvh - ${stickyOffset} - ${vars.space['8']})`,
        overflowY: 'auto',
        // Room for the focus ring of the links, which the scrolling column would clip.
        padding: vars.space['1'],
      },
    },
  }),
);

export const tocHeading = style(
  inComponents({
    margin: 0,
    marginBottom: vars.space['2'],
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  }),
);

export const tocList = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [media.laptop]: { flexDirection: 'column', flexWrap: 'nowrap', gap: vars.space['1'] } },
  }),
);

export const tocLink = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.sm,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not([aria-current])': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
      '&[aria-current]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
        fontWeight: vars.font.weight.semibold,
      },
    },
    '@media': {
      [media.laptop]: {
        display: 'flex',
        minHeight: vars.size.control.md,
        paddingBlock: vars.space['2'],
        border: 0,
        borderRadius: vars.radius.control,
      },
    },
  }),
);

export const entries = style(inComponents({ display: 'grid', gap: vars.space['4'], minWidth: 0 }));

export const entry = style(
  inComponents({
    position: 'relative',
    padding: vars.space['4'],
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.card,
    // Scrolled to from the contents or a link such as /help#terms: clear of the sticky bar.
    scrollMarginTop: `calc(${stickyOffset} + ${vars.space['4']})`,
    outline: 'none',
    transition: `border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-active="true"]': {
        borderColor: vars.color.highlight.solid,
        boxShadow: `inset 4px 0 0 ${vars.color.highlight.solid}`,
      },
      '&:focus-visible': focusRing(),
    },
    '@media': { [media.tablet]: { paddingBlock: vars.space['5'], paddingInline: vars.space['6'] } },
  }),
);

/** Extra anchors of an entry (e.g. `general-terms` beside `terms`): targets only, nothing to see. */
export const alias = style(
  inComponents({
    position: 'absolute',
    top: 0,
    scrollMarginTop: `calc(${stickyOffset} + ${vars.space['4']})`,
  }),
);

export const entryTitle = style(
  inComponents({
    margin: 0,
    marginBottom: vars.space['3'],
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const skeletonToc = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    '@media': { [media.laptop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
  }),
);

export const skeletonChip = style(
  inComponents({
    width: '112px',
    '@media': { [media.laptop]: { width: '100%' } },
  }),
);

export const skeletonEntry = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['4'],
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.card,
    '@media': { [media.tablet]: { paddingBlock: vars.space['5'], paddingInline: vars.space['6'] } },
  }),
);
