import type { ShippedThemeName } from '@lobby/ui';

/**
 * What every visual check captures. The local snapshots (`vitest.setup.ts`)
 * and Chromatic's modes (`preview.tsx`) are made from these lists, so adding a
 * merchant theme or a width here adds it to both.
 *
 * `Foundations/` and `Primitives/` stories: one capture per `visualThemes`
 * entry, at the story's own viewport. A `Blocks/` file's `Default` story: one
 * per `blockVisualThemes` entry and one in Chinese (in the first theme), each
 * at every `blockViewports` width.
 */
export const visualThemes = ['dark', 'light'] as const satisfies readonly ShippedThemeName[];

export const blockVisualThemes = ['dark', 'light', 'aurora'] as const satisfies readonly ShippedThemeName[];

/** The second language blocks are captured in, shown in `blockVisualThemes[0]`; `cn` in the capture's name. */
export const blockVisualLanguage = 'CN';

/** A phone and the laptop width most players browse at (the viewport presets `mobile` and `laptop`). */
export const blockViewports = [
  { width: 375, height: 812 },
  { width: 1366, height: 768 },
] as const;

export type VisualTheme = (typeof blockVisualThemes)[number];

type ChromaticMode = { theme: VisualTheme; locale?: typeof blockVisualLanguage; viewport: number };

/**
 * Chromatic's modes, set through the theme and language toolbars' globals and
 * Chromatic's own viewport width (its snapshot is trimmed to the content's
 * height): the same set as the block snapshots, named as their files are
 * (`dark-375`, …, `cn-1366`).
 */
export const chromaticModes: Record<string, ChromaticMode> = Object.fromEntries(
  blockViewports.flatMap(({ width }) => [
    ...blockVisualThemes.map((theme): [string, ChromaticMode] => [`${theme}-${width}`, { theme, viewport: width }]),
    [`cn-${width}`, { theme: blockVisualThemes[0], locale: blockVisualLanguage, viewport: width }] satisfies [
      string,
      ChromaticMode,
    ],
  ]),
);
