import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

const solid = (role: 'accent' | 'highlight' | 'danger' | 'success') =>
  inComponents({
    background: vars.color[role].solid,
    color: vars.color[role].onSolid,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color[role].solidHover },
    },
  });

export const button = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:focus-visible': focusRing(),
      '&:active:not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  }),
  variants: {
    variant: {
      primary: solid('accent'),
      secondary: inComponents({
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.control,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            background: vars.color.surface.hover,
            borderColor: vars.color.border.strong,
          },
        },
      }),
      ghost: inComponents({
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.surface.hover } },
      }),
      danger: solid('danger'),
      link: inComponents({
        background: 'transparent',
        color: vars.color.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        selectors: { '&:hover:not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
      }),
    },
    size: {
      sm: inComponents({
        minHeight: vars.size.control.sm,
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
        fontSize: vars.font.size.sm,
      }),
      md: inComponents({
        minHeight: vars.size.control.md,
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['4'],
        fontSize: vars.font.size.sm,
      }),
      lg: inComponents({
        minHeight: vars.size.control.lg,
        paddingBlock: vars.space['2'],
        paddingInline: vars.space['6'],
        fontSize: vars.font.size.md,
      }),
    },
    fullWidth: {
      true: inComponents({ width: '100%' }),
      false: {},
    },
  },
  compoundVariants: (['sm', 'md', 'lg'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: inComponents({ minHeight: 'auto', padding: 0 }),
  })),
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// While loading, the label keeps its width (so the button does not jump)
// and its accessible name but is hidden behind the spinner.
export const hiddenContent = style(
  inComponents({ opacity: 0, display: 'inline-flex', gap: 'inherit', alignItems: 'center' }),
);
export const content = style(inComponents({ display: 'inline-flex', gap: 'inherit', alignItems: 'center' }));
export const spinnerSlot = style(
  inComponents({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }),
);
