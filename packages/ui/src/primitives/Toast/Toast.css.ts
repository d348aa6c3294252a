import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';
import { overlaySurface } from '../../theme/overlaySurface';

const slideIn = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style(
  inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space['4'],
    bottom: vars.space['4'],
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    outline: 'none',
    pointerEvents: 'none',
    '@media': {
      [media.tablet]: {
        insetInline: 'auto',
        right: vars.space['6'],
        bottom: vars.space['6'],
        width: '380px',
      },
    },
  }),
);

export const toast = recipe({
  base: inComponents({
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    ...overlaySurface({ radius: 'card' }),
    borderInlineStart: '4px solid transparent',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  }),
  variants: {
    tone: {
      info: inComponents({ borderInlineStartColor: vars.color.highlight.solid }),
      success: inComponents({ borderInlineStartColor: vars.color.success.solid }),
      warning: inComponents({ borderInlineStartColor: vars.color.warning.solid }),
      danger: inComponents({ borderInlineStartColor: vars.color.danger.solid }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: inComponents({ display: 'flex', paddingTop: '2px' }),
  variants: {
    tone: {
      info: inComponents({ color: vars.color.highlight.text }),
      success: inComponents({ color: vars.color.success.text }),
      warning: inComponents({ color: vars.color.warning.text }),
      danger: inComponents({ color: vars.color.danger.text }),
    },
  },
});

export const body = style(inComponents({ display: 'grid', gap: vars.space['1'], minWidth: 0 }));
export const title = style(
  inComponents({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }),
);
export const description = style(
  inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);
export const actions = style(inComponents({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['2'] }));
export const close = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: '28px',
    height: '28px',
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing('1px'),
    },
  }),
);
