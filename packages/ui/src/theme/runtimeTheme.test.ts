import { describe, expect, it } from 'vitest';
import { checkContrast } from './contrast';
import {
  applyMerchantTheme,
  exportMerchantTheme,
  parseMerchantTheme,
  resolveMerchantTheme,
  ThemeValidationError,
  validateMerchantTheme,
} from './runtimeTheme';

describe('merchant theme JSON', () => {
  it('accepts a partial override and resolves it on top of its base theme', () => {
    const theme = parseMerchantTheme(
      JSON.stringify({
        name: 'Golden Dragon',
        extends: 'light',
        tokens: { palette: { brand: { '400': '#e63946' } }, radius: { control: '4px' } },
      }),
    );
    const tokens = resolveMerchantTheme(theme);
    expect(tokens.palette.brand['400']).toBe('#e63946');
    expect(tokens.radius.control).toBe('4px');
    expect(tokens.color.surface.raised).toBe('#ffffff');
  });

  it('defaults to the dark theme with no overrides', () => {
    expect(parseMerchantTheme({})).toEqual({ extends: 'dark', tokens: {} });
  });

  it('names an unknown token', () => {
    const result = validateMerchantTheme({ tokens: { color: { acent: { solid: '#fff' } } } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.token).toBe('color.acent');
    expect(result.error.message).toBe('Unknown theme token "color.acent"');
  });

  it('names a token with a malformed value', () => {
    expect(() => parseMerchantTheme({ tokens: { color: { accent: { solid: 'gold!!' } } } })).toThrowError(
      /Theme token "color.accent.solid" must be a CSS colour/,
    );
    const parseBadRadius = () => parseMerchantTheme({ tokens: { radius: { card: 'big' } } });
    expect(parseBadRadius).toThrow(ThemeValidationError);
    expect(parseBadRadius).toThrow(expect.objectContaining({ token: 'radius.card' }));
  });

  it('refuses values that could break out of a CSS declaration', () => {
    const result = validateMerchantTheme({ tokens: { font: { family: { body: 'x; } body { display:none' } } } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.token).toBe('font.family.body');
  });

  it('reports JSON syntax errors', () => {
    expect(() => parseMerchantTheme('{ nope')).toThrowError(/not valid JSON/);
  });

  it('rejects an unknown base theme', () => {
    expect(() => parseMerchantTheme({ extends: 'neon' })).toThrowError(/"extends" must be one of dark, light, aurora/);
  });

  it('applies overrides as custom properties and undoes them', () => {
    const element = document.createElement('div');
    const undo = applyMerchantTheme(
      parseMerchantTheme({ extends: 'light', tokens: { color: { accent: { solid: '#123456' } } } }),
      element,
    );
    expect(element.getAttribute('data-lobby-theme')).toBe('light');
    expect(element.style.getPropertyValue('--lobby-color-accent-solid')).toBe('#123456');
    undo();
    expect(element.hasAttribute('data-lobby-theme')).toBe(false);
    expect(element.style.getPropertyValue('--lobby-color-accent-solid')).toBe('');
  });

  it('exports JSON that parses back to the same theme', () => {
    const theme = parseMerchantTheme({ name: 'Jade', extends: 'dark', tokens: { radius: { card: '20px' } } });
    expect(parseMerchantTheme(exportMerchantTheme(theme))).toEqual(theme);
  });

  it('lets a merchant check contrast of a runtime theme', () => {
    const theme = parseMerchantTheme({ tokens: { color: { text: { muted: '#2a2a2a' } } } });
    const failing = checkContrast(resolveMerchantTheme(theme)).filter((result) => !result.passes);
    expect(failing.map((result) => result.foreground)).toContain('color.text.muted');
  });
});
