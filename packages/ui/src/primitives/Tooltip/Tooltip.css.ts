import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../../theme/floating.css';
import { inComponents } from '../../theme/layer';

export const content = style(
  inComponents({
    ...floatingSurface,
    zIndex: vars.zIndex.tooltip,
    maxWidth: `min(280px, var(--radix-tooltip-content-available-width), 100vw - 2 * ${vars.space.gutter})`,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.control,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  }),
);

export const arrow = style(inComponents({ fill: vars.color.surface.overlay }));
