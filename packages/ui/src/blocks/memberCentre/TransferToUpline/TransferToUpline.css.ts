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
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const form = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    maxWidth: '32rem',
  }),
);

export const hint = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

const outcome = {
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
} as const;

export const success = style(inComponents({ ...outcome, color: vars.color.success.text }));

export const failure = style(inComponents({ ...outcome, color: vars.color.danger.text }));

export const uncertain = style(inComponents({ ...outcome, color: vars.color.warning.text }));

export const outcomeLine = style(inComponents({ margin: 0 }));

export const outcomeTitle = style(inComponents({ margin: 0, fontWeight: vars.font.weight.bold }));
