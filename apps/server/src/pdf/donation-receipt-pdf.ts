import type { OrganizationSettings } from '../modules/settings/settings.service';
import type { ReceiptDetails } from '../modules/receipts/receipts.repository';
import { receiptLines } from '../modules/receipts/receipt-text';
import { receiptLineMessages as l, receiptPdfMessages as m } from '../i18n/mail-words';
import { wordsIn, type Words } from '../i18n/words';
import { drawLetterhead, drawRows, renderPdf } from './render-pdf';

/** The receipt as a PDF, in the reader's language (the request's: the donor's link, an administrator's download). */
export function renderDonationReceiptPdf(
  details: ReceiptDetails,
  org: OrganizationSettings,
  words: Words = wordsIn('en'),
): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      drawLetterhead(doc, org, words.say(m.title), words);
      drawRows(doc, receiptLines(details, org, words));
      doc.moveDown(1);
      doc.font('Helvetica').fontSize(10).fillColor('#111827').text(words.say(l.noGoods));
      doc.moveDown(0.5);
      doc.fillColor('#6b7280').text(words.say(m.keep));
    },
    {
      Title: words.say(m.documentTitle, { number: details.donation.receiptNumber ?? details.donation.id }),
      Author: org.name,
    },
  );
}
