import * as v from 'valibot';
import { defineEndpoint } from './define';
import { integer, noFields, orEmpty } from './fields';
import type { MemberInfo } from './member';

/**
 * Facts only the member and agent centres read: an agent's contract settings
 * (the consolidated call: which salary and dividend contract kinds are
 * enabled, and the requests waiting per kind) and whether a member may
 * transfer to the upline. They sit apart from the member calls the first page
 * needs, because a module the first page imports lands whole in its bundle.
 */

/**
 * A contract kind's switch. The platform sends a type code (a number, or digits
 * as text) or a flag; anything but zero, false or nothing enables the kind.
 */
const contractKindEnabled = v.pipe(
  v.nullish(v.union([v.boolean(), v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^\s*\d*\s*$/))])),
  v.transform((value): boolean => {
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value !== 0;
    if (typeof value === 'string') return value.trim() !== '' && Number(value) !== 0;
    return false;
  }),
);

/** How many requests of one contract kind wait for the agent's answer; left out means none. */
const pendingRequestCount = v.nullish(integer, 0);

/**
 * An agent's contract settings: which salary and dividend contract kinds are
 * enabled for it, and, separately, how many requests from its upline wait for
 * an answer per kind. A kind stays enabled when its last request is answered.
 */
export const consolidatedSchema = orEmpty(
  v.object({
    divtypereq: contractKindEnabled,
    dailysalreqtype: contractKindEnabled,
    contracthoursalreq: contractKindEnabled,
    realtimesalreqtype: contractKindEnabled,
    divpendingcount: pendingRequestCount,
    dailysalpendingcount: pendingRequestCount,
    hoursalpendingcount: pendingRequestCount,
    realtimesalpendingcount: pendingRequestCount,
  }),
);
export type Consolidated = v.InferOutput<typeof consolidatedSchema>;

/** The salary and dividend contract kinds of an agent. */
export type AgentContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

const agentContractKinds: readonly AgentContractKind[] = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'];

/** The contract kinds enabled for the agent (in menu order) and the requests waiting per kind. */
export function agentContractsOf(consolidated: Consolidated): {
  enabled: AgentContractKind[];
  pending: Record<AgentContractKind, number>;
} {
  const pending = {
    dividend: consolidated.divpendingcount,
    dailySalary: consolidated.dailysalpendingcount,
    hourlySalary: consolidated.hoursalpendingcount,
    realtimeSalary: consolidated.realtimesalpendingcount,
  };
  const enabled = {
    dividend: consolidated.divtypereq,
    dailySalary: consolidated.dailysalreqtype,
    hourlySalary: consolidated.contracthoursalreq,
    realtimeSalary: consolidated.realtimesalreqtype,
  };
  return { enabled: agentContractKinds.filter((kind) => enabled[kind]), pending };
}

export const memberConsolidatedEndpoint = defineEndpoint({
  id: 'member.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  request: noFields,
  response: consolidatedSchema,
  summary: 'Contract kinds enabled for an agent, and its contract requests waiting for an answer',
  assumption:
    'divtypereq, dailysalreqtype, contracthoursalreq and realtimesalreqtype are read as "kind enabled" when non-zero; the per-kind counts of pending requests (divpendingcount, dailysalpendingcount, hoursalpendingcount, realtimesalpendingcount) are assumed names',
});

/** Part of the member group (`member.consolidated`); `all.ts` joins them. */
export const consolidatedEndpoints = { consolidated: memberConsolidatedEndpoint } as const;

/** Whether the member may transfer to the upline (`toUpline` arrives as a flag, 0/1 or text). */
export function canTransferToUpline(member: Pick<MemberInfo, 'toUpline'> | null | undefined): boolean {
  const value = member?.toUpline;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['1', 'true', 'y', 'yes'].includes(value.trim().toLowerCase());
  return false;
}
