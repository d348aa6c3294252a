/** Wire-format helpers shared by the handler groups: dates, paging, date ranges, localised text. */
import { DAY, formatPlatformDateTime, parsePlatformDateTime } from '../fixtures/time';
import type { Localised } from '../fixtures/types';

export const dateTime = formatPlatformDateTime;

export function localised(text: Localised, language: string): string {
  return language === 'CN' ? text.CN : text.EN;
}

export interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** A page of `items` (pageNo counts from 1); an out-of-range page is empty, as on the platform. */
export function page<T>(
  items: readonly T[],
  pageNo: number | undefined,
  pageSize: number | undefined,
  fallbackSize = 10,
): Page<T> {
  const size = Math.max(1, Math.min(pageSize ?? fallbackSize, 200));
  const number = Math.max(1, pageNo ?? 1);
  const start = (number - 1) * size;
  return {
    list: items.slice(start, start + size),
    pageNum: number,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
    totalCount: items.length,
  };
}

/**
 * Keeps records whose time falls in [startDate, endDate]; a bare date covers its
 * whole day (platform time). Missing bounds are open.
 */
export function inRange(
  time: number,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): boolean {
  const start = range.startDate ? parsePlatformDateTime(range.startDate) : Number.NEGATIVE_INFINITY;
  let end = range.endDate ? parsePlatformDateTime(range.endDate) : Number.POSITIVE_INFINITY;
  if (range.endDate && /^\d{4}-\d{2}-\d{2}$/.test(range.endDate.trim())) end += DAY - 1;
  if (Number.isNaN(start) || Number.isNaN(end)) return true;
  return time >= start && time <= end;
}
