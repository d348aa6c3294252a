import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inComponents } from '../theme/layer';
import { media } from '../theme/media';

export const layout = style(
  inComponents({
    display: 'grid',
    gap: vars.space['6'],
    gridTemplateColumns: '1fr',
    '@media': { [media.laptop]: { gridTemplateColumns: 'minmax(320px, 420px) 1fr' } },
  }),
);
export const panel = style(
  inComponents({
    display: 'grid',
    gap: vars.space['4'],
    alignContent: 'start',
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const fieldset = style(
  inComponents({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space['3'] }),
);
export const legend = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    marginBottom: vars.space['2'],
    padding: 0,
  }),
);
export const row = style(
  inComponents({ display: 'grid', gridTemplateColumns: '1fr 44px 112px', gap: vars.space['2'], alignItems: 'center' }),
);
export const label = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary }));
export const input = style(
  inComponents({
    minWidth: 0,
    height: vars.size.control.sm,
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border.control}`,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
  }),
);
export const colorInput = style(
  inComponents({
    width: '44px',
    height: vars.size.control.sm,
    padding: 0,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    cursor: 'pointer',
  }),
);
export const textarea = style(
  inComponents({
    width: '100%',
    minHeight: '180px',
    padding: vars.space['3'],
    borderRadius: vars.radius.control,
    border: `1px solid ${vars.color.border.control}`,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    resize: 'vertical',
  }),
);
export const actions = style(inComponents({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' }));
export const preview = style(
  inComponents({
    display: 'grid',
    gap: vars.space['4'],
    padding: vars.space['6'],
    borderRadius: vars.radius.dialog,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const previewCard = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    boxShadow: vars.shadow.md,
  }),
);
export const balance = style(
  inComponents({
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.bold,
    color: vars.color.accent.text,
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const error = style(
  inComponents({
    color: vars.color.danger.text,
    fontSize: vars.font.size.sm,
    display: 'flex',
    gap: vars.space['2'],
    alignItems: 'start',
  }),
);
export const ok = style(inComponents({ color: vars.color.success.text, fontSize: vars.font.size.sm }));
