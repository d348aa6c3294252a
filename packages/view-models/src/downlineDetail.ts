import {
  type AgentContractKind,
  type Contract,
  type DownlineDetail,
  type DownlinePnl,
  type DownlineRebate,
  type GlobalRebateRange,
  isAgentType,
  type RebateQuota,
} from '@lobby/api';
import {
  type Currency,
  type DownlineContractKind,
  type DownlineFacts,
  defaultCurrency,
  type RebateSetting,
} from '@lobby/ui';
import { contractRowOf } from './agentContracts';
import { amountText } from './records';
import type { Translate } from './translate';

/** A downline's facts and figures in display text; the figures stay empty until the P&L arrives. */
export function downlineFactsOf(
  detail: DownlineDetail,
  pnl: DownlinePnl | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): DownlineFacts {
  const isAgent = isAgentType(detail.type);
  const count = new Intl.NumberFormat(locale);
  const amount = (value: number | null | undefined) => (pnl ? amountText(value ?? 0, locale, currency) : '');
  return {
    account: detail.account,
    nickname: detail.nickname ?? '',
    role: t(isAgent ? 'agentCentre.team.roles.agent' : 'agentCentre.team.roles.member'),
    isAgent,
    level: detail.level ? count.format(detail.level) : '',
    registered: detail.registerTime ?? '',
    lastLogin: detail.lastLoginTime ?? '',
    balance: amountText(detail.balance ?? 0, locale, currency),
    teamSize: count.format(detail.teamSize ?? 0),
    deposit: amount(pnl?.deposit),
    withdraw: amount(pnl?.withdraw),
    betAmount: amount(pnl?.betAmount),
    validBet: amount(pnl?.validBet),
    betCount: pnl ? count.format(pnl.betCount ?? 0) : '',
    profit: amount(pnl?.profit),
    losing: (pnl?.profit ?? 0) < 0,
  };
}

const knownProducts = new Set(['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'LOTTERY', 'ESPORTS']);

/**
 * The rebate form's rows: every product type the merchant has a range for,
 * with the downline's rate (0 when it has none) and the agent's own rate as
 * its ceiling (0 when the agent has none for that type).
 */
export function rebateSettingsOf(
  ranges: readonly GlobalRebateRange[] | undefined,
  quotas: readonly RebateQuota[] | undefined,
  rates: readonly DownlineRebate[] | undefined,
  t: Translate,
): RebateSetting[] {
  const quotaOf = new Map((quotas ?? []).map((quota) => [quota.productType, quota.quota]));
  const rateOf = new Map((rates ?? []).map((rate) => [rate.productType, rate.rate]));
  return (ranges ?? []).map((range) => ({
    productType: range.productType,
    label: knownProducts.has(range.productType)
      ? t(`agentCentre.team.rebates.products.${range.productType}`)
      : range.productType,
    rate: rateOf.get(range.productType) ?? 0,
    quota: quotaOf.get(range.productType) ?? 0,
    minRate: range.minRate,
    maxRate: range.maxRate,
  }));
}

/** Kinds whose offers name a payment period. */
const periodKinds = new Set<AgentContractKind>(['dividend', 'dailySalary']);

const kindTitles: Record<AgentContractKind, string> = {
  dividend: 'agentCentre.team.contracts.kinds.dividend',
  dailySalary: 'agentCentre.team.contracts.kinds.dailySalary',
  hourlySalary: 'agentCentre.team.contracts.kinds.hourlySalary',
  realtimeSalary: 'agentCentre.team.contracts.kinds.realtimeSalary',
};

/** The contracts the agent offered one downline, per enabled kind, newest first as the lists come. */
export function downlineContractKindsOf(
  account: string,
  lists: readonly { kind: AgentContractKind; contracts: readonly Contract[] | undefined }[],
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): DownlineContractKind[] {
  return lists.map(({ kind, contracts }) => {
    const title = t(kindTitles[kind]);
    return {
      kind,
      label: title.charAt(0).toLocaleUpperCase(locale) + title.slice(1),
      hasPeriods: periodKinds.has(kind),
      rows: (contracts ?? [])
        .filter((contract) => contract.account === account && contract.direction !== 'received')
        .map((contract) => contractRowOf(contract, t, locale, currency)),
    };
  });
}
