import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const list = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: vars.space['3'],
  }),
);

export const item = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid transparent`,
    minWidth: 0,
  }),
);

export const current = style(inComponents({ borderColor: vars.color.accent.solid }));

export const itemHead = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const itemTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const benefits = style(
  inComponents({
    margin: 0,
    paddingInlineStart: vars.space['5'],
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
);

export const skeletonItem = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);
