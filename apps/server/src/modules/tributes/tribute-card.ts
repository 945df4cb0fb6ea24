import { tributeKindLabels, type TributeKind } from '@causeway/contracts';
import { accountMailMessages, tributeCardMessages as m } from '../../i18n/mail-words';
import { wordsIn } from '../../i18n/words';
import type { OutgoingMail } from '../../mail/outbox';
import { escapeHtml } from '../../plugins/page-meta';

/** What the recipient's card says: everything comes from the donor's dedication and the succeeded gift. */
export interface TributeCard {
  kind: TributeKind;
  honoreeName: string;
  recipientName: string | null;
  recipientEmail: string;
  message: string | null;
  showAmount: boolean;
  /** The gift in minor units of `currency` (without a fee the donor covered). */
  amount: number;
  /** The gift's currency, the campaign's (issue 26). */
  currency: string;
  /** The donor's name as given, or null when the gift is anonymous or nameless ("Someone"). */
  donorName: string | null;
  campaignTitle: string;
  organizationName: string;
  /** The language the donor gave in (issue 26): the card is written in it. */
  locale?: string | null;
}

const lines = (text: string) => text.split('\n');

/**
 * The e-mail card to the person the donor chose: "in honour of" / "in memory of" wording, the donor (or "Someone"),
 * the campaign and the donor's message; the amount only when the donor ticked "Show the amount". Every donor-typed
 * value is plain text: escaped in the HTML part, so nothing in it can become markup.
 */
export function renderTributeCard(card: TributeCard): OutgoingMail {
  const words = wordsIn(card.locale);
  const named = card.donorName?.trim();
  const donor = named || words.say(m.someone);
  const label = words.say(tributeKindLabels[card.kind]);
  const gift = card.showAmount
    ? words.say(m.aGiftOf, { amount: words.money(card.currency)(card.amount) })
    : words.say(m.aGift);
  const lead = words.say(m.lead, {
    donor,
    gift,
    campaign: card.campaignTitle,
    wording: label.toLowerCase(),
    honoree: card.honoreeName,
  });
  const greeting = card.recipientName
    ? words.say(m.dear, { name: card.recipientName })
    : words.say(accountMailMessages.helloNoName);
  const signOff = words.say(m.sentBy, { organization: card.organizationName, donor: named || words.say(m.theDonor) });
  const text = [
    greeting,
    '',
    lead,
    ...(card.message ? ['', words.say(m.messageFrom, { donor }), '', ...lines(card.message).map((l) => `  ${l}`)] : []),
    '',
    signOff,
  ].join('\n');
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${words.locale}"><body style="margin:0;padding:24px;background:#f5f3ef;font-family:Georgia,serif;color:#1f2937">`,
    '<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e5e0d8;border-radius:12px;padding:32px;text-align:center">',
    `<p style="margin:0 0 8px;font-family:system-ui,sans-serif;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#6b7280">${e(label)}</p>`,
    `<h1 style="margin:0 0 24px;font-size:28px;font-weight:normal">${e(card.honoreeName)}</h1>`,
    `<p style="text-align:left;line-height:1.6">${e(greeting)}</p>`,
    `<p style="text-align:left;line-height:1.6">${e(lead)}</p>`,
    ...(card.message
      ? [
          '<blockquote style="margin:24px 0;padding:16px 20px;border-left:3px solid #c8b99a;background:#faf8f4;text-align:left;font-style:italic;line-height:1.6">',
          lines(card.message)
            .map((l) => e(l))
            .join('<br>'),
          `<footer style="margin-top:8px;font-style:normal;font-size:14px;color:#6b7280">— ${e(donor)}</footer>`,
          '</blockquote>',
        ]
      : []),
    `<p style="margin-top:24px;font-family:system-ui,sans-serif;font-size:12px;color:#6b7280">${e(signOff)}</p>`,
    '</div></body></html>',
  ].join('');
  return {
    to: card.recipientEmail,
    subject: words.say(card.kind === 'memory' ? m.subjectMemory : m.subjectHonour, {
      donor,
      honoree: card.honoreeName,
    }),
    text,
    html,
  };
}
