/** A column as a spreadsheet reads it: its header and each row's cell as plain text. */
export interface CsvColumn<Row> {
  header: string;
  text: (row: Row) => string;
}

/** Plain numbers (amounts, counts) are data, even with a leading minus. */
const plainNumber = /^-?\d[\d,]*(\.\d+)?$/;

/**
 * One cell: text a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, so a game or remark
 * named "=HYPERLINK(…)" stays text; a cell holding a comma, a quote or a line
 * break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * The rows shown as CSV: a header line, one line per row and, when given,
 * the totals line. Lines end in CRLF (RFC 4180), and a byte-order mark leads,
 * so spreadsheet programs read Chinese text as UTF-8.
 */
export function recordsCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  totals?: readonly string[],
): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.text(row)))),
    ...(totals ? [totals.map(csvCell)] : []),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** `betting-record_2025-06-12_2025-06-18.csv`: what the file is and which days it covers. */
export function csvFileName(name: string, from: string, to: string): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'records'}_${from}_${to}.csv`;
}
