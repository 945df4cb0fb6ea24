import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    const csv = toCsv(['x'], [['Food, water'], ['The "Big" Walk'], ['line one\nline two'], ['cr\rhere']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"Food, water"',
      '"The ""Big"" Walk"',
      '"line one\nline two"',
      '"cr\rhere"',
    ]);
  });

  it('keeps accents and symbols as they are, and writes null as an empty field', () => {
    expect(toCsv(['x', 'y'], [['Café für Kinder — €5', null]])).toBe('\uFEFFx,y\r\nCafé für Kinder — €5,\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, but not numbers', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], [-3]]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+1", "'-2", "'@SUM(A1)", '-3']);
  });
});
