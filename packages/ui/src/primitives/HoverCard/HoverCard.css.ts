import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../../theme/floating.css';
import { inComponents } from '../../theme/layer';

export const content = style(
  inComponents({
    ...floatingSurface,
    zIndex: vars.zIndex.popover,
    width: 'max-content',
    maxWidth: `min(480px, var(--radix-hover-card-content-available-width), 100vw - 2 * ${vars.space.gutter})`,
    maxHeight: 'var(--radix-hover-card-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['4'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    transformOrigin: 'var(--radix-hover-card-content-transform-origin)',
  }),
);
