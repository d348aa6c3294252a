import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { globalInComponents, inComponents } from '../../../theme/layer';
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
    minWidth: 0,
    overflowWrap: 'anywhere',
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.primary,
    '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
  }),
);

export const lists = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] }));

export const group = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const groupTitle = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  }),
);

export const games = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const game = style(inComponents({ justifyContent: 'space-between', minHeight: '2.75rem', textAlign: 'start' }));

export const gameName = style(inComponents({ minWidth: 0, overflowWrap: 'anywhere' }));

export const note = style(inComponents({ margin: 0, color: vars.color.text.secondary }));

export const tableScroller = style(inComponents({ overflowX: 'auto', maxWidth: '100%' }));

export const table = style(
  inComponents({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    color: vars.color.text.primary,
  }),
);

globalStyle(
  `${table} th, ${table} td`,
  globalInComponents({
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  }),
);
globalStyle(
  `${table} thead th`,
  globalInComponents({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium }),
);
globalStyle(`${table} tbody th`, globalInComponents({ fontWeight: vars.font.weight.medium }));

export const balls = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] }));

export const ball = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.75rem',
    height: '1.75rem',
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.pill,
    background: vars.color.accent.subtle,
    color: vars.color.accent.text,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.semibold,
  }),
);
