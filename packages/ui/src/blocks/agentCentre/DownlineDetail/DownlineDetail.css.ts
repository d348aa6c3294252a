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

export const head = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], minWidth: 0 }),
);

export const account = style(
  inComponents({
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.lg,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);

export const facts = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['3'],
    margin: 0,
    fontSize: vars.font.size.sm,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  }),
);

export const fact = style(inComponents({ display: 'grid', gap: vars.space['1'], minWidth: 0 }));

export const factName = style(inComponents({ color: vars.color.text.secondary }));

export const factValue = style(
  inComponents({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }),
);

export const losing = style(inComponents({ color: vars.color.danger.text }));

export const muted = style(inComponents({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm }));

export const section = style(inComponents({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));

export const sectionTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const form = style(inComponents({ display: 'grid', gap: vars.space['3'], maxWidth: 420 }));

export const tabPanel = style(inComponents({ display: 'grid', gap: vars.space['5'], paddingBlock: vars.space['3'] }));

export const contractList = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] }),
);

export const contractItem = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    fontSize: vars.font.size.sm,
  }),
);

export const success = style(inComponents({ margin: 0, color: vars.color.success.text }));

export const failure = style(inComponents({ margin: 0, color: vars.color.danger.text }));
