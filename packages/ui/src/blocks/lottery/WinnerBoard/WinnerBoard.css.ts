import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const title = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  }),
);

export const icon = style(inComponents({ width: '1.25rem', height: '1.25rem', color: vars.color.accent.text }));

export const note = style(inComponents({ margin: 0, color: vars.color.text.secondary }));

export const paused = style(inComponents({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.secondary }));

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const scrollingList = style([list, inComponents({ maxHeight: '16rem', overflowY: 'auto' })]);

export const row = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(4.5rem, 1fr) minmax(0, 2fr) auto',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    fontSize: vars.font.size.sm,
    color: vars.color.text.primary,
  }),
);

export const player = style(inComponents({ color: vars.color.text.secondary, overflowWrap: 'anywhere' }));

export const game = style(inComponents({ minWidth: 0, overflowWrap: 'anywhere' }));

export const prize = style(
  inComponents({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' }),
);
