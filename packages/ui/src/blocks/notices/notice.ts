/** One notice as the notice views show it. */
export interface Notice {
  /** Stable id; selection and expansion follow it across pages and refetches. */
  id: string;
  title: string;
  /** As the platform writes it, `yyyy-MM-dd hh:mm:ss`; shown verbatim. */
  date?: string;
  /** The content as the platform sends it: HTML, sanitized by the views before rendering. */
  html: string;
}

/** Notices per page. */
export const noticesPerPage = 9;

export interface NoticePage<T> {
  /** The page shown, 1-based and within range (a page past the end shows the last). */
  page: number;
  pageCount: number;
  items: T[];
}

/** Cuts the list into pages of nine and clamps the requested page into range. */
export function noticePage<T>(notices: readonly T[], requested: number, perPage = noticesPerPage): NoticePage<T> {
  const pageCount = Math.max(1, Math.ceil(notices.length / perPage));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, items: notices.slice((page - 1) * perPage, page * perPage) };
}

const platformDateTime = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The `dateTime` attribute for a notice's date: the platform's own text when
 * it is a valid HTML date (the space form is valid), else none.
 */
export function noticeDateTime(date: string | undefined): string | undefined {
  const text = date?.trim();
  return text && platformDateTime.test(text) ? text : undefined;
}
