import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const text = style(inComponents({ margin: 0 }));

/** Where the player is seen from: the facts support needs, in a card. */
export const location = style(
  inComponents({
    display: 'grid',
    width: '100%',
    maxWidth: '24rem',
    margin: 0,
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
    overflow: 'hidden',
  }),
);

export const row = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space['4'],
    rowGap: vars.space['1'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
    '@media': { [media.tablet]: { paddingInline: vars.space['5'] } },
  }),
);

export const term = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
  }),
);

export const value = style(
  inComponents({
    margin: 0,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

/** IP addresses read digit by digit: the monospace face keeps them legible when read out to support. */
export const address = style(inComponents({ fontFamily: vars.font.family.mono }));

export const unknown = style(inComponents({ color: vars.color.text.muted, fontWeight: vars.font.weight.regular }));
