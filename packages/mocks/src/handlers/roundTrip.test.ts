// @vitest-environment node
/**
 * Every call @lobby/api defines, made with the client's own function against
 * the sandbox: the request must be accepted (parsed by the definition's request
 * schema, decrypted where encrypted), the answer parsed by the client and
 * checked against the seed, and what a call changes read back through another
 * call. The cases live in ./roundTrip, one file per area.
 */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import { createTestClient } from '../testing/client';
import { sandboxRoutes } from './index';
import { accessCases } from './roundTrip/access.cases';
import { agentCases } from './roundTrip/agent.cases';
import { agentAffiliateCases } from './roundTrip/agentAffiliates.cases';
import { agentDownlineCases } from './roundTrip/agentDownline.cases';
import { agentReportCases } from './roundTrip/agentReports.cases';
import { createContext, type RoundTripCase } from './roundTrip/case';
import { memberCases } from './roundTrip/member.cases';
import { playCases } from './roundTrip/play.cases';
import { profileCases } from './roundTrip/profile.cases';
import { rewardsCases } from './roundTrip/rewards.cases';
import { verificationCases } from './roundTrip/verification.cases';
import { walletCases } from './roundTrip/wallet.cases';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => host.reset());
afterAll(() => host.close());

const areas = [
  accessCases,
  memberCases,
  verificationCases,
  profileCases,
  walletCases,
  playCases,
  rewardsCases,
  agentCases,
  agentAffiliateCases,
  agentDownlineCases,
  agentReportCases,
];
const cases: Record<string, RoundTripCase> = Object.assign({}, ...areas);

describe('round trip of every call', () => {
  it('covers every endpoint the api package defines once, and the sandbox answers each one', () => {
    const defined = api.endpointList.map((definition) => definition.id).sort();
    const covered = areas.flatMap((area) => Object.keys(area)).sort();
    expect(covered).toEqual(defined);
    const answered = Object.values(sandboxRoutes())
      .flat()
      .map((route) => route.definition.id)
      .sort();
    expect(answered).toEqual(defined);
  });

  it.each(api.endpointList.map((definition) => definition.id))('%s', async (id) => {
    const testCase = cases[id];
    if (!testCase) throw new Error(`No round-trip case for ${id}`);
    // Every case checks what the call answered or changed, not only that it did not throw.
    expect.hasAssertions();
    const test = createTestClient(host.sandbox);
    if (testCase.as) test.signIn(testCase.as);
    await testCase.exercise(createContext(host.sandbox, test));
  });
});
