import { describe, expect, it } from 'vitest';
import { checkContrast, contrastPairs, contrastRatio, parseColor } from './contrast';
import { shippedThemes } from './runtimeTheme';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    const black = parseColor('#000')!;
    const white = parseColor('#ffffff')!;
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
  });

  it('composites translucent colours before measuring', () => {
    const halfWhite = parseColor('rgba(255, 255, 255, 0.5)')!;
    const black = parseColor('#000000')!;
    expect(contrastRatio(halfWhite, black)).toBeLessThan(contrastRatio(parseColor('#fff')!, black));
  });

  it('treats an unreadable colour as failing', () => {
    const [result] = checkContrast(
      {
        ...shippedThemes.dark,
        color: { ...shippedThemes.dark.color, text: { ...shippedThemes.dark.color.text, primary: 'nonsense' } },
      },
      [{ foreground: 'color.text.primary', background: 'color.surface.base', kind: 'text' }],
    );
    expect(result?.passes).toBe(false);
  });
});

describe.each(Object.entries(shippedThemes))('WCAG 2.2 AA contrast in the %s theme', (_name, tokens) => {
  it.each(checkContrast(tokens).map((result) => [`${result.foreground} on ${result.background}`, result] as const))(
    '%s',
    (_label, result) => {
      expect(result.ratio, `${result.kind} needs ${result.minimum}:1`).toBeGreaterThanOrEqual(result.minimum);
    },
  );

  it('covers text, large text and UI boundaries', () => {
    const kinds = new Set(contrastPairs.map((pair) => pair.kind));
    expect([...kinds].sort()).toEqual(['large-text', 'text', 'ui']);
  });
});
