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

export const content = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }));

export const summary = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);

export const summaryText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 12rem' }),
);

export const displayName = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(inComponents({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' }));

export const labels = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 }),
);

const chip = {
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;

export const rank = style(
  inComponents({ ...chip, background: vars.color.accent.solid, color: vars.color.accent.onSolid }),
);

export const label = style(
  inComponents({ ...chip, border: `1px solid ${vars.color.border.subtle}`, color: vars.color.text.secondary }),
);

export const summaryLinks = style(inComponents({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }));

export const done = style(
  inComponents({
    color: vars.color.success.text,
    fontSize: vars.font.size.sm,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const rows = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    overflow: 'hidden',
  }),
);

export const row = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
    '@media': { [media.tablet]: { paddingInline: vars.space['3'] } },
  }),
);

export const rowLine = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['3'] }));

export const rowIcon = style(inComponents({ display: 'inline-flex', color: vars.color.text.secondary, flexShrink: 0 }));

export const rowText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: 1 }),
);

export const rowLabel = style(inComponents({ fontWeight: vars.font.weight.bold }));

export const rowValue = style(
  inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.primary, overflowWrap: 'anywhere' }),
);

export const form = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], maxWidth: '28rem' }),
);

export const hint = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const error = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger.text }));

export const formActions = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'] }),
);

/** The code field, its send button under it (at its own width, also at 375 px). */
export const codeField = style(
  inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] }),
);
