import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, recordsCsv } from './recordsCsv';

// The records' CSV export, whatever a game, remark or amount holds: no cell
// a spreadsheet would run as a formula, no cell that spills into the next.
// 10,000 cases each.

const runs = 10_000;

const cellText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', '"', ','), fc.string({ maxLength: 20 }))
    .map(([lead, rest]) => lead + rest),
  fc.constantFrom('=HYPERLINK("http://evil.example","x")', '-1', '-1,000.50', '@SUM(A1)', '+1+1', '-2+3'),
  fc.string({ unit: 'binary', minLength: 500, maxLength: 2000 }),
);

/** What a spreadsheet reads in one cell: unquoted, quotes undoubled. */
function readCell(cell: string): string {
  if (!cell.startsWith('"')) return cell;
  expect(cell.endsWith('"')).toBe(true);
  return cell.slice(1, -1).replaceAll('""', '"');
}

const plainNumber = /^-?\d[\d,]*(\.\d+)?$/;

// Ten thousand cases a property: several seconds when the machine is busy, beyond the default limit.
describe('the records CSV, whatever the cells hold', { timeout: 60_000 }, () => {
  it('a cell reads back as the text, or the text behind an apostrophe, never as a formula', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const cell = csvCell(text);
        const read = readCell(cell);
        expect([text, `'${text}`]).toContain(read);
        // A formula lead survives only in a plain number (an amount such as -1,000.50).
        if (/^[=+\-@\t\r]/.test(read)) expect(read).toMatch(plainNumber);
        // Separators and quotes stay inside the quotes.
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\r\n]/);
        else expect(cell.slice(1, -1).replaceAll('""', '')).not.toContain('"');
      }),
      { numRuns: runs },
    );
  });

  it('a file has one line for the header, one a row and one for the totals', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const columns = [0, 1].map((index) => ({ header: `h${index}`, text: (row: string[]) => row[index] ?? '' }));
        const text = recordsCsv(columns, rows, ['total', '=1+1']);
        // Line breaks inside quoted cells are not line ends: count the CRLFs outside quotes.
        let lines = 0;
        let quoted = false;
        for (let index = 0; index < text.length; index += 1) {
          if (text[index] === '"') quoted = !quoted;
          else if (!quoted && text[index] === '\r' && text[index + 1] === '\n') lines += 1;
        }
        expect(lines).toBe(rows.length + 2);
      }),
      { numRuns: runs },
    );
  });
});
