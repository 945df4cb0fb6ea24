import { UNSUBSCRIBE_PAGE_PATH, updateEmailEndpoints } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaignUpdates } from '../../db/schema';
import { signId } from '../../lib/signed-links';
import { updateMailMessages as m } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import { enqueueMails, type OutgoingMail } from '../../mail/outbox';
import { escapeHtml } from '../../plugins/page-meta';
import { subscribedPage } from './update-subscriptions';

/** What an unsubscribe token signs: a subscription's id, for this purpose only. */
export const UNSUBSCRIBE_TOKEN_PURPOSE = 'update-subscription';

/**
 * Messages per statement. A campaign with 50,000 subscribers is 100 pages of one read and one insert each: never
 * one statement holding 50,000 rendered messages, nor 50,000 round trips.
 */
export const UPDATE_EMAIL_BATCH = 500;

export interface UpdateEmailLinks {
  publicUrl: string;
  signingSecret: string;
}

type EmailedUpdate = { id: number; title: string; content: string };
type Campaign = { id: number; title: string };

/** The unsubscribe page (the e-mail's link) and the one-click target (its List-Unsubscribe header). */
export function unsubscribeLinks(links: UpdateEmailLinks, subscriptionId: number) {
  const token = encodeURIComponent(signId(links.signingSecret, UNSUBSCRIBE_TOKEN_PURPOSE, subscriptionId));
  return {
    page: `${links.publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
    oneClick: `${links.publicUrl}${updateEmailEndpoints.unsubscribe.path}?token=${token}`,
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One subscriber's copy of an update. The content is the administrator's plain text (stored as typed, shown as
 * paragraphs on the campaign page): the HTML version escapes it, so nothing in it can become markup. Its
 * List-Unsubscribe headers (RFC 8058) point a mail client's one-click button at the API with the same token.
 */
export function renderUpdateEmail(
  update: EmailedUpdate,
  campaign: Campaign,
  links: UpdateEmailLinks,
  subscriptionId: number,
  words: Words = wordsIn(null),
): Omit<OutgoingMail, 'to'> {
  const campaignUrl = `${links.publicUrl}/campaigns/${campaign.id}`;
  const unsubscribe = unsubscribeLinks(links, subscriptionId);
  const why = words.say(m.why, { campaign: campaign.title });
  const text = [
    update.title,
    '',
    ...paragraphs(update.content).flatMap((p) => [p, '']),
    words.say(m.readItAt, { url: campaignUrl }),
    '',
    why,
    words.say(m.unsubscribeAt, { url: unsubscribe.page }),
  ].join('\n');
  // The campaign's title becomes a link inside the translated sentence: a marker stands in for it while escaping.
  const marker = '\u0000campaign\u0000';
  const campaignLink = `<a href="${escapeHtml(campaignUrl)}">${escapeHtml(campaign.title)}</a>`;
  const anUpdateOn = escapeHtml(words.say(m.anUpdateOn, { campaign: marker })).replace(marker, campaignLink);
  const html = [
    `<!doctype html><html lang="${words.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">`,
    `<p style="color:#6b7280;font-size:14px">${anUpdateOn}</p>`,
    `<h1 style="font-size:22px">${escapeHtml(update.title)}</h1>`,
    ...paragraphs(update.content).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(campaignUrl)}">${escapeHtml(words.say(m.readIt))}</a></p>`,
    `<hr><p style="color:#6b7280;font-size:12px">${escapeHtml(why)} `,
    `<a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(words.say(m.unsubscribe))}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `${campaign.title}: ${update.title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Queues the update for every address subscribed to the campaign, page by page, in the update's own transaction:
 * the update, its messages and its send record commit together, so a crash neither half-sends it nor sends it
 * twice, and the outbox relay delivers them in its own batches. Marks the update e-mailed (once: editing never
 * calls this) and returns the update as marked.
 */
export async function emailUpdateToSubscribers(
  tx: Tx,
  update: EmailedUpdate,
  campaign: Campaign,
  links: UpdateEmailLinks,
) {
  let count = 0;
  for (let afterId = 0; ;) {
    const page = await subscribedPage(tx, campaign.id, afterId, UPDATE_EMAIL_BATCH);
    await enqueueMails(
      tx,
      page.map((s) => ({ to: s.email, ...renderUpdateEmail(update, campaign, links, s.id, wordsIn(s.locale)) })),
    );
    count += page.length;
    if (page.length < UPDATE_EMAIL_BATCH) break;
    afterId = page.at(-1)!.id;
  }
  const [row] = await tx
    .update(campaignUpdates)
    .set({ emailedAt: new Date(), emailRecipientCount: count })
    .where(eq(campaignUpdates.id, update.id))
    .returning();
  return row!;
}
