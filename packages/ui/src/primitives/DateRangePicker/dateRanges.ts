import { format, isSameDay, startOfDay, startOfMonth, subDays } from 'date-fns';

/** A range of whole days, both ends included, each at local midnight. */
export interface DateRangeValue {
  from: Date;
  to: Date;
}

export const dateRangePresetIds = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth'] as const;
export type DateRangePresetId = (typeof dateRangePresetIds)[number];

/**
 * The range a quick preset stands for, counted back from `today` (today is
 * always included): "last 7 days" is today and the six days before it,
 * "this month" runs from the 1st to today.
 */
export function presetRange(id: DateRangePresetId, today: Date): DateRangeValue {
  const day = startOfDay(today);
  switch (id) {
    case 'today':
      return { from: day, to: day };
    case 'yesterday': {
      const yesterday = subDays(day, 1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: subDays(day, 6), to: day };
    case 'last30Days':
      return { from: subDays(day, 29), to: day };
    case 'thisMonth':
      return { from: startOfMonth(day), to: day };
  }
}

/** Cuts a range to the allowed days; `null` when none of it is allowed. */
export function clampRange(range: DateRangeValue, min?: Date, max?: Date): DateRangeValue | null {
  const lowest = min ? startOfDay(min) : undefined;
  const highest = max ? startOfDay(max) : undefined;
  const from = lowest && range.from < lowest ? lowest : startOfDay(range.from);
  const to = highest && range.to > highest ? highest : startOfDay(range.to);
  return from > to ? null : { from, to };
}

export function sameRange(a: DateRangeValue | null | undefined, b: DateRangeValue | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return isSameDay(a.from, b.from) && isSameDay(a.to, b.to);
}

/** `2025-06-18`: the one date format of records filters, in every language. */
export function formatDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** `2025-06-12 – 2025-06-18`; a single day keeps both ends, so every value reads the same way. */
export function formatRange(range: DateRangeValue): string {
  return `${formatDay(range.from)} – ${formatDay(range.to)}`;
}
