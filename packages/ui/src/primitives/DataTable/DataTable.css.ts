import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

/**
 * The table shows when the component itself is at least this wide; below it
 * rows become stacked cards (tables become stacked cards below
 * 768 px: docs/product.md#look-and-layout). Measured on the table's own box, so a full-width table on a
 * 768 px screen (about 736 px after gutters) is a table, and one in a narrow
 * panel turns into cards on any screen.
 */
const wide = '(min-width: 40rem)';

export const root = style(inComponents({ display: 'grid', gap: vars.space['4'], minWidth: 0 }));

// Positioned: a refresh draws its line along the top of the views.
export const views = style(inComponents({ containerType: 'inline-size', minWidth: 0, position: 'relative' }));

export const tableView = recipe({
  base: inComponents({
    overflowX: 'auto',
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
  variants: {
    layout: {
      auto: inComponents({ display: 'none', '@container': { [wide]: { display: 'block' } } }),
      table: inComponents({ display: 'block' }),
      cards: inComponents({ display: 'none' }),
    },
  },
});

export const cardsView = recipe({
  base: inComponents({ gap: vars.space['3'] }),
  variants: {
    layout: {
      auto: inComponents({ display: 'grid', '@container': { [wide]: { display: 'none' } } }),
      table: inComponents({ display: 'none' }),
      cards: inComponents({ display: 'grid' }),
    },
  },
});

export const table = style(
  inComponents({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.primary,
  }),
);

const captionText = inComponents({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const caption = style([captionText, inComponents({ padding: vars.space['4'], paddingBottom: vars.space['3'] })]);
export const cardsCaption = style(captionText);

export const align = recipe({
  variants: {
    align: {
      start: inComponents({ textAlign: 'start' }),
      center: inComponents({ textAlign: 'center' }),
      end: inComponents({ textAlign: 'end' }),
    },
    numeric: {
      true: inComponents({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
      false: inComponents({ overflowWrap: 'anywhere' }),
    },
  },
  defaultVariants: { align: 'start', numeric: false },
});

const cellBase = inComponents({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  verticalAlign: 'middle',
});

export const headerCell = style([
  cellBase,
  inComponents({
    background: vars.color.surface.sunken,
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
]);

export const row = style(
  inComponents({
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { '&:hover': { background: vars.color.surface.hover } },
  }),
);

export const cell = style([
  cellBase,
  inComponents({
    // A minimum row height that text, status labels and skeletons all share,
    // so swapping one for another does not move anything. The slim padding
    // leaves room for inline content taller than a line (a status label)
    // before the row has to grow.
    height: vars.size.control.lg,
    paddingBlock: vars.space['2'],
    fontWeight: vars.font.weight.regular,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: {
      [`${row}:last-child > &`]: { borderBottom: 0 },
    },
  }),
]);

export const stateCell = style(inComponents({ padding: 0 }));

export const footerCell = style([
  cellBase,
  inComponents({
    height: vars.size.control.lg,
    background: vars.color.surface.sunken,
    fontWeight: vars.font.weight.semibold,
    borderTop: `1px solid ${vars.color.border.strong}`,
  }),
]);

export const skeletonCell = style(inComponents({ display: 'flex' }));
export const skeletonEnd = style(inComponents({ justifyContent: 'flex-end' }));
export const skeletonCenter = style(inComponents({ justifyContent: 'center' }));

export const cards = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const totalsCard = style([card, inComponents({ background: vars.color.surface.sunken })]);

export const cardTitle = style(
  inComponents({
    margin: 0,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const fields = style(inComponents({ display: 'grid', gap: vars.space['2'], margin: 0 }));

export const field = style(
  inComponents({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space['4'],
    minHeight: '1.5rem',
  }),
);

export const fieldLabel = style(
  inComponents({
    flexShrink: 0,
    maxWidth: '45%',
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const fieldValue = style(
  inComponents({
    margin: 0,
    minWidth: 0,
    color: vars.color.text.primary,
    textAlign: 'end',
    overflowWrap: 'anywhere',
  }),
);

export const fieldValueNumeric = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));
