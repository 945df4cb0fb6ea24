import type { AnnualStatement, StatementSection } from '../modules/receipts/statements.service';
import { receivedBy } from '../modules/receipts/receipt-text';
import { receiptLineMessages as l, statementPdfMessages as m } from '../i18n/mail-words';
import { wordsIn, type Words } from '../i18n/words';
import type { OrganizationSettings } from '../modules/settings/settings.service';
import { drawLetterhead, drawRows, drawableText, renderPdf } from './render-pdf';

/** Column left edges and widths (points) of the gift table; Letter paper with 56 pt margins is 500 pt wide. */
const columns = [
  { title: m.columnDate, x: 0, width: 78, align: 'left' },
  { title: m.columnReceipt, x: 80, width: 50, align: 'left' },
  { title: m.columnCampaign, x: 132, width: 132, align: 'left' },
  { title: m.columnGift, x: 266, width: 56, align: 'right' },
  { title: m.columnFee, x: 324, width: 56, align: 'right' },
  { title: m.columnRefunded, x: 382, width: 56, align: 'right' },
  { title: m.columnTotal, x: 440, width: 60, align: 'right' },
] as const;

function drawTableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const left = doc.page.margins.left;
  // Start a new page before a row that would not fit, so no row is split across pages.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  const y = doc.y;
  let bottom = y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor('#111827');
  columns.forEach((column, i) => {
    doc.text(drawableText(cells[i] ?? ''), left + column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 4;
}

function drawRule(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor('#d1d5db')
    .lineWidth(0.5)
    .stroke();
  doc.y += 4;
}

/** One currency's gifts (issue 26): the table of its gifts and its own total row, every amount in that currency. */
function drawSection(doc: PDFKit.PDFDocument, section: StatementSection, heading: string | null, words: Words) {
  const money = words.money(section.currency);
  if (heading) {
    // A heading is not left alone at the foot of a page: it starts the next one with its table.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827').text(heading, doc.page.margins.left);
    doc.moveDown(0.5);
  }
  drawTableRow(
    doc,
    columns.map((c) => words.say(c.title)),
    true,
  );
  drawRule(doc);
  for (const gift of section.gifts) {
    drawTableRow(doc, [
      words.date(gift.paidAt, 'medium'),
      String(gift.receiptNumber ?? '—'),
      gift.campaignTitle,
      money(gift.amount),
      money(gift.feeAmount),
      gift.refundedAmount > 0 ? money(gift.refundedAmount) : '—',
      money(gift.amount + gift.feeAmount - gift.refundedAmount),
    ]);
  }
  drawRule(doc);
  drawTableRow(
    doc,
    [
      words.say(m.columnTotal),
      '',
      '',
      money(section.totalGifts),
      money(section.totalFees),
      money(section.totalRefunded),
      money(section.total),
    ],
    true,
  );
}

/** 'EUR': how a statement in several currencies names each one. */
const codeOf = (section: StatementSection) => section.currency.toUpperCase();

/**
 * The year's statement. A donor who gave in one currency gets one table, as before issue 26; one who gave in
 * several gets a total per currency at the top and a section per currency below, since no sum across currencies
 * means anything without a conversion the statement must not make.
 */
export function renderAnnualStatementPdf(
  s: AnnualStatement,
  org: OrganizationSettings,
  words: Words = wordsIn('en'),
): Promise<Buffer> {
  const say = words.say;
  const several = s.sections.length > 1;
  const totals = s.sections.map((section): [string, string] => [
    several ? say(m.totalContributedIn, { currency: codeOf(section) }) : say(m.totalContributed),
    words.money(section.currency)(section.total),
  ]);
  return renderPdf(
    (doc) => {
      drawLetterhead(doc, org, say(m.title, { year: s.year }), words);
      drawRows(doc, [
        [say(l.donor), s.donorName],
        [say(m.email), s.donorEmail],
        [say(m.period), say(m.periodValue, { year: s.year })],
        [say(m.giftCount), String(s.gifts.length)],
        ...totals,
        [say(l.receivedBy), receivedBy(org, words)],
      ]);
      s.sections.forEach((section, i) => {
        doc.moveDown(i === 0 ? 1 : 1.5);
        drawSection(doc, section, several ? say(m.giftsIn, { currency: codeOf(section) }) : null, words);
      });
      doc.moveDown(1.5);
      doc.font('Helvetica').fontSize(10).fillColor('#111827').text(say(l.noGoods), doc.page.margins.left);
      doc.moveDown(0.5);
      doc.fillColor('#6b7280').text(say(m.note));
    },
    { Title: say(m.title, { year: s.year }), Author: org.name },
  );
}
