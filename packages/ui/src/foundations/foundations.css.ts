import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inComponents } from '../theme/layer';

export const page = style(inComponents({ display: 'grid', gap: vars.space['8'], maxWidth: '1200px' }));
export const section = style(inComponents({ display: 'grid', gap: vars.space['3'] }));
export const heading = style(inComponents({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }));
export const lead = style(
  inComponents({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, maxWidth: '72ch' }),
);
export const grid = style(
  inComponents({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }),
);
export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const swatch = style(
  inComponents({ height: '56px', borderRadius: vars.radius.control, border: `1px solid ${vars.color.border.subtle}` }),
);
export const tokenName = style(
  inComponents({
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);
export const value = style(
  inComponents({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, color: vars.color.text.muted }),
);
export const table = style(
  inComponents({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const cell = style(
  inComponents({
    textAlign: 'start',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
  }),
);
export const pass = style(inComponents({ color: vars.color.success.text, fontWeight: vars.font.weight.semibold }));
export const fail = style(inComponents({ color: vars.color.danger.text, fontWeight: vars.font.weight.semibold }));
export const sample = style(
  inComponents({
    padding: `${vars.space['1']} ${vars.space['2']}`,
    borderRadius: vars.radius.sm,
    whiteSpace: 'nowrap',
  }),
);
export const paletteRow = style(
  inComponents({ display: 'grid', gridTemplateColumns: 'repeat(11, minmax(0, 1fr))', gap: vars.space['1'] }),
);
export const paletteChip = style(inComponents({ height: '40px', borderRadius: vars.radius.sm }));
export const bar = style(
  inComponents({ height: '16px', background: vars.color.highlight.solid, borderRadius: vars.radius.sm }),
);
export const radiusBox = style(
  inComponents({
    width: '96px',
    height: '64px',
    background: vars.color.surface.overlay,
    border: `2px solid ${vars.color.border.control}`,
  }),
);
export const shadowBox = style(
  inComponents({ height: '80px', borderRadius: vars.radius.card, background: vars.color.surface.raised }),
);
export const typeSample = style(inComponents({ overflowWrap: 'anywhere' }));
