import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

export const root = style(inComponents({ position: 'relative', minWidth: 0 }));

// A short band sweeping along a hairline: movement says "working" without
// covering or dimming the content under it.
const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const refreshing = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: 0,
    insetInline: 0,
    height: '2px',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    pointerEvents: 'none',
    zIndex: 1,
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: '40%',
      borderRadius: 'inherit',
      background: vars.color.accent.solid,
      animation: `${sweep} 1.2s ${vars.motion.easing.standard} infinite`,
    },
    '@media': {
      // Without motion the band stays put across the whole line.
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&::before': { animation: 'none', width: '100%', opacity: 0.6 } },
      },
    },
  }),
);
