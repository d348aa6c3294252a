import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { globalInComponents, inComponents } from '../../theme/layer';

const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

const solid = (role: 'accent' | 'danger') =>
  inComponents({
    background: vars.color[role].solid,
    color: vars.color[role].onSolid,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color[role].solidHover },
    },
  });

export const iconButton = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    lineHeight: 1,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background ${ease}, border-color ${ease}, color ${ease}, transform ${ease}`,
    selectors: {
      '&:focus-visible': focusRing(),
      '&:active:not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  }),
  variants: {
    variant: {
      ghost: inComponents({
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.surface.hover },
          // A toggle that is on (for example "Show password") reads as selected.
          '&[aria-pressed="true"]': { color: vars.color.highlight.text },
        },
      }),
      secondary: inComponents({
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.control,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            background: vars.color.surface.hover,
            borderColor: vars.color.border.strong,
          },
          '&[aria-pressed="true"]': { color: vars.color.highlight.text },
        },
      }),
      primary: solid('accent'),
      danger: solid('danger'),
    },
    size: {
      sm: inComponents({ width: vars.size.control.sm, height: vars.size.control.sm }),
      md: inComponents({ width: vars.size.control.md, height: vars.size.control.md }),
      lg: inComponents({ width: vars.size.control.lg, height: vars.size.control.lg }),
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** Holds the icon; the size classes below scale whatever icon is passed. */
export const icon = style(inComponents({ display: 'grid', placeItems: 'center', pointerEvents: 'none' }));

/** Hidden (not removed) while loading, so the button keeps its size. */
export const iconHidden = style(inComponents({ visibility: 'hidden' }));

export const iconSize = styleVariants({ sm: {}, md: {}, lg: {} });
for (const size of ['sm', 'md', 'lg'] as const) {
  globalStyle(
    `${iconSize[size]} > svg`,
    globalInComponents({ width: vars.size.icon[size], height: vars.size.icon[size] }),
  );
}

export const spinnerSlot = style(
  inComponents({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }),
);
