import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

export const root = style(
  inComponents({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    // As wide as the code: a long caption wraps under it instead of widening it.
    width: 'min-content',
    margin: 0,
  }),
);

/**
 * Scanners need dark modules on a light ground with strong contrast, so the
 * tile ignores the theme's surfaces: the darkest and lightest neutral steps in
 * every theme, dark or light.
 */
export const tile = style(
  inComponents({
    display: 'block',
    padding: vars.space['1'],
    // Outlines the tile where it meets a light page (light theme).
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.control,
    background: vars.palette.neutral['50'],
    color: vars.palette.neutral['950'],
    lineHeight: 0,
  }),
);

export const code = style(inComponents({ display: 'block', maxWidth: 'none' }));

export const caption = style(
  inComponents({
    width: '100%',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);
