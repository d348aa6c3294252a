import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';
import { overlaySurface } from '../../theme/overlaySurface';

const cell = vars.size.control.md;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/* ---------- Trigger ---------- */

export const trigger = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control.md,
    minWidth: '15rem',
    maxWidth: '100%',
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing(),
      '&[data-state="open"]': { borderColor: vars.color.highlight.solid },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);

export const triggerIcon = style(inComponents({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.muted }));

export const triggerText = style(
  inComponents({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const placeholder = style(inComponents({ color: vars.color.text.muted }));

/* ---------- Popover ---------- */

export const content = style(
  inComponents({
    zIndex: vars.zIndex.popover,
    display: 'grid',
    gap: vars.space['4'],
    maxWidth: 'calc(100vw - 2 * 16px)',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['4'],
    ...overlaySurface({ radius: 'card' }),
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const body = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'auto auto', alignItems: 'start', gap: vars.space['4'] },
    },
  }),
);

export const presets = style(
  inComponents({
    display: 'flex',
    gap: vars.space['2'],
    minWidth: 0,
    border: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    // Room for the focus ring of the first and last chip.
    padding: '4px',
    margin: '-4px',
    '@media': {
      [media.tablet]: {
        flexDirection: 'column',
        overflowX: 'visible',
        minWidth: '9rem',
        paddingInlineEnd: vars.space['4'],
        marginInlineEnd: 0,
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

export const preset = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.sm,
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled):not([aria-pressed="true"])': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing(),
      '&[aria-pressed="true"]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
      },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.text.disabled, borderColor: vars.color.border.subtle },
    },
    '@media': {
      [media.tablet]: {
        justifyContent: 'flex-start',
        borderColor: 'transparent',
        borderRadius: vars.radius.control,
      },
    },
  }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    paddingTop: vars.space['3'],
    borderTop: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const summary = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['4'],
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.primary,
  }),
);

export const summaryLabel = style(inComponents({ color: vars.color.text.muted, marginInlineEnd: vars.space['1'] }));

export const actions = style(
  inComponents({
    display: 'flex',
    gap: vars.space['2'],
    flex: '1 0 auto',
    justifyContent: 'flex-end',
  }),
);

/* ---------- Calendar (react-day-picker, styled only through its classNames) ---------- */

export const calendar = style(
  inComponents({
    position: 'relative',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const months = style(inComponents({ display: 'flex', gap: vars.space['6'] }));

export const month = style(inComponents({ position: 'relative', flex: 1, display: 'grid', gap: vars.space['2'] }));

export const monthCaption = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: cell,
    marginInline: cell,
  }),
);

export const captionLabel = style(
  inComponents({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' }),
);

const navButton = inComponents({
  position: 'absolute',
  top: 0,
  display: 'grid',
  placeItems: 'center',
  width: cell,
  height: cell,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surface.hover },
    '&:focus-visible': focusRing(),
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const previous = style([navButton, inComponents({ insetInlineStart: 0 })]);
export const next = style([navButton, inComponents({ insetInlineEnd: 0 })]);
export const chevron = style(inComponents({ display: 'block' }));

// Full width on a phone: the day circles keep their size, the columns share the space.
export const grid = style(inComponents({ width: '100%', borderCollapse: 'collapse', borderSpacing: 0 }));

export const weekday = style(
  inComponents({
    width: cell,
    height: vars.size.control.sm,
    padding: 0,
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    textAlign: 'center',
  }),
);

/* Day cells: the modifier classes sit on the cell; the button reads them. */
export const day = style(inComponents({ minWidth: cell, height: cell, padding: 0, textAlign: 'center' }));
export const today = style({});
export const selected = style({});
export const rangeStart = style(
  inComponents({ background: `linear-gradient(to right, transparent 50%, ${vars.color.highlight.subtle} 50%)` }),
);
export const rangeEnd = style(
  inComponents({
    background: `linear-gradient(to left, transparent 50%, ${vars.color.highlight.subtle} 50%)`,
    selectors: { [`&${rangeStart}`]: { background: 'none' } },
  }),
);
export const rangeMiddle = style(inComponents({ background: vars.color.highlight.subtle }));
export const outside = style({});
export const disabled = style({});
export const hidden = style(inComponents({ visibility: 'hidden' }));

export const dayButton = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    marginInline: 'auto',
    width: cell,
    height: cell,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surface.hover },
      // Drawn inside the circle: day cells touch, an outside ring would hide the neighbours.
      '&:focus-visible': focusRing('-2px'),
      [`${today} &`]: {
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '4px',
      },
      [`${selected} &, ${selected} &:hover:not(:disabled)`]: {
        background: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
        fontWeight: vars.font.weight.semibold,
      },
      [`${rangeMiddle} &, ${rangeMiddle} &:hover:not(:disabled)`]: {
        background: 'transparent',
        color: vars.color.text.primary,
        fontWeight: vars.font.weight.regular,
      },
      [`${disabled} &`]: { cursor: 'not-allowed', color: vars.color.text.disabled, textDecoration: 'none' },
      [`${outside} &`]: { color: vars.color.text.muted },
    },
  }),
);
