import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    overflow: 'hidden',
  }),
);

export const item = style(
  inComponents({
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` },
    },
  }),
);

export const header = style(inComponents({ margin: 0, display: 'flex' }));

export const trigger = style(
  inComponents({
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    minHeight: vars.size.control.lg,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    border: 0,
    background: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not([data-disabled])': { background: vars.color.surface.hover },
      // Drawn inside: the rounded root clips anything outside the header.
      '&:focus-visible': focusRing('-2px'),
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
);

export const chevron = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    color: vars.color.text.muted,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)', color: vars.color.text.primary },
    },
  }),
);

export const content = style(
  inComponents({
    overflow: 'hidden',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
    selectors: {
      '&[data-state="open"]': { animation: `${open} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${close} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    },
  }),
);

export const contentInner = style(
  inComponents({
    paddingInline: vars.space['4'],
    paddingBottom: vars.space['4'],
    overflowWrap: 'anywhere',
  }),
);
