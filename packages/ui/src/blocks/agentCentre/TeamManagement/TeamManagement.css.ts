import { globalStyle, style } from '@vanilla-extract/css';
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

export const search = style(
  inComponents({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], maxWidth: 480 }),
);

export const levels = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['1'],
    listStyle: 'none',
    margin: 0,
    padding: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
  }),
);

globalStyle(`${levels} li + li::before`, inComponents({ content: '"›"', marginInlineEnd: vars.space['1'] }));
globalStyle(
  `${levels} [aria-current]`,
  inComponents({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold }),
);

export const levelLink = style(
  inComponents({
    border: 0,
    padding: 0,
    background: 'transparent',
    color: vars.color.accent.text,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
  }),
);

export const nickname = style(inComponents({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary }));

export const searchButton = style(inComponents({ flexShrink: 0, whiteSpace: 'nowrap' }));

export { account, actions, card, cardHead, failure, fields, list, success } from '../agentCentre.css';
