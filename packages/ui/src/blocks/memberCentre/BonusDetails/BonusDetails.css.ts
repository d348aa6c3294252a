import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    color: vars.color.text.primary,
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
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const summary = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const region = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const list = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['3'],
  }),
);

export const item = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
  }),
);

export const itemText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 }),
);

export const itemTitleRow = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const itemTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const meta = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const itemEnd = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
  }),
);

export const amount = style(
  inComponents({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
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

export const skeletonItem = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);
