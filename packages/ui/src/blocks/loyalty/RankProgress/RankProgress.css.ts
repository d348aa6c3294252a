import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['5'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    minWidth: 0,
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

export const standing = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const rankName = style(
  inComponents({
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const meters = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['4'],
    '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
  }),
);

export const meter = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 }),
);

export const meterLabel = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    fontSize: vars.font.size.sm,
  }),
);

export const amounts = style(
  inComponents({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const bar = style(
  inComponents({
    width: '100%',
    height: '0.5rem',
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    overflow: 'hidden',
  }),
);

export const fill = style(
  inComponents({
    height: '100%',
    borderRadius: vars.radius.pill,
    background: vars.color.accent.solid,
  }),
);

export const service = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
  }),
);

export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

export const region = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }));
