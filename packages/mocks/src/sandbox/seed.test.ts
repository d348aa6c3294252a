// @vitest-environment node
/** The seeded platform's data keeps the platform's own invariants. */
import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';

describe('seed', () => {
  it('gives every bet on the platform its own order number, so a team listed together never shares one', () => {
    const sandbox = createSandbox();
    const orderNumbers = [...sandbox.accounts.values()].flatMap((account) => account.bets.map((bet) => bet.betId));
    expect(orderNumbers.length).toBeGreaterThan(500);
    expect(new Set(orderNumbers).size).toBe(orderNumbers.length);
  });
});
