import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHumanSlide, parseSliderToken, sliderCompletePosition, sliderMinDurationMs, sliderTokenOf } from './auth';

/**
 * The token format written out by hand: an id of at least one character,
 * then a position of 1 to 3 digits and a duration of 1 to 9, after the last two
 * colons; surrounding whitespace does not count.
 */
function referenceParse(token: string): { challengeId: string; position: number; durationMs: number } | null {
  const text = token.trim();
  const durationColon = text.lastIndexOf(':');
  const positionColon = text.lastIndexOf(':', durationColon - 1);
  if (durationColon < 0 || positionColon < 1) return null;
  const position = text.slice(positionColon + 1, durationColon);
  const duration = text.slice(durationColon + 1);
  const isDigits = (part: string, most: number) =>
    part.length >= 1 && part.length <= most && [...part].every((character) => character >= '0' && character <= '9');
  if (!isDigits(position, 3) || !isDigits(duration, 9)) return null;
  return { challengeId: text.slice(0, positionColon), position: Number(position), durationMs: Number(duration) };
}

describe('slider token', () => {
  it('writes challengeId:position:durationMs, rounded and clamped to the track', () => {
    expect(sliderTokenOf({ challengeId: 'sl_abc', position: 100, durationMs: 812.4 })).toBe('sl_abc:100:812');
    expect(sliderTokenOf({ challengeId: 'sl_abc', position: 104.2, durationMs: -5 })).toBe('sl_abc:100:0');
    expect(sliderTokenOf({ challengeId: 'sl_abc', position: -3, durationMs: 10 })).toBe('sl_abc:0:10');
  });

  it('reads back what it writes, for any challenge id (colons included)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id.trim() === id),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 600_000 }),
        (challengeId, position, durationMs) => {
          expect(parseSliderToken(sliderTokenOf({ challengeId, position, durationMs }))).toEqual({
            challengeId,
            position,
            durationMs,
          });
        },
      ),
    );
  });

  it('reads anything else as no token, without throwing', () => {
    for (const token of ['', 'abc', 'abc:100', ':100:500', 'abc:x:500', 'abc:100:-1', 'abc:1000:500']) {
      expect(parseSliderToken(token)).toBeNull();
    }
    expect(parseSliderToken('  sl:a:b:7:1234\n')).toEqual({ challengeId: 'sl:a:b', position: 7, durationMs: 1234 });
    expect(parseSliderToken('sl_x:100:1234567890')).toBeNull();
    const digits = (max: number) => fc.string({ unit: fc.constantFrom('0', '1', '9'), maxLength: max });
    const token = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('', ' ', '\t', '\n'),
          fc.string({ unit: fc.constantFrom('s', 'l', '_', ':', ' ', '\n', '中', '7'), maxLength: 8 }),
          fc.oneof(digits(4), fc.constantFrom('-1', 'x', ' 5', '1.5')),
          fc.oneof(digits(10), fc.constantFrom('-1', 'x', '5 ', '1e3')),
          fc.constantFrom('', ' ', '\n'),
        )
        .map(([before, id, position, duration, after]) => `${before}${id}:${position}:${duration}${after}`),
    );
    fc.assert(
      fc.property(token, (text) => {
        expect(parseSliderToken(text)).toEqual(referenceParse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('takes a slide as human only when it reaches the end at a human pace', () => {
    expect(isHumanSlide({ position: sliderCompletePosition, durationMs: sliderMinDurationMs })).toBe(true);
    expect(isHumanSlide({ position: 99, durationMs: 2000 })).toBe(false);
    expect(isHumanSlide({ position: 100, durationMs: sliderMinDurationMs - 1 })).toBe(false);
  });
});
