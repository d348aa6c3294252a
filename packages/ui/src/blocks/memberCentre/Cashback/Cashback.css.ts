import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const section = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const sectionHeader = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
  }),
);

export const sectionTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const total = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const totalAmount = style(
  inComponents({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold }),
);

export const cards = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: '1fr',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
  }),
);

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const cardTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const facts = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space['3'],
    rowGap: vars.space['1'],
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const factName = style(inComponents({ color: vars.color.text.secondary }));

export const factValue = style(inComponents({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' }));

export const amount = style(
  inComponents({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.primary }),
);

export const outcome = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const success = style(inComponents({ color: vars.color.success.text }));

export const failure = style(inComponents({ color: vars.color.danger.text }));

export const skeletonCard = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);
