import type { TeamOverview, TeamOverviewDay } from '@lobby/api';
import { type Currency, defaultCurrency, type TeamDay, type TeamFigures, type TeamPeriod } from '@lobby/ui';
import { amountText, dayText } from './records';

/** The days a period covers, as the team reports read them: today counts as one day. */
export function teamPeriodRange(period: TeamPeriod, today: Date): { startDate: string; endDate: string } {
  const day = (offset: number) => dayText(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  switch (period) {
    case 'today':
      return { startDate: day(0), endDate: day(0) };
    case 'yesterday':
      return { startDate: day(-1), endDate: day(-1) };
    case 'last7':
      return { startDate: day(-6), endDate: day(0) };
    case 'last30':
      return { startDate: day(-29), endDate: day(0) };
  }
}

function countText(count: number | null | undefined, locale: string): string {
  return new Intl.NumberFormat(locale).format(count ?? 0);
}

/** The team's totals in display text; a figure the platform left out counts as 0. */
export function teamFiguresOf(
  overview: TeamOverview | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): TeamFigures | null {
  if (!overview) return null;
  const amount = (value: number | null | undefined) => amountText(value ?? 0, locale, currency);
  return {
    teamSize: countText(overview.teamSize, locale),
    activeMembers: countText(overview.activeMembers, locale),
    newMembers: countText(overview.newMembers, locale),
    balance: amount(overview.balance),
    deposit: amount(overview.deposit),
    withdraw: amount(overview.withdraw),
    validBet: amount(overview.validBet),
    profit: amount(overview.profit),
  };
}

/** The chart's days, oldest first, with the axis label `MM-dd`. */
export function teamDaysOf(
  days: readonly TeamOverviewDay[] | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): TeamDay[] {
  return [...(days ?? [])]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const values = {
        validBet: day.validBet ?? 0,
        deposit: day.deposit ?? 0,
        withdraw: day.withdraw ?? 0,
        profit: day.profit ?? 0,
      };
      return {
        date: day.date,
        label: day.date.slice(5, 10),
        values,
        texts: {
          validBet: amountText(values.validBet, locale, currency),
          deposit: amountText(values.deposit, locale, currency),
          withdraw: amountText(values.withdraw, locale, currency),
          profit: amountText(values.profit, locale, currency),
        },
      };
    });
}
