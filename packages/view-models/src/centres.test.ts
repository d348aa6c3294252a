import type { Consolidated } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { agentCentreOf, memberCentreFactsOf } from './centres';

const consolidated: Consolidated = {
  divtypereq: true,
  dailysalreqtype: false,
  contracthoursalreq: true,
  realtimesalreqtype: false,
  divpendingcount: 2,
  dailysalpendingcount: 1,
  hoursalpendingcount: 0,
  realtimesalpendingcount: 0,
};

describe('memberCentreFactsOf', () => {
  it('reads the switches and whether the member may transfer to the upline', () => {
    expect(memberCentreFactsOf({ REFERRAL3: true }, { toUpline: '1' })).toEqual({
      switches: { REFERRAL3: true },
      memberFacts: { toUpline: true },
    });
    expect(memberCentreFactsOf(undefined, undefined)).toEqual({ switches: {}, memberFacts: { toUpline: false } });
  });
});

describe('agentCentreOf', () => {
  it('shows the enabled contract kinds and badges the requests waiting, kind by kind', () => {
    expect(agentCentreOf({ AGEANNOUNCE3: true }, consolidated)).toEqual({
      facts: { switches: { AGEANNOUNCE3: true }, contracts: ['dividend', 'hourlySalary'] },
      pendingRequests: { dividend: 2, dailySalary: 1, hourlySalary: 0, realtimeSalary: 0 },
    });
  });

  it('has no contract pages and no badges before the consolidated call answered', () => {
    expect(agentCentreOf(undefined, undefined)).toEqual({
      facts: { switches: {}, contracts: [] },
      pendingRequests: {},
    });
  });
});
