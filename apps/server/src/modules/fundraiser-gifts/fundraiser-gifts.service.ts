import {
  ANONYMOUS_SUPPORTER,
  centsToDecimal,
  currencyOf,
  FUNDRAISER_SUPPORTERS_PAGE_SIZE,
  fundraiserMessages as m,
  fundraiserPath,
  fundraiserPublicName,
  refundedGiftPart,
  type OwnSupporter,
  type ownSupporterPageSchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import * as repo from './fundraiser-gifts.repository';
import { accountMailMessages, fundraiserMailMessages as f, receiptMailMessages } from '../../i18n/mail-words';
import { wordsIn } from '../../i18n/words';

export interface FundraiserGiftDeps {
  db: Db;
  /** The site's address, for the page's link in a thank-you. */
  publicUrl: string;
}

/**
 * The page, if it is the caller's; another's answers exactly as one that does not exist (404). The one lookup of
 * an owner's page: their supporters and thank-yous here, their edits and status changes (fundraisers.service, with
 * `forUpdate` inside the change's transaction).
 */
export async function ownPage(db: Executor, fundraiserId: number, userId: number, lock: { forUpdate?: boolean } = {}) {
  const own = await repo.findOwnPage(db, fundraiserId, userId, lock);
  if (!own) throw new AppError('NOT_FOUND', m.notFound);
  return own;
}

/**
 * The supporter's name as the page's owner sees it: the full name the donor gave, unless the gift was anonymous or
 * the donor's data was erased ("Anonymous" then, as on the public page).
 */
export function ownerSeesName(row: Pick<repo.SupporterRow, 'anonymous' | 'erased' | 'firstName' | 'lastName'>) {
  if (row.anonymous || row.erased) return ANONYMOUS_SUPPORTER;
  const name = `${row.firstName?.trim() ?? ''} ${row.lastName?.trim() ?? ''}`.trim();
  return name || ANONYMOUS_SUPPORTER;
}

/** What the gift still counts for the page: its amount less any refunded part (as the page's total moves). */
const countedAmount = (row: Pick<repo.SupporterRow, 'amount' | 'refundedAmount'>) =>
  row.amount - refundedGiftPart(row.amount, row.refundedAmount);

function toOwnSupporter(row: repo.SupporterRow): OwnSupporter {
  return {
    donationId: row.donationId,
    name: ownerSeesName(row),
    amount: countedAmount(row),
    createdAt: row.givenAt.toISOString(),
    thanked: row.thanked,
    canThank: !row.thanked && row.reachable && !row.erased,
  };
}

/**
 * One page of the page's supporters, newest first, and how many there are: the read behind both lists, the public
 * one (fundraisers.service, "Ada L." or "Anonymous") and the owner's (the full name). Each answer's mapper decides
 * what it shows of a donor.
 */
export async function supportersPage(db: Executor, fundraiserId: number, paging: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    repo.supportersOf(db, fundraiserId, paging),
    repo.countSupporters(db, fundraiserId),
  ]);
  return { rows, total };
}

/** The page's newest supporters, for the page itself (fundraisers.service). */
export const recentSupporters = (db: Executor, fundraiserId: number, limit: number) =>
  repo.supportersOf(db, fundraiserId, { limit });

/** GET /api/users/me/fundraisers/{fundraiserId}/supporters: the owner's page of supporters, newest first. */
export async function listOwnSupporters(
  db: Db,
  userId: number,
  fundraiserId: number,
  page: number,
): Promise<z.infer<typeof ownSupporterPageSchema>> {
  await ownPage(db, fundraiserId, userId);
  const { rows, total } = await supportersPage(db, fundraiserId, {
    limit: FUNDRAISER_SUPPORTERS_PAGE_SIZE,
    offset: (page - 1) * FUNDRAISER_SUPPORTERS_PAGE_SIZE,
  });
  return { items: rows.map(toOwnSupporter), total, page, pageSize: FUNDRAISER_SUPPORTERS_PAGE_SIZE };
}

/**
 * The supporters file's columns. Every gift through a page is in its campaign's currency (issue 26), so the file
 * names it once: 'Amount (JPY)'.
 */
export const supportersCsvHeader = (currency: string) =>
  ['Date', 'Supporter', `Amount (${currencyOf(currency).toUpperCase()})`, 'Thanked'] as const;
export const SUPPORTERS_CSV_HEADER = supportersCsvHeader('usd');

/** GET …/supporters.csv: every supporter of the owner's page; names as the list shows them, never an address. */
export async function ownSupportersCsv(db: Db, userId: number, fundraiserId: number) {
  const { page, campaignCurrency: currency } = await ownPage(db, fundraiserId, userId);
  const rows = await repo.supportersOf(db, fundraiserId);
  const csv = toCsv(
    supportersCsvHeader(currency),
    rows.map((row) => [
      row.givenAt.toISOString().slice(0, 10),
      ownerSeesName(row),
      centsToDecimal(countedAmount(row), currency),
      row.thanked ? 'Yes' : 'No',
    ]),
  );
  return { csv, fileName: `supporters-${page.slug}.csv` };
}

/**
 * POST …/supporters/{donationId}/thanks: the owner's message to one donor of their page, e-mailed by us (the
 * outbox, in the transaction that records it), once. The owner never learns the address: the answer is a message,
 * and the e-mail goes from the site to the donor alone.
 */
export async function thankSupporter(
  deps: FundraiserGiftDeps,
  userId: number,
  fundraiserId: number,
  donationId: number,
  message: string,
) {
  const { page, campaignTitle } = await ownPage(deps.db, fundraiserId, userId);
  const owner = await repo.findOwnerName(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const supporter = await repo.findSupporterToThank(tx, fundraiserId, donationId);
    if (!supporter) throw new AppError('NOT_FOUND', 'Supporter not found');
    if (supporter.thanked) throw new AppError('CONFLICT', m.alreadyThanked);
    if (!supporter.email || supporter.erased) throw new AppError('CONFLICT', m.cannotThank);
    // The primary key settles two thank-yous sent at once: the second finds the first's row.
    if (!(await repo.insertThanks(tx, { donationId, fundraiserId, message }))) {
      throw new AppError('CONFLICT', m.alreadyThanked);
    }
    const words = wordsIn(supporter.locale);
    const signedBy = owner ? fundraiserPublicName(owner) : words.say(f.yourFundraiser);
    const greeting = supporter.anonymous
      ? words.say(accountMailMessages.helloNoName)
      : words.say(receiptMailMessages.greeting, {
          name: supporter.firstName?.trim() || words.say(f.dearSupporter),
        });
    await enqueueMail(tx, {
      to: supporter.email,
      subject: words.say(f.thanksSubject, { name: signedBy, page: page.title }),
      text: [
        greeting,
        '',
        words.say(f.thanksWrote, { name: signedBy, campaign: campaignTitle, page: page.title }),
        '',
        message,
        '',
        words.say(f.thePage, { url: `${deps.publicUrl}${fundraiserPath(page.campaignId, page.slug)}` }),
        '',
        words.say(f.onTheirBehalf),
      ].join('\n'),
    });
  });
  return { message: m.thanked };
}
