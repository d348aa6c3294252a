/**
 * The token model shared by every theme. Two tiers: a primitive palette of
 * raw colours, then semantic roles that point into it (or hold their own
 * value). Components only ever read roles; merchants may restyle either tier.
 *
 * This file is plain TypeScript (no vanilla-extract) so that tests, the theme
 * editor and runtime theme validation can read tokens without a CSS build.
 */

import { breakpoints, topBarHeights } from './breakpoints';

export const paletteSteps = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type PaletteStep = (typeof paletteSteps)[number];

export const paletteNames = ['neutral', 'brand', 'cool', 'green', 'amber', 'red'] as const;
export type PaletteName = (typeof paletteNames)[number];

export type Palette = Record<PaletteName, Record<PaletteStep, string>>;

/** Prefix of every CSS custom property the design system defines. */
export const cssVarPrefix = 'lobby';

/** `var(--lobby-palette-brand-400)`: a role value that follows the palette. */
export function paletteRef(name: PaletteName, step: PaletteStep): string {
  return `var(--${cssVarPrefix}-palette-${name}-${step})`;
}

export type SolidRole = {
  /** Fill of buttons and badges. */
  solid: string;
  solidHover: string;
  /** Text and icons placed on `solid`. */
  onSolid: string;
  /** Tinted background for callouts and selected rows. */
  subtle: string;
  /** Text in this role's hue on any surface. */
  text: string;
};

export type ThemeTokens = {
  palette: Palette;
  color: {
    surface: {
      /** Page background. */
      base: string;
      /** Cards, bars and menus: one step up. */
      raised: string;
      /** Dialogs, popovers and dropdowns: the top step. */
      overlay: string;
      /** Wells such as inputs and table stripes. */
      sunken: string;
      /** Hover fill for rows and ghost controls. */
      hover: string;
    };
    text: {
      primary: string;
      secondary: string;
      muted: string;
      disabled: string;
      link: string;
      inverse: string;
    };
    border: {
      /** Decorative dividers; not relied on to find a control. */
      subtle: string;
      /** Outline of inputs and other controls (WCAG 1.4.11, 3:1). */
      control: string;
      strong: string;
    };
    accent: SolidRole;
    /** Cool secondary accent for selection and links. */
    highlight: SolidRole;
    success: SolidRole;
    warning: SolidRole;
    danger: SolidRole;
    focus: { ring: string };
    backdrop: string;
  };
  space: {
    '0': string;
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
    '8': string;
    '10': string;
    '12': string;
    '16': string;
    /** Page gutter on narrow screens; wide layouts use `gutterWide`. */
    gutter: string;
    gutterWide: string;
  };
  radius: {
    none: string;
    sm: string;
    /** Buttons, inputs, chips. */
    control: string;
    /** Cards and tiles. */
    card: string;
    /** Dialogs and sheets. */
    dialog: string;
    pill: string;
  };
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string; '4xl': string };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; normal: string; relaxed: string };
  };
  size: {
    control: { sm: string; md: string; lg: string };
    icon: { sm: string; md: string; lg: string };
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    sticky: string;
    dropdown: string;
    drawer: string;
    modal: string;
    popover: string;
    toast: string;
    tooltip: string;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  breakpoint: { tablet: string; laptop: string; desktop: string; wide: string };
};

// Part of the token model; defined apart in breakpoints.ts (it says why).
export { breakpoints, topBarHeights };

/** Tokens every theme shares unless it says otherwise. */
export const baseTokens = {
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
    gutter: '16px',
    gutterWide: '32px',
  },
  radius: { none: '0', sm: '4px', control: '8px', card: '12px', dialog: '16px', pill: '9999px' },
  font: {
    family: {
      body: "'Inter Variable', 'Noto Sans SC Variable', system-ui, sans-serif",
      heading: "'Inter Variable', 'Noto Sans SC Variable', system-ui, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  size: {
    control: { sm: '32px', md: '40px', lg: '48px' },
    icon: { sm: '16px', md: '20px', lg: '24px' },
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '1000',
    drawer: '1100',
    modal: '1200',
    popover: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  motion: {
    duration: { fast: '120ms', normal: '160ms', slow: '200ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  breakpoint: {
    tablet: `${breakpoints.tablet}px`,
    laptop: `${breakpoints.laptop}px`,
    desktop: `${breakpoints.desktop}px`,
    wide: `${breakpoints.wide}px`,
  },
} satisfies Omit<ThemeTokens, 'palette' | 'color' | 'shadow'>;

/** Ramps every shipped theme starts from; merchant themes swap `brand`. */
export const basePalette: Palette = {
  neutral: {
    '50': '#f4f6fb',
    '100': '#e3e8f1',
    '200': '#c5cddc',
    '300': '#a3aec3',
    '400': '#7d8aa3',
    '500': '#5d6a84',
    '600': '#454f66',
    '700': '#30384b',
    '800': '#212839',
    '900': '#161b28',
    '950': '#0c0f18',
  },
  brand: {
    '50': '#fff8e5',
    '100': '#fdecbe',
    '200': '#fada84',
    '300': '#f6c74e',
    '400': '#f0b429',
    '500': '#d99a0f',
    '600': '#b07a0a',
    '700': '#8a5d0b',
    '800': '#6a470f',
    '900': '#4c330f',
    '950': '#2c1d07',
  },
  cool: {
    '50': '#eaf5ff',
    '100': '#cfe8ff',
    '200': '#a3d3ff',
    '300': '#72bafc',
    '400': '#47a0f3',
    '500': '#2b84dc',
    '600': '#1d68b8',
    '700': '#19528f',
    '800': '#173f6b',
    '900': '#132d4b',
    '950': '#0b1a2d',
  },
  green: {
    '50': '#e8fbf1',
    '100': '#c6f5dc',
    '200': '#8ee9bb',
    '300': '#55d896',
    '400': '#2cc278',
    '500': '#1ba262',
    '600': '#14814e',
    '700': '#126540',
    '800': '#114e33',
    '900': '#0e3a27',
    '950': '#062116',
  },
  amber: {
    '50': '#fff3e6',
    '100': '#ffe0bf',
    '200': '#ffc285',
    '300': '#ffa24d',
    '400': '#ff8a24',
    '500': '#ea6f0b',
    '600': '#bf5707',
    '700': '#94430a',
    '800': '#72350d',
    '900': '#52270c',
    '950': '#2f1605',
  },
  red: {
    '50': '#ffeded',
    '100': '#ffd3d3',
    '200': '#ffa8a8',
    '300': '#ff7b7b',
    '400': '#fb5454',
    '500': '#e53535',
    '600': '#bf2525',
    '700': '#991e1e',
    '800': '#771c1c',
    '900': '#561717',
    '950': '#320b0b',
  },
};

/** Every token path, in contract order, as `color.surface.base` strings. */
export function tokenPaths(tokens: object, prefix: string[] = []): string[][] {
  return Object.entries(tokens).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? tokenPaths(value, [...prefix, key]) : [[...prefix, key]],
  );
}

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CSS custom property that carries a token, in kebab case so merchants can
 * write plain CSS: `color.accent.onSolid` -> `--lobby-color-accent-on-solid`.
 */
export function cssVarName(path: readonly string[]): string {
  return `--${cssVarPrefix}-${path.map(kebab).join('-')}`;
}

export function readToken(tokens: object, path: readonly string[]): string | undefined {
  let node: unknown = tokens;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}
