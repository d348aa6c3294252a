import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Screens copy what they find in the design system's styles, so the shared
// helpers are the only place these decisions are written out.
const source = join(dirname(fileURLToPath(import.meta.url)), '..');
const styleFiles = readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => ({ file: relative(source, join(source, file)), text: readFileSync(join(source, file), 'utf8') }));

function offenders(pattern: RegExp, home?: string) {
  return styleFiles.filter(({ file, text }) => file !== home && pattern.test(text)).map(({ file }) => file);
}

describe('style vocabulary', () => {
  it('finds the style files', () => {
    expect(styleFiles.length).toBeGreaterThan(50);
  });

  it('writes screen widths only through `media` (theme/media.ts)', () => {
    // Container queries in rem measure the component itself and stay where they are.
    expect(offenders(/screen and|\((?:min|max)-width:\s*(?:\d+px|\$\{)/)).toEqual([]);
  });

  it('draws the focus ring only through `focusRing()` (theme/focusRing.ts)', () => {
    expect(offenders(/focus\.ring/)).toEqual([]);
  });

  it('measures the top bar only through `topBarHeight` (theme/topBar.css.ts)', () => {
    expect(offenders(/100dvh - (?:56|64)px|topBarHeights\.(?:compact|wide)/, 'theme/topBar.css.ts')).toEqual([]);
  });
});
