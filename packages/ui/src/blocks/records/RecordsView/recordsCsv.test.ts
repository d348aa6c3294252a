import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, recordsCsv } from './recordsCsv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Sweet Bonanza')).toBe('Sweet Bonanza');
    expect(csvCell('1250.50')).toBe('1250.50');
    expect(csvCell('-500.00')).toBe('-500.00');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Deposit, bank')).toBe('"Deposit, bank"');
    expect(csvCell('The "big" win')).toBe('"The ""big"" win"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Guarded and quoted: the apostrophe goes inside the quotes.
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('recordsCsv', () => {
  const columns = [
    { header: 'Game', text: (row: { game: string; amount: number }) => row.game },
    { header: 'Amount', text: (row: { game: string; amount: number }) => row.amount.toFixed(2) },
  ];

  it('writes the header, every row and the totals, CRLF after each line, behind a byte-order mark', () => {
    const csv = recordsCsv(
      columns,
      [
        { game: 'Sweet Bonanza', amount: 10 },
        { game: '百家乐, VIP', amount: -2.5 },
      ],
      ['Total', '7.50'],
    );
    expect(csv).toBe('\uFEFFGame,Amount\r\nSweet Bonanza,10.00\r\n"百家乐, VIP",-2.50\r\nTotal,7.50\r\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(recordsCsv(columns, [])).toBe('\uFEFFGame,Amount\r\n');
  });
});

describe('csvFileName', () => {
  it('names the record and its days', () => {
    expect(csvFileName('Betting Record', '2025-06-12', '2025-06-18')).toBe('betting-record_2025-06-12_2025-06-18.csv');
    expect(csvFileName('投注记录', '2025-06-18', '2025-06-18')).toBe('投注记录_2025-06-18_2025-06-18.csv');
    expect(csvFileName('  ', '2025-06-18', '2025-06-18')).toBe('records_2025-06-18_2025-06-18.csv');
  });
});
