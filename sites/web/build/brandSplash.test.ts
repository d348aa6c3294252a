import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightThemeColourOf, splashColoursOf, splashPlaceholdersOf, splashStyleOf } from './brandSplash';

describe('the splash of a brand', () => {
  it('paints a dark brand on the dark page colour with the gold name', () => {
    expect(splashColoursOf({ theme: 'dark' })).toMatchObject({
      theme: 'dark',
      surface: '#0c0f18',
      accentText: '#f6c74e',
    });
  });

  it('paints a light brand light from the first frame', () => {
    const colours = splashColoursOf({ theme: 'light' });
    expect(colours.theme).toBe('light');
    expect(colours.surface).not.toBe(splashColoursOf({ theme: 'dark' }).surface);
    expect(colours.surface).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("starts a merchant theme from its base and uses the merchant's own colours", () => {
    const colours = splashColoursOf({
      theme: { name: 'Jade', extends: 'light', tokens: { color: { surface: { base: '#f4fbf7' } } } },
    });
    expect(colours).toMatchObject({ theme: 'light', surface: '#f4fbf7' });
    expect(colours.accentText).toBe(splashColoursOf({ theme: 'light' }).accentText);
  });

  it("follows a merchant's palette into the roles that use it", () => {
    const colours = splashColoursOf({
      theme: { name: 'Ruby', extends: 'dark', tokens: { palette: { neutral: { '950': '#1a0b0e' } } } },
    });
    expect(colours.surface).toBe('#1a0b0e');
  });

  it('keeps text that is not a colour out of the page, using the base theme instead', () => {
    const colours = splashColoursOf({
      theme: { name: 'Bad', extends: 'dark', tokens: { color: { surface: { base: 'red;}</style><script>' } } } },
    });
    expect(colours.surface).toBe('#0c0f18');
  });

  it("names the page's theme and its theme-color", () => {
    expect(splashPlaceholdersOf({ theme: 'aurora' })).toEqual({
      '%LOBBY_THEME%': 'aurora',
      '%LOBBY_SURFACE%': splashColoursOf({ theme: 'aurora' }).surface,
    });
  });

  it('gives the first paint every colour it reads', () => {
    const style = splashStyleOf({ theme: 'light' });
    const colours = splashColoursOf({ theme: 'light' });
    for (const [name, value] of [
      ['surface', colours.surface],
      ['accent-text', colours.accentText],
      ['accent-solid', colours.accentSolid],
      ['accent-on-solid', colours.accentOnSolid],
      ['focus-ring', colours.focusRing],
    ]) {
      expect(style).toContain(`--lobby-splash-${name}: ${value};`);
    }
  });

  it("writes every splash colour index.html reads, so no first paint falls back to the browser's", () => {
    const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const read = [...html.matchAll(/var\(--lobby-splash-([a-z-]+)\)/g)].map(([, name]) => name);
    expect(read.length).toBeGreaterThan(0);
    const style = splashStyleOf({ theme: 'dark' });
    for (const name of read) expect(style).toContain(`--lobby-splash-${name}:`);
  });

  it('paints a brand that offers light and dark in the look the device prefers, until the app takes over', () => {
    const pair = { theme: 'aurora' as const, colourSchemes: { light: 'light' as const, dark: 'dark' as const } };
    const light = splashColoursOf({ theme: 'light' });
    const dark = splashColoursOf({ theme: 'dark' });
    expect(splashPlaceholdersOf(pair)['%LOBBY_SURFACE%']).toBe(dark.surface);
    const style = splashStyleOf(pair);
    const [always, preferringLight] = style.split('@media (prefers-color-scheme: light)');
    expect(always).toContain(`--lobby-splash-surface: ${dark.surface};`);
    expect(preferringLight).toContain(':root:not([data-lobby-scheme])');
    expect(preferringLight).toContain(`--lobby-splash-surface: ${light.surface};`);
    // The frame's colours inside the splash too, where the dark theme's stylesheet would otherwise win.
    expect(preferringLight).toContain('.lobby-boot { --lobby-color-surface-raised: var(--lobby-splash-raised);');
    expect(lightThemeColourOf(pair)).toBe(light.surface);
    expect(lightThemeColourOf({ theme: 'light' })).toBeNull();
    expect(splashStyleOf({ theme: 'light' })).not.toContain('@media');
  });
});
