import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const root = style(inComponents({ display: 'grid', gap: vars.space['4'], minWidth: 0 }));

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const toolbar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space['3'],
    minWidth: 0,
  }),
);

export const presets = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
  }),
);

export const preset = style(
  inComponents({
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
      '&:hover:not([aria-pressed="true"])': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing(),
      '&[aria-pressed="true"]': {
        background: vars.color.highlight.solid,
        borderColor: vars.color.highlight.solid,
        color: vars.color.highlight.onSolid,
      },
    },
  }),
);

export const search = style(
  inComponents({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], minWidth: '14rem', maxWidth: '100%' }),
);

export const searchButton = style(inComponents({ flexShrink: 0, whiteSpace: 'nowrap' }));

export const filter = style(inComponents({ minWidth: '11rem', maxWidth: '100%' }));

export const picker = style(inComponents({ maxWidth: '100%' }));

export const detailButton = style(inComponents({ whiteSpace: 'nowrap' }));

export const fields = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
    gap: `${vars.space['2']} ${vars.space['4']}`,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const fieldRow = style(inComponents({ display: 'contents' }));

export const fieldLabel = style(inComponents({ color: vars.color.text.muted, overflowWrap: 'anywhere' }));

export const fieldValue = style(
  inComponents({
    margin: 0,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);
