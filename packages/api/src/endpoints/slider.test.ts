import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHumanSlide, parseSliderToken, sliderCompletePosition, sliderMinDurationMs, sliderTokenOf } from './auth';

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
    fc.assert(fc.property(fc.string(), (token) => void parseSliderToken(token)));
  });

  it('takes a slide as human only when it reaches the end at a human pace', () => {
    expect(isHumanSlide({ position: sliderCompletePosition, durationMs: sliderMinDurationMs })).toBe(true);
    expect(isHumanSlide({ position: 99, durationMs: 2000 })).toBe(false);
    expect(isHumanSlide({ position: 100, durationMs: sliderMinDurationMs - 1 })).toBe(false);
  });
});
