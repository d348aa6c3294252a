import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['6'],
    width: '100%',
    maxWidth: '80rem',
    marginInline: 'auto',
    padding: vars.space['4'],
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
  }),
);

export const note = style(inComponents({ margin: 0, color: vars.color.text.secondary }));

export const cards = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    gap: vars.space['4'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const art = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '16 / 9',
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
    overflow: 'hidden',
  }),
);

export const initials = style(
  inComponents({
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.secondary,
    textTransform: 'uppercase',
  }),
);

export const body = style(
  inComponents({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] }),
);

export const name = style(
  inComponents({
    margin: 0,
    minWidth: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  }),
);

export const badges = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] }));
