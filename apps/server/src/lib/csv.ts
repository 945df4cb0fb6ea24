import { Readable } from 'node:stream';

export type CsvCell = string | number | null;

/**
 * Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection, OWASP). Text cells that
 * do are prefixed with an apostrophe, which the apps show as text; numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A UTF-8 byte-order mark, so Excel opens accented names and symbols correctly. */
const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // RFC 4180: quote a field holding a quote, a comma or a line break, doubling the quotes inside.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record of a CSV document, with its CRLF line end. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(cell).join(',')}\r\n`;
}

/** A CSV document (RFC 4180, CRLF line ends) with a UTF-8 byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map(csvLine).join('');
}

/**
 * The same document as a stream, from rows that arrive in batches (one database page at a time): a batch is read
 * only when the client has taken the text before it, so a file of a million rows holds one batch in memory.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Readable {
  async function* text() {
    yield BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(text(), { objectMode: false });
}
