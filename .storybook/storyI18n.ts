import { createFullI18n } from '@lobby/i18n';

/**
 * The one i18n instance of the story preview: each story's loader
 * (`preview.tsx`) switches it to the language of the toolbar or of the story's
 * own globals, and the visual snapshots (`vitest.setup.ts`) switch a rendered
 * block story to Chinese and back through it.
 */
export const storyI18n = createFullI18n();
