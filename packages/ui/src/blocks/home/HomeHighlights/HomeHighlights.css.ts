import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({
    display: 'grid',
    gap: vars.space['6'],
    alignItems: 'start',
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
  }),
);
export const winnersOnly = style(
  inComponents({
    display: 'grid',
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 480px)' } },
  }),
);
export const hot = style(inComponents({ display: 'grid', gap: vars.space['3'], minWidth: 0 }));
export const header = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space['2'],
  }),
);
export const heading = style(
  inComponents({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }),
);
export const seeAll = style(inComponents({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold }));
export const winners = style(inComponents({ minWidth: 0 }));
