import * as v from 'valibot';
import { auroraTokens } from './themes/aurora.tokens';
import { darkTokens } from './themes/dark.tokens';
import { lightTokens } from './themes/light.tokens';
import { cssVarName, type ThemeTokens, tokenPaths } from './tokens';

/**
 * Runtime restyle: a merchant ships a JSON file instead of rebuilding. It
 * names a shipped theme to start from and overrides any subset of tokens:
 *
 *   { "name": "Golden Dragon", "extends": "dark",
 *     "tokens": { "palette": { "brand": { "400": "#e63946" } }, "radius": { "control": "4px" } } }
 *
 * Unknown token names and malformed values are rejected with the token's path.
 */

export const shippedThemes = { dark: darkTokens, light: lightTokens, aurora: auroraTokens } as const;
export type ShippedThemeName = keyof typeof shippedThemes;
export const shippedThemeNames = Object.keys(shippedThemes) as ShippedThemeName[];

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type TokenOverrides = DeepPartial<ThemeTokens>;

export interface MerchantTheme {
  name?: string | undefined;
  extends: ShippedThemeName;
  tokens: TokenOverrides;
}

const unsafe = /[;{}<>]|url\(|expression\(|\/\*/i;
const colorValue =
  /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla|oklch|oklab|color-mix)\([^()]*(?:\([^()]*\)[^()]*)*\)|transparent|currentcolor|var\(--lobby-[a-z0-9-]+\))$/i;
const lengthValue = /^(0|-?\d*\.?\d+(px|rem|em|%|vh|vw|dvh))$/;
const durationValue = /^\d*\.?\d+m?s$/;
const easingValue = /^(linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\(\s*-?[\d.]+\s*(,\s*-?[\d.]+\s*){3}\))$/;

function leafSchema(path: readonly string[]) {
  const [group, sub] = path;
  const token = path.join('.');
  const text = v.pipe(
    v.string(`Theme token "${token}" must be a string`),
    v.trim(),
    v.nonEmpty(`Theme token "${token}" is empty`),
    v.check(
      (value) => !unsafe.test(value),
      `Theme token "${token}" contains characters that are not allowed in CSS values`,
    ),
  );
  const must = (pattern: RegExp, what: string) =>
    v.pipe(text, v.regex(pattern, `Theme token "${token}" must be ${what}`));
  switch (group) {
    case 'palette':
    case 'color':
      return must(colorValue, 'a CSS colour such as #f0b429, rgb(…), hsl(…) or var(--lobby-palette-…)');
    case 'space':
    case 'radius':
    case 'size':
    case 'breakpoint':
      return must(lengthValue, 'a length such as 8px or 0.5rem');
    case 'zIndex':
      return must(/^-?\d+$/, 'a whole number');
    case 'motion':
      return sub === 'duration'
        ? must(durationValue, 'a duration such as 160ms')
        : must(easingValue, 'an easing such as ease-out or cubic-bezier(0.2, 0, 0, 1)');
    case 'font':
      if (sub === 'weight') return must(/^[1-9]00$/, 'a font weight from 100 to 900');
      if (sub === 'lineHeight') return must(/^\d*\.?\d+$/, 'a unitless line height such as 1.5');
      if (sub === 'size') return must(lengthValue, 'a length such as 1rem');
      return text;
    default:
      return text;
  }
}

function objectSchema(shape: object, path: string[]): v.GenericSchema {
  const entries = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => {
      const childPath = [...path, key];
      const child =
        typeof value === 'object' && value !== null ? objectSchema(value, childPath) : leafSchema(childPath);
      return [key, v.optional(child)];
    }),
  );
  const where = path.length ? `"${path.join('.')}"` : 'the theme';
  // Unknown keys are reported per token by describeIssue, which knows the path.
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'Unknown theme token' : `Expected an object of tokens at ${where}`,
  );
}

export const tokenOverridesSchema = objectSchema(darkTokens, []);

export const merchantThemeSchema = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.maxLength(80))),
  extends: v.optional(
    v.picklist(shippedThemeNames, `"extends" must be one of ${shippedThemeNames.join(', ')}`),
    'dark',
  ),
  tokens: v.optional(tokenOverridesSchema, {}),
});

export class ThemeValidationError extends Error {
  /** Dotted path of the first bad token, e.g. `color.accent.solid`. */
  readonly token: string;
  readonly issues: readonly string[];

  constructor(issues: readonly { token: string; message: string }[]) {
    const first = issues[0] ?? { token: '', message: 'Invalid theme' };
    super(first.message);
    this.name = 'ThemeValidationError';
    this.token = first.token;
    this.issues = issues.map((issue) => issue.message);
  }
}

function describeIssue(issue: v.BaseIssue<unknown>): { token: string; message: string } {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const tokenKeys = keys[0] === 'tokens' ? keys.slice(1) : keys;
  const token = tokenKeys.join('.');
  // Valibot reports an unknown key with the key as the last path item.
  const message = issue.expected === 'never' ? `Unknown theme token "${token}"` : issue.message;
  return { token, message };
}

/** Validates a merchant theme (parsed JSON or a JSON string). Throws ThemeValidationError. */
export function parseMerchantTheme(input: unknown): MerchantTheme {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new ThemeValidationError([{ token: '', message: `Theme is not valid JSON: ${(error as Error).message}` }]);
    }
  }
  const result = v.safeParse(merchantThemeSchema, data);
  if (!result.success) throw new ThemeValidationError(result.issues.map(describeIssue));
  return result.output as MerchantTheme;
}

/** Non-throwing variant for editors: the theme, or the messages to show. */
export function validateMerchantTheme(
  input: unknown,
): { ok: true; theme: MerchantTheme } | { ok: false; error: ThemeValidationError } {
  try {
    return { ok: true, theme: parseMerchantTheme(input) };
  } catch (error) {
    if (error instanceof ThemeValidationError) return { ok: false, error };
    throw error;
  }
}

function deepMerge<T extends object>(base: T, overrides: object): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? deepMerge(current as object, value)
        : value;
  }
  return result as T;
}

/** The full token set a merchant theme produces (base theme plus overrides). */
export function resolveMerchantTheme(theme: MerchantTheme): ThemeTokens {
  return deepMerge(shippedThemes[theme.extends], theme.tokens);
}

/** Inline custom properties for the overridden tokens only. */
export function themeOverrideStyle(overrides: TokenOverrides): Record<string, string> {
  return Object.fromEntries(
    tokenPaths(overrides).flatMap((path) => {
      let node: unknown = overrides;
      for (const key of path) node = (node as Record<string, unknown>)[key];
      return typeof node === 'string' ? [[cssVarName(path), node]] : [];
    }),
  );
}

/**
 * Applies a merchant theme to an element (the whole page by default) without
 * a rebuild: sets the base theme attribute and the overridden variables.
 * Returns a function that undoes it.
 */
export function applyMerchantTheme(theme: MerchantTheme, element: HTMLElement = document.documentElement): () => void {
  const previousAttribute = element.getAttribute('data-lobby-theme');
  const style = themeOverrideStyle(theme.tokens);
  element.setAttribute('data-lobby-theme', theme.extends);
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(style)) element.style.removeProperty(name);
    if (previousAttribute === null) element.removeAttribute('data-lobby-theme');
    else element.setAttribute('data-lobby-theme', previousAttribute);
  };
}

/** The JSON a merchant would ship for a set of overrides. */
export function exportMerchantTheme(theme: MerchantTheme): string {
  return `${JSON.stringify({ name: theme.name, extends: theme.extends, tokens: theme.tokens }, null, 2)}\n`;
}
