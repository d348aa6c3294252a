import type { RankProgress } from '@lobby/api';
import { type Currency, defaultCurrency, type RankItem, type RankStanding, type TurnoverMeter } from '@lobby/ui';
import { amountText } from './records';

/** A rank rule as the platform sends it (the fields the VIP page reads). */
export interface RankRuleLike {
  rankLevel: number;
  rankName?: string | null;
  turnoverRequirement?: number | null;
  depositRequirement?: number | null;
  benefits: readonly string[];
}

function requirementText(amount: number | null | undefined, locale: string, currency: Currency): string {
  return amount === null || amount === undefined || amount <= 0 ? '' : amountText(amount, locale, currency);
}

/** The ranks from the lowest up; the player's own marked (none for a visitor, `currentLevel` null). */
export function rankItemsOf(
  rules: readonly RankRuleLike[] | undefined,
  currentLevel: number | null,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RankItem[] {
  return [...(rules ?? [])]
    .sort((a, b) => a.rankLevel - b.rankLevel)
    .map((rule) => ({
      level: rule.rankLevel,
      name: rule.rankName?.trim() || String(rule.rankLevel),
      turnover: requirementText(rule.turnoverRequirement, locale, currency),
      deposit: requirementText(rule.depositRequirement, locale, currency),
      benefits: rule.benefits.filter((benefit) => benefit.trim() !== ''),
      current: currentLevel !== null && rule.rankLevel === currentLevel,
    }));
}

/** Whole percent of `actual` against `expected`, 0 to 100; a target of nothing counts as reached. */
export function percentOf(actual: number, expected: number): number {
  if (!(expected > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((actual / expected) * 100)));
}

function meterOf(turnover: RankProgress['monthlyTurnover'], locale: string, currency: Currency): TurnoverMeter | null {
  if (!turnover) return null;
  return {
    actual: amountText(turnover.actual, locale, currency),
    expected: amountText(turnover.expected, locale, currency),
    percent: percentOf(turnover.actual, turnover.expected),
  };
}

/** The player's standing from the progress call (without its async status, which the caller adds). */
export function rankStandingOf(
  progress: RankProgress | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Omit<RankStanding, 'status' | 'onRetry' | 'retrying'> {
  return {
    rankName: progress?.playerRankName?.trim() ?? '',
    level: progress?.rankLevel ?? 0,
    nextRankName: progress?.nextRankName?.trim() ?? '',
    monthly: meterOf(progress?.monthlyTurnover, locale, currency),
    total: meterOf(progress?.totalTurnover, locale, currency),
  };
}
