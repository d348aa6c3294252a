import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';

export const root = style(
  inComponents({ display: 'grid', gap: vars.space['6'], paddingBlock: vars.space['4'], maxWidth: '860px' }),
);
export const header = style(inComponents({ display: 'grid', gap: vars.space['2'] }));
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
export const lead = style(inComponents({ margin: 0, color: vars.color.text.secondary, maxWidth: '65ch' }));
export const section = style(inComponents({ display: 'grid', gap: vars.space['3'] }));
export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
  }),
);
export const heading = style(
  inComponents({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold }),
);
export const text = style(inComponents({ margin: 0, color: vars.color.text.secondary }));
export const list = style(
  inComponents({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] }),
);
export const contact = style(inComponents({ justifySelf: 'start' }));
