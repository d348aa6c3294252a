import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const text = style(inComponents({ margin: 0 }));

export const details = style(
  inComponents({
    width: '100%',
    marginTop: vars.space['2'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    textAlign: 'start',
  }),
);

export const summary = style(
  inComponents({
    display: 'flex',
    width: '100%',
    border: 0,
    background: 'transparent',
    fontFamily: vars.font.family.body,
    textAlign: 'start',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control.md,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.card,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const chevron = style(
  inComponents({
    flexShrink: 0,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { [`${details}[data-state="open"] &`]: { transform: 'rotate(90deg)' } },
  }),
);

export const detailsBody = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    paddingInline: vars.space['4'],
    paddingTop: vars.space['1'],
    paddingBottom: vars.space['4'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
  }),
);

export const hint = style(inComponents({ margin: 0 }));

export const code = style(
  inComponents({
    margin: 0,
    maxHeight: '12rem',
    overflow: 'auto',
    padding: vars.space['3'],
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    selectors: {
      '&:focus-visible': focusRing(),
    },
  }),
);
