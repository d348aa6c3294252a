import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { darkTokens } from './themes/dark.tokens';
import { cssVarName, readToken, tokenPaths } from './tokens';

describe('token contract', () => {
  it('names every token with a stable, prefixed, kebab-case custom property', () => {
    const paths = tokenPaths(darkTokens);
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths) {
      expect(readToken(vars, path)).toBe(`var(${cssVarName(path)})`);
      expect(cssVarName(path)).toMatch(/^--lobby-[a-z0-9-]+$/);
    }
  });

  it('keeps the names merchants write in plain CSS', () => {
    expect(vars.color.surface.raised).toBe('var(--lobby-color-surface-raised)');
    expect(vars.color.accent.onSolid).toBe('var(--lobby-color-accent-on-solid)');
    expect(vars.space.gutterWide).toBe('var(--lobby-space-gutter-wide)');
    expect(vars.palette.brand['400']).toBe('var(--lobby-palette-brand-400)');
  });
});
