import type { LanguageCode } from '@lobby/i18n';

/**
 * Chinese text gets its own face, asked for only when the interface is in
 * Chinese: players of other languages download neither its files nor its
 * 100 KB of font rules. The rules split the face by unicode-range, so a
 * Chinese page fetches only the parts its characters use. Without the face
 * the text still shows, in the device's own Chinese font.
 */
export function loadLanguageFace(code: string): Promise<void> {
  if (code !== ('CN' satisfies LanguageCode)) return Promise.resolve();
  return import('@fontsource-variable/noto-sans-sc').then(
    () => undefined,
    () => undefined,
  );
}
