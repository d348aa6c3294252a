import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';

export const root = style(
  inComponents({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: vars.space['1'],
    borderRadius: vars.radius.card,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.md,
  }),
);

export const list = style(
  inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
  }),
);

export const divider = style(
  inComponents({
    width: '60%',
    height: '1px',
    margin: 0,
    border: 0,
    background: vars.color.border.subtle,
  }),
);

export const qr = style(
  inComponents({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space['3'],
    textAlign: 'center',
    maxWidth: '220px',
  }),
);

export const hint = style(
  inComponents({
    margin: 0,
    fontSize: vars.font.size.xs,
    color: vars.color.text.secondary,
  }),
);

export const downloadLink = style(
  inComponents({
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': focusRing(),
    },
  }),
);
