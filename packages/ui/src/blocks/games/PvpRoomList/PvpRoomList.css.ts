import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const root = style(inComponents({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));

export const heading = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const list = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const room = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    gap: vars.space['2'],
    minWidth: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const title = style(
  inComponents({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] }),
);

export const name = style(
  inComponents({
    margin: 0,
    minWidth: 0,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
);

export const game = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const facts = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const fact = style(inComponents({ display: 'grid' }));

export const factLabel = style(inComponents({ color: vars.color.text.secondary }));

export const factValue = style(inComponents({ margin: 0, fontWeight: vars.font.weight.semibold }));
