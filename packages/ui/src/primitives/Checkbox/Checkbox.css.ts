import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const box = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    padding: 0,
    background: vars.color.surface.sunken,
    color: vars.color.highlight.onSolid,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `background ${ease}, border-color ${ease}`,
    selectors: {
      // A larger invisible hit area than the 20 px box (WCAG 2.5.8).
      '&::after': { content: '""', position: 'absolute', inset: '-6px' },
      '&:hover:not([data-disabled])': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing(),
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
      },
      '&[data-state="checked"]:hover:not([data-disabled]), &[data-state="indeterminate"]:hover:not([data-disabled])': {
        background: vars.color.highlight.solidHover,
        borderColor: vars.color.highlight.solidHover,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const indicator = style(inComponents({ display: 'grid', placeItems: 'center' }));
