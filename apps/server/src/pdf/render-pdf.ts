import PDFDocument from 'pdfkit';

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
    doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(label, left, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(value, left + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.6);
  }
}

/** The organization's name and tax ID at the top of a receipt or statement, then the document's title. */
export function drawLetterhead(doc: PDFKit.PDFDocument, org: { name: string; taxId: string }, title: string): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#c2410c').text(org.name);
  if (org.taxId) doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(`Tax ID ${org.taxId}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(title);
  doc.moveDown(1);
}
