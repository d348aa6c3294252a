import { basePalette, baseTokens, paletteRef as p, type ThemeTokens } from '../tokens';

/** Daylight variant: white cards on a cool grey page, the same gold accent. */
export const lightTokens: ThemeTokens = {
  ...baseTokens,
  palette: basePalette,
  color: {
    surface: {
      base: p('neutral', '50'),
      raised: '#ffffff',
      overlay: '#ffffff',
      sunken: p('neutral', '100'),
      hover: '#eaeef5',
    },
    text: {
      primary: p('neutral', '950'),
      secondary: p('neutral', '700'),
      muted: p('neutral', '600'),
      disabled: p('neutral', '400'),
      link: p('cool', '700'),
      inverse: p('neutral', '50'),
    },
    border: {
      subtle: p('neutral', '100'),
      control: p('neutral', '500'),
      strong: p('neutral', '600'),
    },
    accent: {
      solid: p('brand', '400'),
      solidHover: p('brand', '500'),
      onSolid: p('neutral', '950'),
      subtle: p('brand', '50'),
      text: p('brand', '700'),
    },
    highlight: {
      solid: p('cool', '600'),
      solidHover: p('cool', '700'),
      onSolid: '#ffffff',
      subtle: p('cool', '50'),
      text: p('cool', '700'),
    },
    success: {
      solid: p('green', '600'),
      solidHover: p('green', '700'),
      onSolid: '#ffffff',
      subtle: p('green', '50'),
      text: p('green', '700'),
    },
    warning: {
      solid: p('amber', '400'),
      solidHover: p('amber', '500'),
      onSolid: p('neutral', '950'),
      subtle: p('amber', '50'),
      text: p('amber', '700'),
    },
    danger: {
      solid: p('red', '600'),
      solidHover: p('red', '700'),
      onSolid: '#ffffff',
      subtle: p('red', '50'),
      text: p('red', '700'),
    },
    focus: { ring: p('cool', '600') },
    backdrop: 'rgba(12, 15, 24, 0.56)',
  },
  shadow: {
    sm: '0 1px 2px rgba(12, 15, 24, 0.08)',
    md: '0 6px 16px rgba(12, 15, 24, 0.12)',
    lg: '0 16px 40px rgba(12, 15, 24, 0.18)',
  },
};
