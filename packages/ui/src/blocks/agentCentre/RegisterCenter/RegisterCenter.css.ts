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

export const tabPanel = style(
  inComponents({
    paddingBlockStart: vars.space['4'],
    selectors: { '&[data-state="inactive"]': { display: 'none' } },
  }),
);

export const section = style(inComponents({ display: 'grid', gap: vars.space['4'], minWidth: 0 }));

export const panel = style(inComponents({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));

export const sectionTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const intro = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, maxWidth: 560 }),
);

export const form = style(inComponents({ display: 'grid', gap: vars.space['3'], maxWidth: 480, minWidth: 0 }));

export const submit = style(inComponents({ justifySelf: 'start' }));

export const address = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere', minWidth: 0 }),
);

export { account as code, actions, card, cardHead, failure, fields, list, success } from '../agentCentre.css';
