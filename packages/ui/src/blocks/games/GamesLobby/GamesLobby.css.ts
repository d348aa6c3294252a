import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({ display: 'grid', gap: vars.space['4'], paddingBlock: vars.space['4'], minWidth: 0 }),
);

export const header = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['3'] }),
);

export const title = style(
  inComponents({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold }),
);

export const pointRate = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    paddingInline: vars.space['2'],
    paddingBlock: vars.space['1'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent.subtle,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const kinds = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

export const kindsLabel = style(
  inComponents({
    float: 'inline-start',
    padding: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    marginInlineEnd: vars.space['1'],
  }),
);

export const kind = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: '2.25rem',
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.primary,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&:focus-visible': focusRing(),
    },
  }),
);

export const kindCount = style(inComponents({ fontSize: vars.font.size.xs, opacity: 0.85 }));

export const tools = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    alignItems: 'end',
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 14rem' } },
  }),
);

export const search = style(inComponents({ minWidth: 0 }));

// One line whether it holds the count or not yet, so the grid under it stays where it is when the count comes.
export const count = style(
  inComponents({
    margin: 0,
    minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
  }),
);

export const section = style(inComponents({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));

export const sectionTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const recent = style(
  inComponents({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '8.5rem',
    gap: vars.space['3'],
    margin: 0,
    // Room for the focus ring, which the scrolling row would otherwise clip.
    padding: vars.space['1'],
    listStyle: 'none',
    overflowX: 'auto',
  }),
);

export const recentItem = style(inComponents({ minWidth: 0 }));
