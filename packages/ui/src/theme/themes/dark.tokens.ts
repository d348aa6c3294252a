import { basePalette, baseTokens, paletteRef as p, type ThemeTokens } from '../tokens';

/** The default casino look: deep blue-black surfaces and a gold accent. */
export const darkTokens: ThemeTokens = {
  ...baseTokens,
  palette: basePalette,
  color: {
    surface: {
      base: p('neutral', '950'),
      raised: p('neutral', '900'),
      overlay: p('neutral', '800'),
      sunken: '#080a11',
      hover: '#1d2334',
    },
    text: {
      primary: p('neutral', '50'),
      secondary: p('neutral', '200'),
      muted: p('neutral', '300'),
      disabled: p('neutral', '500'),
      link: p('cool', '300'),
      inverse: p('neutral', '950'),
    },
    border: {
      // Between the raised and overlay surfaces so dividers show on both.
      subtle: '#2b3346',
      control: p('neutral', '400'),
      strong: p('neutral', '300'),
    },
    accent: {
      solid: p('brand', '400'),
      solidHover: p('brand', '300'),
      onSolid: p('neutral', '950'),
      subtle: p('brand', '950'),
      text: p('brand', '300'),
    },
    highlight: {
      solid: p('cool', '400'),
      solidHover: p('cool', '300'),
      onSolid: p('neutral', '950'),
      subtle: p('cool', '950'),
      text: p('cool', '300'),
    },
    success: {
      solid: p('green', '400'),
      solidHover: p('green', '300'),
      onSolid: p('neutral', '950'),
      subtle: p('green', '950'),
      text: p('green', '300'),
    },
    warning: {
      solid: p('amber', '400'),
      solidHover: p('amber', '300'),
      onSolid: p('neutral', '950'),
      subtle: p('amber', '950'),
      text: p('amber', '300'),
    },
    danger: {
      solid: p('red', '600'),
      solidHover: p('red', '700'),
      onSolid: '#ffffff',
      subtle: p('red', '950'),
      text: p('red', '300'),
    },
    focus: { ring: p('cool', '300') },
    backdrop: 'rgba(4, 6, 11, 0.72)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.45)',
    md: '0 6px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};
