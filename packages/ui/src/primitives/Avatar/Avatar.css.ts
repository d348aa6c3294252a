import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    borderRadius: vars.radius.pill,
    // The neutral disc shown while the picture loads.
    background: vars.color.surface.sunken,
    userSelect: 'none',
  }),
  variants: {
    size: {
      sm: inComponents({ width: vars.size.control.sm, height: vars.size.control.sm, fontSize: vars.font.size.xs }),
      md: inComponents({ width: vars.size.control.md, height: vars.size.control.md, fontSize: vars.font.size.sm }),
      lg: inComponents({ width: vars.size.control.lg, height: vars.size.control.lg, fontSize: vars.font.size.md }),
      // The member centre's profile header.
      xl: inComponents({ width: '72px', height: '72px', fontSize: vars.font.size['2xl'] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style(
  inComponents({
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  }),
);

export const initials = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    background: vars.color.highlight.subtle,
    color: vars.color.highlight.text,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
  }),
);
