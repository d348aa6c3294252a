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

export const header = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] }));

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const note = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const settlement = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const region = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] }));

export const section = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 }),
);

export const sectionTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const count = style(inComponents({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' }));

export const muted = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const rate = style(inComponents({ fontWeight: vars.font.weight.bold }));

export const form = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    alignItems: 'start',
    maxWidth: 480,
  }),
);

export const undercut = style(inComponents({ margin: `${vars.space['2']} 0 0`, paddingInlineStart: vars.space['5'] }));

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

export { account, actions, card, cardHead, fields, list } from '../agentCentre.css';
