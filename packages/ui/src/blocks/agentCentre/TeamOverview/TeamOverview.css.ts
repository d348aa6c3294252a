import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space['3'],
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const periodPicker = style(inComponents({ minWidth: 180 }));

export const figures = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['3'],
    margin: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
);

export const figure = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const figureLabel = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const figureValue = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const chartSection = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const chartHeader = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const sectionTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const metrics = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], border: 0, margin: 0, padding: 0 }),
);

export const legend = style(
  inComponents({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);

export const metric = style(
  inComponents({
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border.subtle}`,
    background: 'transparent',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent.solid}`, outlineOffset: 2 },
    },
  }),
);

export const figureChart = style(
  inComponents({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] }),
);

export const chart = style(inComponents({ width: '100%', height: 176, display: 'block' }));

export const axis = style(inComponents({ stroke: vars.color.border.subtle, strokeWidth: 1 }));

export const bar = style(inComponents({ fill: vars.color.accent.solid }));

export const barNegative = style(inComponents({ fill: vars.color.danger.solid }));

export const axisLabels = style(inComponents({ display: 'flex' }));

export const axisLabel = style(
  inComponents({
    flex: '1 1 0',
    minWidth: 0,
    fontSize: vars.font.size.xs,
    color: vars.color.text.secondary,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
);
