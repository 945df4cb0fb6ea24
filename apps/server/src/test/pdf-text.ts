import { inflateSync } from 'node:zlib';

/**
 * WinAnsiEncoding's bytes 0x80 to 0x9f, the only ones that are not Latin-1 (the standard fonts draw in it): '€' is
 * 0x80. Node's TextDecoder('windows-1252') reads these bytes as Latin-1's control characters, hence the table.
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text drawn on a pdfkit PDF with its standard fonts, one line per text operation: each compressed stream
 * inflated, each TJ's hex strings joined and read as WinAnsi, so '€25.00' reads as drawn. A stream is cut at its
 * /Length, not at the next 'endstream': its compressed bytes may end in '\r' (one stream in 256).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}
