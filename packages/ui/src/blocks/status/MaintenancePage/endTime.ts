/** `yyyy-MM-dd HH:mm[:ss[.SSS]]`, the way the platform writes times. */
const platformDateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

export interface EndTime {
  /** What the page shows: minutes are precise enough for "back at". */
  text: string;
  /** Machine-readable form for `<time dateTime>`, when the text could be read. */
  dateTime?: string;
}

/**
 * The maintenance end time as the page shows it. Platform times are shown as
 * given (platform time, no zone conversion), without seconds; anything the
 * page cannot read is shown verbatim rather than dropped, and blank is none.
 */
export function maintenanceEndTime(value: string | undefined): EndTime | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const match = platformDateTime.exec(trimmed);
  if (!match) return { text: trimmed };
  const [, date, minutes] = match;
  return { text: `${date} ${minutes}`, dateTime: `${date}T${minutes}` };
}
