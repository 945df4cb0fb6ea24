import type { OrganizationSettings } from '../modules/settings/settings.service';
import type { ReceiptDetails } from '../modules/receipts/receipts.repository';
import { NO_GOODS_STATEMENT, receiptLines } from '../modules/receipts/receipt-text';
import { drawLetterhead, drawRows, renderPdf } from './render-pdf';

export function renderDonationReceiptPdf(details: ReceiptDetails, org: OrganizationSettings): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      drawLetterhead(doc, org, 'Donation receipt');
      drawRows(doc, receiptLines(details, org));
      doc.moveDown(1);
      doc.font('Helvetica').fontSize(10).fillColor('#111827').text(NO_GOODS_STATEMENT);
      doc.moveDown(0.5);
      doc.fillColor('#6b7280').text('Please keep this receipt for your tax records. Thank you for your generosity.');
    },
    { Title: `Donation receipt ${details.donation.receiptNumber ?? details.donation.id}`, Author: org.name },
  );
}
