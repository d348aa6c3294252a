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

export const region = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }));

export const section = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const subTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
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

export const inlineForm = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' }),
);

export const chips = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, border: 'none' }),
);

export const chipsLegend = style(
  inComponents({
    padding: 0,
    marginBottom: vars.space['1'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
  }),
);

export const hint = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const warning = style(
  inComponents({
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.warning.subtle,
    color: vars.color.warning.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

export const cards = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] }),
);

export const card = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const cardText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 }),
);

export const cardName = style(
  inComponents({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
);

export const records = cards;

export const record = card;

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

/** A warning with an action under its text. */
export const warningStack = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] }));
