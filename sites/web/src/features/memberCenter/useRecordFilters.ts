import { currentLocale, useTranslation } from '@lobby/i18n';
import { type DateRangeValue, type MoneyFormat, useCurrency } from '@lobby/ui';
import { defaultRecordsRange } from '@lobby/view-models';
import { useState } from 'react';

/** A record's filters: its days, its server page and its own choices (vendor, type, …). */
export interface RecordFilters<Choices> {
  range: DateRangeValue;
  page: number;
  choices: Choices;
}

/**
 * Where a record page keeps its filters for the life of the site, so that a
 * player who switches to another centre page and back finds the record as
 * they left it: one per page module, `const kept: KeptFilters<…> = {}`.
 */
export interface KeptFilters<Choices> {
  current?: RecordFilters<Choices>;
}

/**
 * A record page's filters: the kept ones, or `initial` choices over the last
 * seven days. New days or choices start again on the first page.
 */
export function useRecordFilters<Choices>(kept: KeptFilters<Choices>, initial: Choices) {
  const [filters, setFilters] = useState<RecordFilters<Choices>>(
    () => kept.current ?? { range: defaultRecordsRange(new Date()), page: 1, choices: initial },
  );
  const update = (next: RecordFilters<Choices>) => {
    kept.current = next;
    setFilters(next);
  };
  return {
    ...filters,
    setRange: (range: DateRangeValue) => update({ ...filters, range, page: 1 }),
    choose: (change: Partial<Choices>) => update({ ...filters, choices: { ...filters.choices, ...change }, page: 1 }),
    goToPage: (page: number) => update({ ...filters, page }),
  };
}

/** The locale amounts are written in: the interface language's. */
export function useAmountLocale(): string {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}

/** How the cashier writes and reads money: the interface locale and the brand's currency. */
export function useMoneyFormat(): MoneyFormat {
  return { locale: useAmountLocale(), currency: useCurrency() };
}
