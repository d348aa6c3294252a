import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';
import { scrollFade } from '../../theme/scrollFade';

const fade = vars.space['6'];

export const list = recipe({
  base: inComponents({
    position: 'relative',
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'stretch',
    maxWidth: '100%',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    scrollBehavior: 'smooth',
    // Keeps a tab scrolled into view (by focus or selection) clear of the edge fade.
    scrollPaddingInline: fade,
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      // Fade the edge that has more tabs behind it, so a cut-off row reads as scrollable.
      ...scrollFade(fade),
    },
  }),
  variants: {
    variant: {
      line: inComponents({
        gap: vars.space['1'],
        boxShadow: `inset 0 -1px 0 ${vars.color.border.subtle}`,
      }),
      pill: inComponents({
        gap: vars.space['1'],
        padding: vars.space['1'],
        borderRadius: vars.radius.pill,
        background: vars.color.surface.sunken,
        width: 'fit-content',
      }),
    },
    stretch: {
      true: inComponents({ width: '100%' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'line', stretch: false },
});

export const trigger = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    gap: vars.space['2'],
    border: 0,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      // Drawn inside: the scrolling list would clip a ring outside the tab.
      '&:focus-visible': focusRing('-2px'),
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
      '&[data-state="active"]': { color: vars.color.text.primary },
    },
  }),
  variants: {
    variant: {
      line: inComponents({
        minHeight: vars.size.control.lg,
        paddingInline: vars.space['4'],
        borderRadius: `${vars.radius.control} ${vars.radius.control} 0 0`,
        selectors: {
          '&:hover:not([data-disabled]):not([data-state="active"])': {
            color: vars.color.text.primary,
            background: vars.color.surface.hover,
          },
          // The selected indicator: a bar in the highlight role along the bottom edge.
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: vars.space['2'],
            bottom: 0,
            height: '3px',
            borderRadius: '3px 3px 0 0',
            background: vars.color.highlight.solid,
            transform: 'scaleX(0)',
            transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
          },
          '&[data-state="active"]::after': { transform: 'scaleX(1)' },
        },
      }),
      pill: inComponents({
        minHeight: vars.size.control.md,
        paddingInline: vars.space['4'],
        borderRadius: vars.radius.pill,
        selectors: {
          '&:hover:not([data-disabled]):not([data-state="active"])': {
            color: vars.color.text.primary,
            background: vars.color.surface.hover,
          },
          '&[data-state="active"]': {
            background: vars.color.highlight.solid,
            color: vars.color.highlight.onSolid,
          },
          // The pill row's padding leaves room for the usual outside ring.
          '&:focus-visible': { outlineOffset: '2px' },
        },
      }),
    },
    stretch: {
      true: inComponents({ flex: '1 1 0' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'line', stretch: false },
});

export const icon = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));

export const content = style(
  inComponents({
    paddingTop: vars.space['4'],
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);
