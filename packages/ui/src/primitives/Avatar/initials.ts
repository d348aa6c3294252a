// Made on first use, not when the module loads: building a segmenter loads the engine's break rules, a long
// task on a phone, and a visitor's first screen shows no initials.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  return segmenter;
}

/** The first user-perceived character (keeps emoji and combined marks whole). */
function firstGrapheme(word: string): string {
  const graphemes = graphemeSegmenter();
  if (graphemes) {
    for (const { segment } of graphemes.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/**
 * Initials for an avatar: first and last word's first letters for names with
 * several words or separators (`Nguyen Van An` → `NA`, `lucky_tiger` → `LT`),
 * the first character otherwise (`player88` → `P`, `张伟` → `张`).
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._\-@]+/u)
    .filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${firstGrapheme(first)}${last ? firstGrapheme(last) : ''}`.toLocaleUpperCase();
}
