import { type PaletteName, type PaletteStep, paletteNames, paletteSteps, readToken, type ThemeTokens } from './tokens';

/**
 * WCAG 2.2 contrast for theme tokens. Used by the contrast unit test, the
 * foundations stories and the theme editor, so a merchant sees a failing pair
 * before shipping it.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const paletteRefPattern = /^var\(--lobby-palette-([a-z]+)-(\d+)\)$/;

/** Follows `var(--lobby-palette-…)` references to the palette's raw value. */
export function resolveColor(value: string, tokens: Pick<ThemeTokens, 'palette'>): string {
  const match = paletteRefPattern.exec(value.trim());
  if (!match) return value;
  const [, name, step] = match;
  if (!paletteNames.includes(name as PaletteName) || !paletteSteps.includes(step as PaletteStep)) return value;
  return tokens.palette[name as PaletteName][step as PaletteStep];
}

export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alphaText = rgb[4];
    const alpha =
      alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number.parseFloat(alphaText) / 100 : Number(alphaText);
    const color = { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
    return [color.r, color.g, color.b].every((c) => c >= 0 && c <= 255) && alpha >= 0 && alpha <= 1 ? color : null;
  }
  return null;
}

function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of `foreground` over `background` (1 to 21). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const solidBackground = background.a < 1 ? composite(background, { r: 0, g: 0, b: 0, a: 1 }) : background;
  const top = foreground.a < 1 ? composite(foreground, solidBackground) : foreground;
  const [lighter, darker] = [luminance(top), luminance(solidBackground)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export type ContrastKind = 'text' | 'large-text' | 'ui';

export const contrastMinimum: Record<ContrastKind, number> = { text: 4.5, 'large-text': 3, ui: 3 };

export interface ContrastPair {
  foreground: string;
  background: string;
  kind: ContrastKind;
}

const surfaces = ['base', 'raised', 'overlay', 'sunken', 'hover'] as const;
const roles = ['accent', 'highlight', 'success', 'warning', 'danger'] as const;
const bodyText = ['primary', 'secondary', 'muted', 'link'] as const;

/**
 * Every pair the components actually put together: text roles on every
 * surface, role text on its tint, labels on solid fills, and the focus ring,
 * control outlines and selection fills on every surface.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...surfaces.flatMap((surface) => [
    ...bodyText.map((text) => ({
      foreground: `color.text.${text}`,
      background: `color.surface.${surface}`,
      kind: 'text' as const,
    })),
    ...roles.map((role) => ({
      foreground: `color.${role}.text`,
      background: `color.surface.${surface}`,
      kind: 'text' as const,
    })),
    { foreground: 'color.focus.ring', background: `color.surface.${surface}`, kind: 'ui' as const },
    { foreground: 'color.border.control', background: `color.surface.${surface}`, kind: 'ui' as const },
    // Checked boxes, switches, selected tabs and sliders are filled with the
    // highlight role, so it must stand out from every surface.
    { foreground: 'color.highlight.solid', background: `color.surface.${surface}`, kind: 'ui' as const },
    // Headings and large figures (balances, jackpots) may use any text role;
    // listed so a merchant theme that loosens body text still keeps these.
    { foreground: 'color.text.secondary', background: `color.surface.${surface}`, kind: 'large-text' as const },
  ]),
  ...roles.flatMap((role) => [
    { foreground: `color.${role}.onSolid`, background: `color.${role}.solid`, kind: 'text' as const },
    { foreground: `color.${role}.onSolid`, background: `color.${role}.solidHover`, kind: 'text' as const },
    { foreground: `color.${role}.text`, background: `color.${role}.subtle`, kind: 'text' as const },
    { foreground: 'color.text.primary', background: `color.${role}.subtle`, kind: 'text' as const },
  ]),
  { foreground: 'color.text.inverse', background: 'color.text.primary', kind: 'text' },
];

export interface ContrastResult extends ContrastPair {
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** Measures every pair of `contrastPairs` in a theme. Unreadable colours fail. */
export function checkContrast(tokens: ThemeTokens, pairs: readonly ContrastPair[] = contrastPairs): ContrastResult[] {
  return pairs.map((pair) => {
    const read = (path: string) => {
      const value = readToken(tokens, path.split('.'));
      return value === undefined ? null : parseColor(resolveColor(value, tokens));
    };
    const foreground = read(pair.foreground);
    const background = read(pair.background);
    const minimum = contrastMinimum[pair.kind];
    const ratio = foreground && background ? contrastRatio(foreground, background) : 0;
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}
