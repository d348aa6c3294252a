import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';
import { media } from '../../theme/media';

/*
 * The card list the agent centre's pages share (team members, contracts,
 * affiliate links): cards of facts with a head and actions, and the
 * outcome lines under a form.
 */

export const list = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] }),
);

export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const cardHead = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);

export const account = style(
  inComponents({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere', minWidth: 0 }),
);

export const fields = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['2'],
    margin: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
);

globalStyle(`${fields} dt`, inComponents({ fontSize: vars.font.size.xs, color: vars.color.text.secondary }));
globalStyle(
  `${fields} dd`,
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

export const success = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.success.text,
  }),
);

export const failure = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.danger.text,
  }),
);
