import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { agentContractsOf, canTransferToUpline, consolidatedSchema } from './centreFacts';

const parse = (input: unknown) => v.parse(consolidatedSchema, input);

describe('an agent’s contract settings', () => {
  it('enables a kind for any non-zero type code, and keeps the waiting requests apart', () => {
    const contracts = agentContractsOf(
      parse({
        divtypereq: 2,
        dailysalreqtype: '1',
        contracthoursalreq: true,
        realtimesalreqtype: 0,
        divpendingcount: 0,
        realtimesalpendingcount: '3',
      }),
    );
    expect(contracts.enabled).toEqual(['dividend', 'dailySalary', 'hourlySalary']);
    // A kind that is not enabled can still have requests waiting; enabled kinds may have none.
    expect(contracts.pending).toEqual({ dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 3 });
  });

  it('reads zero, false, empty and missing fields as not enabled', () => {
    expect(
      agentContractsOf(parse({ divtypereq: '0', dailysalreqtype: false, contracthoursalreq: '' })).enabled,
    ).toEqual([]);
    expect(agentContractsOf(parse(null))).toEqual({
      enabled: [],
      pending: { dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0 },
    });
  });

  it('parses its own output again unchanged (the answer is cached in session storage)', () => {
    const once = parse({ divtypereq: 1, hoursalpendingcount: 2 });
    expect(parse(once)).toEqual(once);
  });

  it('rejects text that is not a type code', () => {
    expect(() => parse({ divtypereq: 'maybe' })).toThrow();
  });
});

describe('canTransferToUpline', () => {
  it('reads the flag in the forms the platform sends', () => {
    for (const toUpline of [true, 1, '1', 'true'])
      expect(canTransferToUpline({ toUpline }), String(toUpline)).toBe(true);
    for (const toUpline of [false, 0, '0', 'false', '', null, undefined]) {
      expect(canTransferToUpline({ toUpline }), String(toUpline)).toBe(false);
    }
    expect(canTransferToUpline(undefined)).toBe(false);
  });
});
