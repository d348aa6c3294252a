import { oklch, parse, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { basePalette, paletteSteps } from '../theme/tokens';
import { deriveNeutralScale, deriveScale, readableOn } from './colourScale';

const lightnessOf = (hex: string) => oklch(parse(hex))?.l ?? Number.NaN;
const hueOf = (hex: string) => oklch(parse(hex))?.h ?? Number.NaN;

describe('a scale from one brand colour', () => {
  const crimson = '#d62839';
  const scale = deriveScale(crimson);

  it("puts the merchant's colour itself at the accent's step", () => {
    expect(scale?.['400']).toBe(crimson);
  });

  it('runs from near white to near black, each step darker than the one before', () => {
    const lightness = paletteSteps.map((step) => lightnessOf(scale?.[step] ?? ''));
    for (let index = 1; index < lightness.length; index += 1) {
      expect(lightness[index]).toBeLessThan(lightness[index - 1] ?? 0);
    }
    expect(lightness[0]).toBeGreaterThan(0.95);
    expect(lightness.at(-1)).toBeLessThan(0.25);
  });

  it('keeps the hue, so hover fills and accent text stay the same colour family', () => {
    for (const step of ['200', '300', '500', '700'] as const) {
      expect(Math.abs(hueOf(scale?.[step] ?? '') - hueOf(crimson))).toBeLessThan(8);
    }
  });

  it('gives only real sRGB colours, even for a vivid colour near the gamut edge', () => {
    for (const value of Object.values(deriveScale('#00ff66') ?? {})) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('refuses text that is not a colour', () => {
    expect(deriveScale('not a colour')).toBeUndefined();
  });
});

describe('greys tinted with the brand', () => {
  it('keep the shipped greys’ lightness, so text on them keeps its contrast', () => {
    const neutral = deriveNeutralScale('#2563eb');
    for (const step of paletteSteps) {
      expect(Math.abs(lightnessOf(neutral?.[step] ?? '') - lightnessOf(basePalette.neutral[step]))).toBeLessThan(0.02);
    }
    const text = neutral?.['100'] ?? '';
    const page = neutral?.['950'] ?? '';
    expect(wcagContrast(text, page)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('text on a fill', () => {
  it('is dark on a light fill and light on a dark one', () => {
    expect(readableOn('#f0b429', '#ffffff', '#0c0f18')).toBe('#0c0f18');
    expect(readableOn('#7b1fa2', '#ffffff', '#0c0f18')).toBe('#ffffff');
  });
});
