import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

// Below this width (of the pagination itself, not the viewport) the page
// numbers give way to "3 / 20": nine 40 px controls need about 392 px.
const narrow = '(max-width: 25rem)';

export const root = style(inComponents({ containerType: 'inline-size', width: '100%' }));

export const list = recipe({
  base: inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  variants: {
    align: {
      start: inComponents({ justifyContent: 'flex-start' }),
      center: inComponents({ justifyContent: 'center' }),
      end: inComponents({ justifyContent: 'flex-end' }),
    },
  },
  defaultVariants: { align: 'center' },
});

const hiddenWhenCompact = {
  auto: inComponents({ '@container': { [narrow]: { display: 'none' } } }),
  always: inComponents({ display: 'none' }),
  never: {},
};

const shownWhenCompact = {
  auto: inComponents({ display: 'none', '@container': { [narrow]: { display: 'flex' } } }),
  always: inComponents({ display: 'flex' }),
  never: inComponents({ display: 'none' }),
};

export const pageItem = recipe({
  base: inComponents({ display: 'flex' }),
  variants: { compact: hiddenWhenCompact },
  defaultVariants: { compact: 'auto' },
});

export const statusItem = recipe({
  base: inComponents({
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '5.5rem',
    paddingInline: vars.space['2'],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  variants: { compact: shownWhenCompact },
  defaultVariants: { compact: 'auto' },
});

const control = inComponents({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.md,
  height: vars.size.control.md,
  paddingInline: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': {
      background: vars.color.surface.hover,
      color: vars.color.text.primary,
    },
    '&:focus-visible': focusRing(),
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

export const pageButton = style([
  control,
  inComponents({
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
        cursor: 'default',
      },
    },
  }),
]);

export const stepButton = style([
  control,
  inComponents({ borderColor: vars.color.border.control, color: vars.color.text.primary }),
]);

export const ellipsis = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.control.md,
    height: vars.size.control.md,
    color: vars.color.text.muted,
    userSelect: 'none',
  }),
);
