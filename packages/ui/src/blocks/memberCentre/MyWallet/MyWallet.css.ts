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

export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
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

export const totalRow = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['2'] }));

export const total = style(inComponents({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space['2'] }));

export const totalLabel = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const totalAmount = style(
  inComponents({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.accent.text,
  }),
);

export const region = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] }));

export const subTitle = style(
  inComponents({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const wallets = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['2'],
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
  }),
);

export const wallet = style(
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

export const mainWallet = style(inComponents({ background: vars.color.accent.subtle }));

export const walletName = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    fontSize: vars.font.size.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const walletAmount = style(
  inComponents({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }),
);

export const recallRow = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] }),
);

export const note = style(inComponents({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary }));

export const form = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    maxWidth: '32rem',
  }),
);

export const amountRow = style(inComponents({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] }));

// Lines up with the input under the field's label.
export const allButton = style(inComponents({ marginTop: '1.6rem', flexShrink: 0 }));

export const outcome = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const outcomeLine = style(inComponents({ margin: 0 }));

export const outcomeTitle = style(inComponents({ margin: 0, fontWeight: vars.font.weight.bold }));

export const success = style(inComponents({ color: vars.color.success.text }));

export const failure = style(inComponents({ color: vars.color.danger.text }));

export const uncertain = style(inComponents({ color: vars.color.warning.text }));
