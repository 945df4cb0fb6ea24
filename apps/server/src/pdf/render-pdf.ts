import PDFDocument from 'pdfkit';
import { currencyCodes, currencySymbol } from '@causeway/contracts';
import { receiptLineMessages as l } from '../i18n/mail-words';
import type { Words } from '../i18n/words';

/**
 * The standard fonts draw only WinAnsiEncoding: Latin-1 and the few typographic signs below. pdfkit writes any
 * other character as two unrelated bytes, so '₹2,500.00' would come out as ' ¹2,500.00'.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const hasGlyph = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Each currency whose sign has no glyph (₹, ₩), with the ISO code that stands for it, as Intl's 'code' display. */
const signsWithoutGlyph = currencyCodes
  .map((code) => ({ sign: currencySymbol(code), code: `${code.toUpperCase()}\u00a0` }))
  .filter(({ sign }) => ![...sign].every(hasGlyph));

/** Text as the standard fonts can draw it: amounts in rupees and won read 'INR 2,500.00' and 'KRW 250,000'. */
export function drawableText(text: string): string {
  return signsWithoutGlyph.reduce((out, { sign, code }) => out.replaceAll(sign, code), text);
}

/** Renders a PDF with pdfkit's built-in fonts (no font files, no network) and returns its bytes. */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  info: { Title: string; Author: string },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56, info });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A label/value table, one row per line. */
export function drawRows(doc: PDFKit.PDFDocument, rows: [string, string][], labelWidth = 190): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(drawableText(label), left, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(drawableText(value), left + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.6);
  }
}

/** The organization's name and tax ID at the top of a receipt or statement, then the document's title. */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  org: { name: string; taxId: string },
  title: string,
  words: Words,
): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#c2410c').text(org.name);
  if (org.taxId)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#6b7280')
      .text(words.say(l.taxId, { taxId: org.taxId }));
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(title);
  doc.moveDown(1);
}
