import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'grid',
    gap: vars.space['6'],
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingBlock: vars.space['6'],
    paddingInline: vars.space.gutter,
    color: vars.color.text.primary,
    '@media': { [media.tablet]: { paddingInline: vars.space.gutterWide, paddingBlock: vars.space['8'] } },
  }),
);

export const intro = style(inComponents({ display: 'grid', gap: vars.space['2'], maxWidth: '64ch' }));

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

export const description = style(
  inComponents({
    margin: 0,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

/** One card a row on phones, two from 768 px, three from 1024 px. */
export const grid = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['4'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
      [media.laptop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

/**
 * Side by side, the cards share their rows through subgrid, so the codes,
 * buttons and steps line up even when one name or subtitle wraps.
 */
const cardRows = {
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 4',
  rowGap: vars.space['5'],
} as const;

export const cell = style(inComponents({ display: 'grid', '@media': { [media.tablet]: cardRows } }));

export const card = style(
  inComponents({
    display: 'grid',
    gridTemplateRows: 'auto auto auto 1fr',
    gap: vars.space['5'],
    padding: vars.space['5'],
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.card,
    boxShadow: vars.shadow.sm,
    '@media': { [media.tablet]: { ...cardRows, padding: vars.space['6'] } },
  }),
);

export const cardHeader = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 }),
);

export const appIcon = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
  }),
);

export const appName = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const appPlatform = style(
  inComponents({
    margin: 0,
    marginTop: vars.space['1'],
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
  }),
);

export const code = style(inComponents({ justifySelf: 'center' }));

export const steps = style(
  inComponents({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space['2'],
    paddingTop: vars.space['4'],
    borderTop: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const stepsTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  }),
);

export const stepList = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    margin: 0,
    paddingInlineStart: vars.space['5'],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const step = style(
  inComponents({
    paddingInlineStart: vars.space['1'],
    selectors: { '&::marker': { color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' } },
  }),
);

export const skeletonCard = style(
  inComponents({
    display: 'grid',
    gap: vars.space['5'],
    justifyItems: 'stretch',
    padding: vars.space['5'],
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.card,
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  }),
);

export const skeletonHeader = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'] }));

export const skeletonCode = style(inComponents({ justifySelf: 'center' }));
