import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: inComponents({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    verticalAlign: 'middle',
  }),
  variants: {
    size: {
      sm: inComponents({ width: '14px', height: '14px', borderWidth: '2px' }),
      md: inComponents({ width: '20px', height: '20px', borderWidth: '2px' }),
      lg: inComponents({ width: '32px', height: '32px', borderWidth: '3px' }),
    },
  },
  defaultVariants: { size: 'md' },
});
