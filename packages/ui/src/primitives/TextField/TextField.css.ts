import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';

export const box = style(inComponents({ cursor: 'text' }));

export const input = style(
  inComponents({
    flex: '1 1 auto',
    alignSelf: 'stretch',
    minWidth: 0,
    width: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textOverflow: 'ellipsis',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
      // The field draws its own reveal and clear buttons.
      '&::-ms-reveal': { display: 'none' },
      '&::-ms-clear': { display: 'none' },
      '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
      // Browser autofill paints a light fill that breaks the dark theme; keep
      // the well colour and the theme's text instead.
      '&:-webkit-autofill': {
        WebkitTextFillColor: vars.color.text.primary,
        caretColor: vars.color.text.primary,
        boxShadow: `0 0 0 100px ${vars.color.surface.sunken} inset`,
      },
      '&:autofill': {
        WebkitTextFillColor: vars.color.text.primary,
        boxShadow: `0 0 0 100px ${vars.color.surface.sunken} inset`,
      },
    },
  }),
);

/** Prefix and suffix: a currency symbol, a unit, a country-code button. */
export const adornment = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: vars.space['1'],
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
  }),
);

/** Clear and reveal buttons; tucked towards the edge so the icon lines up with the padding. */
export const actions = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    marginInlineEnd: `calc(${vars.space['2']} * -1)`,
    selectors: {
      // Beside a suffix the buttons keep the normal gap.
      '&:not(:last-child)': { marginInlineEnd: 0 },
    },
  }),
);

export const actionButton = style(
  inComponents({
    color: vars.color.text.secondary,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { color: vars.color.text.primary },
    },
  }),
);
