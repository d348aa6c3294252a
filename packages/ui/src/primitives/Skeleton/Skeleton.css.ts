import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

export const widthVar = createVar();
export const heightVar = createVar();
export const radiusVar = createVar();

// The radius tokens for the `radius` prop, read at run time: a map of six, so the component does not
// carry the whole theme contract (`vars`) into the first page's script.
export const radii: { [Radius in keyof typeof vars.radius]: string } = vars.radius;

// The band sweeps from off the left edge to off the right edge, so the last
// frame (where reduced motion parks it) is the plain placeholder.
const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

// Mixed from the text colour so the placeholder reads as a faint version of
// the content it stands for on any surface and in any theme.
const base = `color-mix(in srgb, ${vars.color.text.primary} 10%, transparent)`;
const band = `color-mix(in srgb, ${vars.color.text.primary} 8%, transparent)`;

export const skeleton = style(
  inComponents({
    display: 'block',
    flexShrink: 0,
    width: widthVar,
    height: heightVar,
    maxWidth: '100%',
    borderRadius: radiusVar,
    backgroundColor: base,
    backgroundImage: `linear-gradient(90deg, transparent 30%, ${band} 50%, transparent 70%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: '-50% 0',
    animation: `${shimmer} 1.6s ${vars.motion.easing.standard} infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    vars: { [widthVar]: '100%', [heightVar]: '1em', [radiusVar]: vars.radius.sm },
  }),
);

export const text = style(inComponents({ display: 'grid', width: '100%' }));

// A line of text: the bar is a little shorter than the line box, so a block
// of bars has the same height as the paragraph it replaces.
export const line = style(
  inComponents({
    height: '0.8em',
    marginBlock: 'calc((1lh - 0.8em) / 2)',
  }),
);
