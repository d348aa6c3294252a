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

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const subTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const invite = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr',
    justifyItems: 'center',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr', justifyItems: 'start', alignItems: 'start' } },
  }),
);

export const inviteText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0, width: '100%' }),
);

export const link = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  }),
);

export const actions = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

export const facts = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0 }));

export const fact = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 }),
);

export const factLabel = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const factValue = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const code = style(inComponents({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' }));

export const copyStatus = style(
  inComponents({ margin: 0, minHeight: '1.25em', fontSize: vars.font.size.sm, color: vars.color.success.text }),
);

export const copyFailed = style(
  inComponents({ margin: 0, minHeight: '1.25em', fontSize: vars.font.size.sm, color: vars.color.danger.text }),
);

export const friendsSection = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const friends = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] }),
);

export const friend = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(8rem, 1fr) 3fr', alignItems: 'center' } },
  }),
);

export const friendAccount = style(inComponents({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }));

export const friendFacts = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0, fontSize: vars.font.size.sm }),
);

export const friendFact = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
  }),
);

export const friendFactLabel = style(inComponents({ color: vars.color.text.secondary }));

export const friendFactValue = style(inComponents({ margin: 0, fontVariantNumeric: 'tabular-nums' }));

export const incomeFacts = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    gap: vars.space['2'],
    margin: 0,
  }),
);

export const incomeFact = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

export const rules = style(
  inComponents({
    margin: 0,
    paddingInlineStart: vars.space['5'],
    display: 'grid',
    gap: vars.space['2'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const rulesEmpty = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }),
);
