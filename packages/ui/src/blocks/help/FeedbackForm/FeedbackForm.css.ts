import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const form = style(inComponents({ display: 'grid', gap: vars.space['4'] }));
export const intro = style(inComponents({ margin: 0, color: vars.color.text.secondary }));
export const textBox = style(inComponents({ display: 'grid', gap: vars.space['1'] }));
export const textarea = style(
  inComponents({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '8rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    font: 'inherit',
    color: vars.color.text.primary,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    resize: 'vertical',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&:focus-visible': focusRing(),
    },
  }),
);
export const counter = style(
  inComponents({
    justifySelf: 'end',
    fontSize: vars.font.size.xs,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const images = style(inComponents({ display: 'grid', gap: vars.space['2'] }));
export const imagesHead = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] }),
);
export const hint = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));
export const thumbnails = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' }),
);
export const thumbnail = style(
  inComponents({
    position: 'relative',
    width: '80px',
    height: '80px',
    borderRadius: vars.radius.control,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.sunken,
  }),
);
export const thumbnailImage = style(
  inComponents({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
);
export const remove = style(inComponents({ position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px' }));
export const submit = style(inComponents({ justifySelf: 'start' }));
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
