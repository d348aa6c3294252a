import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    minWidth: 0,
    color: vars.color.text.primary,
  }),
);

export const section = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 }),
);

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
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

export const subtitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const muted = style(
  inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const list = style(
  inComponents({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] }),
);

export const item = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
  }),
);

export const itemText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 }),
);

export const itemTitleRow = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const itemTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }),
);

export const bar = style(
  inComponents({
    width: '100%',
    height: '0.5rem',
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    overflow: 'hidden',
  }),
);

export const fill = style(
  inComponents({ height: '100%', borderRadius: vars.radius.pill, background: vars.color.accent.solid }),
);

export const rules = style(inComponents({ margin: 0, display: 'grid', gap: vars.space['3'] }));

export const ruleTerm = style(inComponents({ fontWeight: vars.font.weight.semibold }));

export const ruleText = style(inComponents({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' }));

export const outcome = style(inComponents({ margin: 0, fontSize: vars.font.size.sm }));
export const success = style(inComponents({ color: vars.color.success.text }));
export const failure = style(inComponents({ color: vars.color.danger.text }));
