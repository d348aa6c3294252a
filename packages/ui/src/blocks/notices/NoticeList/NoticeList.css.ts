import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    width: '100%',
    maxWidth: '60rem',
    marginInline: 'auto',
    // Room above the list when a page change scrolls it into view under the sticky top bar.
    scrollMarginTop: vars.space['16'],
    '@media': { [media.tablet]: { gap: vars.space['6'] } },
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
  }),
);

export const count = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const entry = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1 }),
);

export const entryTitle = style(
  inComponents({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const entryDate = style(
  inComponents({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const entryBody = style(inComponents({ fontSize: vars.font.size.md }));

/** The list and its pager, or the state that stands in for them. */
export const content = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }));

export const skeletonList = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    overflow: 'hidden',
  }),
);

export const skeletonRow = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  }),
);
