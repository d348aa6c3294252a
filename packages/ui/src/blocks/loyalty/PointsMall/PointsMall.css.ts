import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const balanceRow = style(
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
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const points = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
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

export const list = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space['3'],
  }),
);

export const reward = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const image = style(
  inComponents({
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
  }),
);

export const rewardName = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }),
);

export const rewardMeta = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const cost = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    color: vars.color.accent.text,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const rewardEnd = style(inComponents({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' }));

export const form = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const outcome = style(inComponents({ margin: 0, fontSize: vars.font.size.sm }));
export const success = style(inComponents({ color: vars.color.success.text }));
export const failure = style(inComponents({ color: vars.color.danger.text }));

export const tabPanel = style(inComponents({ paddingTop: vars.space['4'], minWidth: 0 }));

export const skeletonItem = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
  }),
);
