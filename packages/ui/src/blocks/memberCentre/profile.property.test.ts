import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem, avatarUploadMaxBytes, isOfAge, parseDay } from './profile';

// The profile form's checks, whatever is typed or chosen: 10,000 cases each.

const runs = 10_000;

const typed = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789- \t\n'), maxLength: 14 }),
  fc
    .tuple(fc.integer({ min: -1, max: 10_000 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }))
    .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  fc.string({ unit: 'binary', minLength: 500, maxLength: 2000 }),
);

describe('the profile checks, whatever is typed', () => {
  it('a birthday reads as a real calendar day written YYYY-MM-DD, or not at all', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const day = parseDay(text);
        if (day === null) return;
        const written = `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
        expect(written).toBe(text.trim());
        const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
        expect(date.getUTCDate()).toBe(day.day);
      }),
      { numRuns: runs },
    );
  });

  it('the age rule answers yes or no, and no for what is not a day', () => {
    fc.assert(
      fc.property(typed, fc.date({ noInvalidDate: true }), fc.integer({ min: 0, max: 120 }), (text, today, age) => {
        const answer = isOfAge(text, today, age);
        expect(typeof answer).toBe('boolean');
        if (parseDay(text) === null) expect(answer).toBe(false);
      }),
      { numRuns: runs },
    );
  });

  it('an avatar file is refused by type or size, or accepted', () => {
    const file = fc.record({
      name: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('a.png', 'b.JPG', 'c.jpeg', 'd.gif', '.png'),
      ),
      type: fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/html'),
      ),
      size: fc.oneof(fc.nat(), fc.constantFrom(0, avatarUploadMaxBytes, avatarUploadMaxBytes + 1)),
    });
    fc.assert(
      fc.property(file, (chosen) => {
        const problem = avatarFileProblem(chosen);
        expect([null, 'type', 'size']).toContain(problem);
        // Nothing but a png or jpeg of at most 5 MB is accepted.
        if (problem === null) {
          expect(chosen.size <= avatarUploadMaxBytes).toBe(true);
          expect(
            chosen.type === '' ? /\.(png|jpe?g)$/i.test(chosen.name) : /^image\/(png|jpeg)$/.test(chosen.type),
          ).toBe(true);
        }
      }),
      { numRuns: runs },
    );
  });
});
