import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { globalInComponents, inComponents } from '../../theme/layer';

/*
 * Shared look of every form control (TextField, Select, Checkbox, RadioGroup,
 * Switch): one label style, one hint style, one error style, one input box.
 * Keeping them in one place is what keeps a long register form consistent.
 */

// One line of small text: icons and boxes beside a label sit on its first line.
const smallLine = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`;
const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const field = recipe({
  base: inComponents({ flexDirection: 'column', minWidth: 0, maxWidth: '100%' }),
  variants: {
    fullWidth: {
      true: inComponents({ display: 'flex', width: '100%' }),
      // One default width for text fields and selects, so a form's column
      // lines up and a select does not resize as its value changes.
      false: inComponents({ display: 'inline-flex', width: '20rem' }),
    },
  },
  defaultVariants: { fullWidth: false },
});

export const label = style(
  inComponents({
    display: 'block',
    marginBottom: vars.space['2'],
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const requiredMark = style(
  inComponents({
    marginInlineStart: vars.space['1'],
    color: vars.color.danger.text,
    fontWeight: vars.font.weight.bold,
  }),
);

export const hint = style(
  inComponents({
    marginTop: vars.space['1'],
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const error = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['1'],
    marginTop: vars.space['1'],
    color: vars.color.danger.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

/** Holds a 16px icon on the first line of small text. */
export const errorIcon = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: smallLine,
  }),
);
globalStyle(`${errorIcon} > svg`, globalInComponents({ width: vars.size.icon.sm, height: vars.size.icon.sm }));

/**
 * The box of text inputs and select triggers. The border turns to the danger
 * *text* colour when invalid: `danger.solid` misses 3:1 against raised and
 * overlay surfaces in the dark theme, while `danger.text` is held to 4.5:1 on
 * every surface by the contrast test, so the error outline is always visible.
 */
export const controlBox = recipe({
  base: inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    minWidth: 0,
    paddingInline: vars.space['3'],
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    fontFamily: vars.font.family.body,
    // 16px keeps iOS Safari from zooming the page when the input is focused.
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    transition: `border-color ${ease}, background ${ease}`,
    selectors: {
      '&:hover:not([data-disabled]):not([data-readonly])': { borderColor: vars.color.border.strong },
      '&[data-invalid]': { borderColor: vars.color.danger.text },
      '&[data-invalid]:hover:not([data-disabled])': { borderColor: vars.color.danger.text },
      '&:focus-visible, &:has(input:focus-visible)': focusRing(),
      '&[data-readonly]': { background: 'transparent', borderColor: vars.color.border.subtle },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
  variants: {
    size: {
      md: inComponents({ height: vars.size.control.md }),
      lg: inComponents({ height: vars.size.control.lg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type ControlBoxVariants = NonNullable<RecipeVariants<typeof controlBox>>;

/* Choice controls: a box, radio or switch beside its label. */

export const choice = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['3'],
    alignItems: 'start',
  }),
);

/** Centres the control on the label's first line, however many lines the label wraps to. */
export const choiceControl = style(inComponents({ display: 'flex', alignItems: 'center', minHeight: smallLine }));

export const choiceText = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const choiceLabel = style(
  inComponents({
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
);

export const choiceDescription = style(
  inComponents({
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);
