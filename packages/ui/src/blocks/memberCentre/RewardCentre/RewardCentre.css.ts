import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
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

export const title = style(
  inComponents({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const section = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 }),
);

export const sectionTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
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

export const historyRow = style([item]);

export const itemText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 }),
);

export const itemTitleRow = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] }),
);

export const itemTitle = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const meta = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const itemEnd = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['3'],
    '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
  }),
);

export const amount = style(
  inComponents({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const joinLink = style(
  inComponents({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const raffles = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: '1fr',
    '@media': { [media.laptop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const raffle = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    minWidth: 0,
  }),
);

// The envelope shakes while the draw runs, then opens on the prize; with reduced motion it only changes.
const shake = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%': { transform: 'rotate(-8deg)' },
  '75%': { transform: 'rotate(8deg)' },
});

const reveal = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '70%': { transform: 'scale(1.12)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const envelope = style(
  inComponents({
    display: 'grid',
    placeItems: 'center',
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.control,
    background: vars.color.danger.solid,
    color: vars.color.danger.onSolid,
  }),
);

export const shaking = style(
  inComponents({
    animation: `${shake} 0.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const open = style(
  inComponents({
    background: vars.color.warning.solid,
    color: vars.color.warning.onSolid,
    animation: `${reveal} 0.5s ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const prize = style(
  inComponents({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' }),
);

export const outcome = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const success = style(inComponents({ color: vars.color.success.text }));

export const failure = style(inComponents({ color: vars.color.danger.text }));

export const skeletonItem = style(
  inComponents({
    display: 'grid',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
  }),
);
