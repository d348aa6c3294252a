import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const list = recipe({
  base: inComponents({ display: 'flex', gap: vars.space['3'] }),
  variants: {
    orientation: {
      vertical: inComponents({ flexDirection: 'column' }),
      horizontal: inComponents({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    padding: 0,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    transition: `background ${ease}, border-color ${ease}`,
    selectors: {
      // A larger invisible hit area than the 20 px circle (WCAG 2.5.8).
      '&::after': { content: '""', position: 'absolute', inset: '-6px', borderRadius: vars.radius.pill },
      '&:hover:not([data-disabled])': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing(),
      '[aria-invalid="true"] &': { borderColor: vars.color.danger.text },
      '&[data-state="checked"]': { background: vars.color.highlight.solid, borderColor: vars.color.highlight.solid },
      '&[data-state="checked"]:hover:not([data-disabled])': {
        background: vars.color.highlight.solidHover,
        borderColor: vars.color.highlight.solidHover,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const dot = style(
  inComponents({
    display: 'block',
    width: vars.space['2'],
    height: vars.space['2'],
    borderRadius: vars.radius.pill,
    background: vars.color.highlight.onSolid,
  }),
);
