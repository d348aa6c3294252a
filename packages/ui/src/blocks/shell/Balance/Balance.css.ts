import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], minWidth: 0 }),
);
export const amount = style(
  inComponents({
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.accent.text,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    background: 'transparent',
    border: 0,
    padding: `0 ${vars.space['1']}`,
    borderRadius: vars.radius.sm,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing(),
      'span&': { cursor: 'default' },
    },
  }),
);
export const placeholder = style(inComponents({ color: vars.color.text.muted, fontStyle: 'normal' }));
export const spinning = style(inComponents({ animation: `${spin} 800ms linear infinite` }));
