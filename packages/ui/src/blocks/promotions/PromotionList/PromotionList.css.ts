import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    width: '100%',
    maxWidth: '80rem',
    marginInline: 'auto',
    color: vars.color.text.primary,
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const tabs = style(inComponents({ marginBottom: vars.space['4'] }));

export const panel = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const grid = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['4'],
    gridTemplateColumns: '1fr',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const cardBody = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['4'],
    flex: 1,
    minWidth: 0,
  }),
);

export const titleRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const cardTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const period = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const periodLabel = style(inComponents({ fontWeight: vars.font.weight.medium }));

export const details = style(
  inComponents({
    marginTop: 'auto',
    alignSelf: 'flex-start',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    selectors: { '&:focus-visible': focusRing() },
  }),
);
