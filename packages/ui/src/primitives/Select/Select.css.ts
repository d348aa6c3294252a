import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';
import { overlaySurface } from '../../theme/overlaySurface';

const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The trigger shares `controlBox` with TextField; this adds what a button needs. */
export const trigger = style(
  inComponents({
    justifyContent: 'space-between',
    textAlign: 'start',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-placeholder]': { color: vars.color.text.muted },
    },
  }),
);

/** The chosen label stays on one line; the full text is in the list. */
export const value = style(
  inComponents({
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const chevron = style(
  inComponents({
    display: 'flex',
    flexShrink: 0,
    color: vars.color.text.secondary,
    transition: `transform ${ease}`,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
    },
  }),
);

export const content = style(
  inComponents({
    zIndex: vars.zIndex.dropdown,
    width: 'var(--radix-select-trigger-width)',
    minWidth: '8rem',
    maxHeight: 'min(var(--radix-select-content-available-height), 20rem)',
    overflow: 'hidden',
    ...overlaySurface({ radius: 'control', border: true }),
    fontFamily: vars.font.family.body,
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    },
  }),
);

export const viewport = style(inComponents({ padding: vars.space['1'] }));

export const item = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `minmax(0, 1fr) ${vars.size.icon.sm}`,
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control.md,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surface.hover },
      '&[data-state="checked"]': { color: vars.color.highlight.text, fontWeight: vars.font.weight.medium },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  }),
);

export const itemIndicator = style(inComponents({ display: 'flex', gridColumn: 2, color: vars.color.highlight.text }));

export const groupLabel = style(
  inComponents({
    paddingInline: vars.space['3'],
    paddingTop: vars.space['2'],
    paddingBottom: vars.space['1'],
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
);

export const separator = style(
  inComponents({ height: '1px', marginBlock: vars.space['1'], background: vars.color.border.subtle }),
);

export const scrollButton = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: vars.space['6'],
    color: vars.color.text.secondary,
    cursor: 'default',
  }),
);
