import type { ShippedThemeName } from '@lobby/ui';

/**
 * The themes every visual check captures, in order: the local snapshots
 * (`vitest.setup.ts`) take one per theme, and Chromatic's modes (`preview.tsx`)
 * are made from the same list. Adding a merchant theme here adds it to both.
 */
export const visualThemes = ['dark', 'light'] as const satisfies readonly ShippedThemeName[];

export type VisualTheme = (typeof visualThemes)[number];

/** Chromatic's modes: one per visual theme, set through the theme toolbar's global. */
export const chromaticModes = Object.fromEntries(visualThemes.map((theme) => [theme, { theme }])) as Record<
  VisualTheme,
  { theme: VisualTheme }
>;
