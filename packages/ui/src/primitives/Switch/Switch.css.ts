import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

const ease = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

// Track height; the width, the thumb and its travel all follow from it:
// width = 2h − 4px, thumb = h − 4px (1px border + 1px gap), travel = thumb.
const trackHeight = createVar();
const thumbSize = `calc(${trackHeight} - 4px)`;
const smallLine = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`;

/** Sets the size for the track, the thumb and the label's alignment. */
export const root = recipe({
  variants: {
    size: {
      sm: inComponents({ vars: { [trackHeight]: vars.size.icon.md } }),
      md: inComponents({ vars: { [trackHeight]: vars.size.icon.lg } }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    width: `calc(${trackHeight} * 2 - 4px)`,
    height: trackHeight,
    padding: '1px',
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    transition: `background ${ease}, border-color ${ease}`,
    selectors: {
      // Keeps the hit area at least 24 px tall for the small size (WCAG 2.5.8).
      '&::after': { content: '""', position: 'absolute', inset: '-4px' },
      '&:hover:not([data-disabled])': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing(),
      '&[data-state="checked"]': { background: vars.color.highlight.solid, borderColor: vars.color.highlight.solid },
      '&[data-state="checked"]:hover:not([data-disabled])': {
        background: vars.color.highlight.solidHover,
        borderColor: vars.color.highlight.solidHover,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const thumb = style(
  inComponents({
    display: 'block',
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.pill,
    background: vars.color.text.secondary,
    boxShadow: vars.shadow.sm,
    transition: `transform ${ease}, background ${ease}`,
    selectors: {
      '&[data-state="checked"]': {
        transform: `translateX(${thumbSize})`,
        background: vars.color.highlight.onSolid,
      },
      '[dir="rtl"] &[data-state="checked"]': { transform: `translateX(calc(${thumbSize} * -1))` },
    },
  }),
);

/** The track and the label's first line share one centre line, whichever is taller. */
export const control = style(
  inComponents({ display: 'flex', alignItems: 'center', minHeight: `max(${trackHeight}, ${smallLine})` }),
);

export const text = style(inComponents({ paddingTop: `max(0px, calc((${trackHeight} - ${smallLine}) / 2))` }));
