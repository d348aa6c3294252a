import { basePalette, baseTokens, type ThemeTokens } from '../tokens';
import { darkTokens } from './dark.tokens';

/**
 * An example merchant restyle on top of the dark theme: a violet brand ramp,
 * rounder corners and the Outfit typeface. Everything else is inherited, which
 * is how a merchant is expected to work: change a few knobs, keep the roles.
 */
export const auroraTokens: ThemeTokens = {
  ...darkTokens,
  palette: {
    ...basePalette,
    brand: {
      '50': '#f5f0ff',
      '100': '#e9dcff',
      '200': '#d4bbff',
      '300': '#bb93ff',
      '400': '#a06bff',
      '500': '#8747f5',
      '600': '#6f30d9',
      '700': '#5925b0',
      '800': '#441e86',
      '900': '#2f175c',
      '950': '#1b0d36',
    },
  },
  radius: { none: '0', sm: '6px', control: '12px', card: '20px', dialog: '24px', pill: '9999px' },
  font: {
    ...baseTokens.font,
    family: {
      ...baseTokens.font.family,
      body: "'Outfit Variable', 'Noto Sans SC Variable', system-ui, sans-serif",
      heading: "'Outfit Variable', 'Noto Sans SC Variable', system-ui, sans-serif",
    },
  },
};
