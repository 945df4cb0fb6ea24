import { createHash, randomBytes } from 'node:crypto';
import { addMinutes } from 'date-fns';
import {
  RECURRING_MANAGE_LINK_MINUTES,
  RECURRING_MANAGE_PAGE_PATH,
  RECURRING_MANAGE_SESSION_MINUTES,
  recurringManageMessages as m,
  type DonorRecurring,
  type ManagedRecurring,
  type RecurringAction,
  type RecurringManageGifts,
  type RecurringManageSession,
} from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { accountMailMessages, receiptMailMessages, recurringMailMessages as mail } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import { enqueueMail } from '../../mail/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { changeLockedRecurring, changeLockedRecurringAmount } from '../recurring/recurring.service';
import { toManagedRecurring } from './recurring-manage-card.service';
import { getOrganizationSettings } from '../settings/settings.service';
import * as repo from './recurring-manage.repository';

export interface RecurringManageDeps {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

/** A manage session as the routes know it: the address it is for, and its token's hash. */
export interface ManageSession {
  email: string;
  keyHash: string;
  expiresAt: Date;
}

const newToken = () => randomBytes(32).toString('base64url');
export const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link, in the language of the page it was asked for from (issue 26). */
export function manageLinkMail(to: string, link: string, orgName: string, words: Words = wordsIn(null)) {
  return {
    to,
    subject: words.say(m.emailSubject),
    text: [
      words.say(accountMailMessages.helloNoName),
      '',
      words.say(mail.manageAsked),
      words.say(mail.manageOpen),
      '',
      link,
      '',
      words.say(mail.manageExpires, { minutes: RECURRING_MANAGE_LINK_MINUTES }),
      words.say(mail.manageIgnore),
      '',
      words.say(receiptMailMessages.signOff),
      orgName,
    ].join('\n'),
  };
}

/**
 * POST /api/manage-recurring/request: the same answer whatever the address. An address with active or paused
 * recurring gifts is sent a single-use link, valid for 30 minutes; the link and the e-mail are written in one
 * transaction, so neither is left without the other.
 */
export async function requestManageLink(
  deps: RecurringManageDeps,
  email: string,
  words: Words = wordsIn(null),
): Promise<{ message: string }> {
  const address = email.trim().toLowerCase();
  if (await repo.hasLiveGifts(deps.db, address)) {
    const org = await getOrganizationSettings(deps.db);
    const token = newToken();
    await deps.db.transaction(async (tx) => {
      await repo.insertToken(tx, {
        keyHash: hashManageToken(token),
        kind: 'link',
        email: address,
        expiresAt: addMinutes(deps.now(), RECURRING_MANAGE_LINK_MINUTES),
      });
      await enqueueMail(
        tx,
        manageLinkMail(address, `${deps.publicUrl}${RECURRING_MANAGE_PAGE_PATH}/${token}`, org.name, words),
      );
    });
  }
  return { message: m.requestSent };
}

/** POST /api/manage-recurring/redeem: the link works once, before it expires; it becomes a manage session. */
export async function redeemManageLink(
  deps: RecurringManageDeps,
  token: string,
): Promise<{ token: string; session: RecurringManageSession; expiresAt: Date }> {
  const now = deps.now();
  const sessionToken = newToken();
  const expiresAt = addMinutes(now, RECURRING_MANAGE_SESSION_MINUTES);
  const email = await deps.db.transaction(async (tx) => {
    const address = await repo.useLink(tx, hashManageToken(token), now);
    if (!address) throw new AppError('BAD_REQUEST', m.linkInvalid);
    await repo.insertToken(tx, { keyHash: hashManageToken(sessionToken), kind: 'session', email: address, expiresAt });
    return address;
  });
  return { token: sessionToken, expiresAt, session: { email, expiresAt: expiresAt.toISOString() } };
}

/** The session a cookie's token stands for; a missing, unknown or expired one answers 401. */
export async function findManageSession(deps: RecurringManageDeps, token: string | undefined): Promise<ManageSession> {
  if (!token || token.length > 200) throw new AppError('UNAUTHENTICATED', m.sessionEnded);
  const keyHash = hashManageToken(token);
  const row = await repo.findSession(deps.db, keyHash, deps.now());
  if (!row) throw new AppError('UNAUTHENTICATED', m.sessionEnded);
  return { email: row.email, keyHash, expiresAt: row.expiresAt };
}

export async function listManagedGifts(
  deps: RecurringManageDeps,
  session: ManageSession,
): Promise<RecurringManageGifts> {
  const gifts = (await repo.listGiftsOf(deps.db, session.email)).map(toManagedRecurring);
  return { email: session.email, expiresAt: session.expiresAt.toISOString(), gifts };
}

/**
 * Runs one of the donor area's own changes on the address's gift (another address's gift is a 404), and answers
 * it as the manage page shows it: with the card, which those changes leave as it was.
 */
async function changeAsManaged(
  session: ManageSession,
  id: number,
  change: (lock: (tx: Tx) => ReturnType<typeof repo.lockGiftOf>) => Promise<DonorRecurring>,
): Promise<ManagedRecurring> {
  let locked: Awaited<ReturnType<typeof repo.lockGiftOf>>;
  const changed = await change(async (tx) => (locked = await repo.lockGiftOf(tx, session.email, id)));
  const { card, cardChangeable } = toManagedRecurring(locked!);
  return { ...changed, card, cardChangeable: cardChangeable && changed.status !== 'cancelled' };
}

/** Pause, resume or cancel through the donor area's own path. */
export function changeManagedGift(
  deps: RecurringManageDeps,
  session: ManageSession,
  id: number,
  action: RecurringAction,
): Promise<ManagedRecurring> {
  return changeAsManaged(session, id, (lock) => changeLockedRecurring(deps, lock, action));
}

export function changeManagedAmount(
  deps: RecurringManageDeps,
  session: ManageSession,
  id: number,
  amount: number,
): Promise<ManagedRecurring> {
  return changeAsManaged(session, id, (lock) => changeLockedRecurringAmount(deps, lock, amount));
}

export async function endManageSession(deps: RecurringManageDeps, session: ManageSession) {
  await repo.deleteToken(deps.db, session.keyHash);
  return { message: m.signedOut };
}
