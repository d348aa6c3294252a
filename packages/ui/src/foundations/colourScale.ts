import { clampChroma, formatHex, type Oklch, oklch, parse, wcagContrast } from 'culori';
import { basePalette, type PaletteStep, paletteSteps } from '../theme/tokens';

/** The step a merchant's brand colour takes: `palette.brand.400` is the accent's fill in every shipped theme. */
export const brandAnchorStep: PaletteStep = '400';

/** Lightness (OKLCH) of the palette's two ends: near white and near black, never pure. */
const lightest = 0.975;
const darkest = 0.2;

function oklchOf(colour: string): Oklch | undefined {
  const parsed = parse(colour);
  return parsed ? oklch(parsed) : undefined;
}

/** A colour inside sRGB: chroma is reduced, lightness and hue kept, so the step keeps its place in the scale. */
function inGamutHex(colour: Oklch): string {
  return formatHex(clampChroma(colour, 'oklch'));
}

/**
 * A whole palette scale (50 to 950) from one colour: the colour itself at
 * `anchor`, lighter steps evenly towards near white and darker ones towards
 * near black in OKLCH lightness, with the hue kept and the chroma eased off at
 * both ends. Hover fills, subtle backgrounds and accent text all take their
 * steps from the scale, so they follow the colour too. `undefined` for text
 * that is not a colour.
 */
export function deriveScale(
  colour: string,
  anchor: PaletteStep = brandAnchorStep,
): Record<PaletteStep, string> | undefined {
  const base = oklchOf(colour);
  if (!base) return undefined;
  const anchorIndex = paletteSteps.indexOf(anchor);
  const last = paletteSteps.length - 1;
  const hue = base.h ?? 0;
  const entries = paletteSteps.map((step, index): [PaletteStep, string] => {
    // The merchant's own text, as typed: the editor shows it back unchanged.
    if (index === anchorIndex) return [step, colour.trim()];
    const lighter = index < anchorIndex;
    // How far from the anchor towards the end, 0 to 1.
    const distance = lighter ? (anchorIndex - index) / anchorIndex : (index - anchorIndex) / (last - anchorIndex);
    const end = lighter ? lightest : darkest;
    const l = base.l + (end - base.l) * distance;
    const c = base.c * (1 - (lighter ? 0.8 : 0.45) * distance ** 1.5);
    return [step, inGamutHex({ mode: 'oklch', l, c, h: hue })];
  });
  return Object.fromEntries(entries) as Record<PaletteStep, string>;
}

/**
 * Greys tinted with a colour's hue: each step keeps the lightness of the
 * shipped neutral scale, so every text-on-surface pair keeps the contrast the
 * shipped themes were checked for, and only the tint changes.
 */
export function deriveNeutralScale(colour: string, tint = 0.018): Record<PaletteStep, string> | undefined {
  const base = oklchOf(colour);
  if (!base) return undefined;
  const entries = paletteSteps.map((step): [PaletteStep, string] => {
    const shipped = oklchOf(basePalette.neutral[step]);
    return [step, inGamutHex({ mode: 'oklch', l: shipped?.l ?? 0.5, c: tint, h: base.h ?? 0 })];
  });
  return Object.fromEntries(entries) as Record<PaletteStep, string>;
}

/** Of the two candidates, the text colour that reads better on `fill` (WCAG contrast ratio). */
export function readableOn(fill: string, light: string, dark: string): string {
  return wcagContrast(fill, light) >= wcagContrast(fill, dark) ? light : dark;
}
