import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../../theme/floating.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

export const content = style(
  inComponents({
    ...floatingSurface,
    zIndex: vars.zIndex.popover,
    display: 'grid',
    gap: vars.space['3'],
    width: 'max-content',
    maxWidth: `min(360px, var(--radix-popover-content-available-width), 100vw - 2 * ${vars.space.gutter})`,
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['4'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    marginBlock: `calc(-1 * ${vars.space['2']})`,
    marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  }),
);

export const title = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

/** A smaller close control than a dialog's, to suit the compact header. */
export const close = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    marginInlineStart: 'auto',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
    },
  }),
);
