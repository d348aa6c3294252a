import { type Contract, type Downline, isAgentType, undercutContractsOf } from '@lobby/api';
import {
  type ContractDownline,
  type ContractLists,
  type ContractProposalResult,
  type ContractRow,
  type Currency,
  defaultCurrency,
  type Tone,
} from '@lobby/ui';
import { cashbackAmountText, rebateRateText } from './cashback';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

const statusTones: Record<string, Tone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  REJECTED: 'danger',
  TERMINATED: 'neutral',
};

const knownPeriods = new Set(['DAILY', 'WEEKLY', 'HALF_MONTH', 'MONTHLY', 'HOURLY', 'REALTIME']);

function code(text: string | null | undefined): string {
  return (text ?? '').trim().toUpperCase().replace('-', '_');
}

/** A contract in display text. */
export function contractRowOf(
  contract: Contract,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): ContractRow {
  const status = code(contract.status);
  const period = code(contract.period);
  const count = contract.activeMembers;
  return {
    id: contract.contractId,
    account: contract.account,
    rate: rebateRateText(contract.rate, locale),
    period: knownPeriods.has(period) ? t(`agentCentre.contracts.periods.${period}`) : (contract.period ?? ''),
    status: {
      label: t(`agentCentre.contracts.status.${status in statusTones ? status : 'OTHER'}`),
      tone: statusTones[status] ?? 'neutral',
    },
    periodValidBet: cashbackAmountText(contract.periodValidBet, locale, currency),
    periodPnl: cashbackAmountText(contract.periodPnl, locale, currency),
    activeMembers: count === null || count === undefined ? '' : String(count),
    betAmount: cashbackAmountText(contract.betAmount, locale, currency),
    created: contract.createTime ?? '',
    endable: status === 'ACTIVE' || status === 'PENDING',
  };
}

/**
 * A kind's contracts as its page lists them. `requests` is the platform's list
 * of requests waiting for an answer where the kind has one; otherwise they are
 * the pending contracts received from the upline. A contract without a side
 * (a platform that does not say) counts as one the agent holds.
 */
export function contractListsOf(
  contracts: readonly Contract[] | undefined,
  requests: readonly Contract[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Pick<ContractLists, 'requests' | 'held' | 'offered'> {
  const all = contracts ?? [];
  const waiting =
    requests ?? all.filter((contract) => contract.direction === 'received' && code(contract.status) === 'PENDING');
  const waitingIds = new Set(waiting.map((contract) => contract.contractId));
  const row = (contract: Contract) => contractRowOf(contract, t, locale, currency);
  return {
    requests: waiting.map(row),
    held: all
      .filter((contract) => contract.direction !== 'offered' && !waitingIds.has(contract.contractId))
      .filter((contract) => !(contract.direction === 'received' && code(contract.status) === 'PENDING'))
      .map(row),
    offered: all.filter((contract) => contract.direction === 'offered').map(row),
  };
}

/** The downline agents a contract can be offered to: plain members never open the agent centre. */
export function contractDownlinesOf(downlines: readonly Downline[] | undefined): ContractDownline[] {
  return (downlines ?? [])
    .filter((downline) => isAgentType(downline.type))
    .map((downline) => ({
      account: downline.account,
      label:
        downline.nickname && downline.nickname !== downline.account
          ? `${downline.account} (${downline.nickname})`
          : downline.account,
    }));
}

/**
 * A refused offer as the form's result: the lower-rate refusal names the
 * downline's contracts to end, which the agent confirms; any other refusal
 * is said in words.
 */
export function contractProposalFailureOf(error: unknown, t: Translate, locale = 'en'): ContractProposalResult {
  const undercut = undercutContractsOf(error);
  if (undercut && undercut.length > 0) {
    return {
      ok: false,
      confirm: undercut.map((contract) => ({
        id: contract.contractId,
        account: contract.account ?? '',
        rate: rebateRateText(contract.rate, locale),
      })),
    };
  }
  return { ok: false, error: errorTextOf(error, t) };
}

const settlementStep = 5 * 60_000;

/** When the real-time salary next settles: it settles every 5 minutes, on the clock's fives. */
export function nextRealTimeSettlement(now: number): number {
  return (Math.floor(now / settlementStep) + 1) * settlementStep;
}
