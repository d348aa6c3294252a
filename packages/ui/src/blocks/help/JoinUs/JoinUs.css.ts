import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({ display: 'grid', gap: vars.space['8'], paddingBlock: vars.space['4'], maxWidth: '960px' }),
);
export const hero = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['6'],
    borderRadius: vars.radius.card,
    background: vars.color.accent.subtle,
  }),
);
export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
  }),
);
export const lead = style(inComponents({ margin: 0, color: vars.color.text.secondary, maxWidth: '60ch' }));
export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] }));
export const note = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }));
export const section = style(inComponents({ display: 'grid', gap: vars.space['3'] }));
export const heading = style(
  inComponents({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }),
);
export const steps = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  }),
);
export const step = style(
  inComponents({
    display: 'flex',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const stepIcon = style(inComponents({ flexShrink: 0, color: vars.color.accent.text }));
export const stepText = style(
  inComponents({ display: 'grid', alignContent: 'start', gap: vars.space['1'], minWidth: 0 }),
);
export const stepTitle = style(inComponents({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }));
export const stepBody = style(
  inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);
export const programme = style(inComponents({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' }));
