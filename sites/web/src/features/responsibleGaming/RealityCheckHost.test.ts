import { describe, expect, it } from 'vitest';
import { checkDueAt } from './RealityCheckHost';

describe('when the reality check comes', () => {
  const startedAt = Date.UTC(2026, 10, 24, 12, 0);

  it('comes one interval after the login, then at each further interval', () => {
    expect(checkDueAt({ startedAt, answered: 0 }, 30)).toBe(startedAt + 30 * 60_000);
    expect(checkDueAt({ startedAt, answered: 1 }, 30)).toBe(startedAt + 60 * 60_000);
  });

  it('follows a new interval from the same login', () => {
    expect(checkDueAt({ startedAt, answered: 1 }, 15)).toBe(startedAt + 30 * 60_000);
  });
});
