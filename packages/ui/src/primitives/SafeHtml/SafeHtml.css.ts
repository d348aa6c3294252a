import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { globalInComponents, inComponents } from '../../theme/layer';

export const root = style(
  inComponents({
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
    overflowWrap: 'anywhere',
  }),
);

globalStyle(`${root} > * + *`, globalInComponents({ marginTop: vars.space['3'] }));
globalStyle(
  `${root} :is(h1, h2, h3, h4, h5, h6)`,
  globalInComponents({ color: vars.color.text.primary, fontSize: vars.font.size.md }),
);
globalStyle(`${root} a`, globalInComponents({ color: vars.color.text.link }));
globalStyle(`${root} img`, globalInComponents({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm }));
globalStyle(`${root} :is(ul, ol)`, globalInComponents({ paddingInlineStart: vars.space['5'], margin: 0 }));
globalStyle(
  `${root} table`,
  globalInComponents({ width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' }),
);
globalStyle(
  `${root} :is(td, th)`,
  globalInComponents({
    border: `1px solid ${vars.color.border.subtle}`,
    padding: `${vars.space['1']} ${vars.space['2']}`,
  }),
);
