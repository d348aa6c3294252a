import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  resolveMerchantTheme,
  shippedThemeNames,
  ThemeValidationError,
  themeOverrideStyle,
  validateMerchantTheme,
} from './runtimeTheme';
import { darkTokens } from './themes/dark.tokens';
import { tokenPaths } from './tokens';

// A merchant theme comes from outside the code (a file, a back office):
// whatever it holds, validation answers with the theme or the reasons it is
// refused, and an accepted theme yields CSS values without `;`, braces or
// `url(`. 10,000 cases each.

const runs = 10_000;

const tokenValue = fc.oneof(
  fc.constantFrom('#f0b429', 'rgb(1, 2, 3)', '8px', '0.5rem', '10', 'bold', 'var(--lobby-palette-gold-500)'),
  fc.constantFrom(
    'red; background: url(https://evil.example)',
    '}',
    'expression(alert(1))',
    '',
    ' ',
    '#fff;',
    'url(x)',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A few of the shipped tokens overridden, each with a random value (a wrong path now and then). */
const overrides = fc
  .array(fc.tuple(fc.constantFrom(...tokenPaths(darkTokens), ['color', 'nope'], ['palette']), tokenValue), {
    maxLength: 3,
  })
  .map((pairs) => {
    const tokens: Record<string, unknown> = {};
    for (const [path, value] of pairs) {
      let node = tokens;
      for (const key of path.slice(0, -1)) {
        const next = node[key];
        node[key] = typeof next === 'object' && next !== null ? next : {};
        node = node[key] as Record<string, unknown>;
      }
      node[path[path.length - 1] ?? ''] = value;
    }
    return tokens;
  });

const theme = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.string({ maxLength: 100 }), fc.anything({ maxDepth: 1 })),
      extends: fc.oneof(fc.constantFrom(...shippedThemeNames), fc.string({ maxLength: 8 })),
      tokens: overrides,
    },
    { requiredKeys: [] },
  ),
  fc.anything({ maxDepth: 3 }),
);
const themeInput = fc.oneof(
  theme,
  theme.map((value) => JSON.stringify(value) ?? ''),
  fc.string({ unit: 'binary' }),
);

describe('a merchant theme, whatever it holds', () => {
  it('is accepted with safe CSS values or refused with a ThemeValidationError', () => {
    let overridden = 0;
    fc.assert(
      fc.property(themeInput, (input) => {
        const result = validateMerchantTheme(input);
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(ThemeValidationError);
          return;
        }
        resolveMerchantTheme(result.theme);
        const style = Object.values(themeOverrideStyle(result.theme.tokens));
        if (style.length > 0) overridden += 1;
        for (const value of style) {
          expect(value, value).not.toMatch(/[;{}<>]|url\(|expression\(/i);
        }
      }),
      { numRuns: runs },
    );
    // Accepted themes with overrides were among them, so their values were checked.
    expect(overridden).toBeGreaterThan(runs / 1000);
  });
});
