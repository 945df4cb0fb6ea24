export type CsvCell = string | number | null;

/**
 * Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection, OWASP). Text cells that
 * do are prefixed with an apostrophe, which the apps show as text; numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // RFC 4180: quote a field holding a quote, a comma or a line break, doubling the quotes inside.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180, CRLF line ends) with a UTF-8 byte-order mark, so Excel opens accented names and
 * symbols correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
