import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    width: '100%',
    maxWidth: '60rem',
    marginInline: 'auto',
    color: vars.color.text.primary,
  }),
);

export const back = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space['1'],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const body = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const facts = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0 }));

export const fact = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
  }),
);

export const period = style(
  inComponents({ margin: 0, color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' }),
);

export const actions = style(inComponents({ display: 'flex', gap: vars.space['3'] }));

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

export const content = style(inComponents({ minWidth: 0, overflowWrap: 'anywhere' }));
