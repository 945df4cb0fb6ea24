import { currencyCodes, currencyOf, DEFAULT_CURRENCY, statementMessages, type CurrencyCode } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { renderAnnualStatementPdf } from '../../pdf/annual-statement-pdf';
import type { UserRow } from '../auth/auth.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { listStatementYears, listSucceededInYear } from './statements.repository';
import type { Words } from '../../i18n/words';

export type StatementGift = Awaited<ReturnType<typeof listSucceededInYear>>[number];

/** The gifts of one currency and their totals: a statement never adds amounts of different currencies. */
export interface StatementSection {
  currency: CurrencyCode;
  gifts: StatementGift[];
  /** Minor units: the gifts, the processing fees the donor covered, what was refunded of them, and what they gave in all. */
  totalGifts: number;
  totalFees: number;
  totalRefunded: number;
  total: number;
}

export interface AnnualStatement {
  year: number;
  donorName: string;
  donorEmail: string;
  /** Every gift of the year, oldest first, in whatever currency. */
  gifts: StatementGift[];
  /** One section per currency given in (issue 26): the organization's default currency first, then the table's order. */
  sections: StatementSection[];
}

function sectionOf(currency: CurrencyCode, gifts: StatementGift[]): StatementSection {
  const totalGifts = gifts.reduce((sum, g) => sum + g.amount, 0);
  const totalFees = gifts.reduce((sum, g) => sum + g.feeAmount, 0);
  const totalRefunded = gifts.reduce((sum, g) => sum + g.refundedAmount, 0);
  return { currency, gifts, totalGifts, totalFees, totalRefunded, total: totalGifts + totalFees - totalRefunded };
}

/** The gifts split by currency, `lead` (the organization's default) first, the others in the currency table's order. */
function sectionsOf(gifts: StatementGift[], lead: CurrencyCode): StatementSection[] {
  const order = [lead, ...currencyCodes.filter((code) => code !== lead)];
  return order
    .map((currency) =>
      sectionOf(
        currency,
        gifts.filter((g) => currencyOf(g.currency) === currency),
      ),
    )
    .filter((section) => section.gifts.length > 0);
}

/** GET /api/users/me/statements: the years with at least one succeeded gift, newest first. */
export async function getStatementYears(db: Db, userId: number) {
  return { years: await listStatementYears(db, userId) };
}

/**
 * Every succeeded gift of the donor in a calendar year (UTC), with its totals per currency. Gifts refunded in full
 * are left out; a partial refund is shown with its gift and taken off the total.
 */
export async function buildAnnualStatement(
  db: Db,
  user: UserRow,
  year: number,
  leadCurrency: CurrencyCode = DEFAULT_CURRENCY,
): Promise<AnnualStatement> {
  const gifts = await listSucceededInYear(db, user.id, year);
  if (gifts.length === 0) throw new AppError('NOT_FOUND', statementMessages.noDonations(year));
  return {
    year,
    donorName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    donorEmail: user.email,
    gifts,
    sections: sectionsOf(gifts, leadCurrency),
  };
}

/** GET /api/users/me/statements/{year}: the annual statement as a PDF (issue 5, Tax Receipt). */
export async function getAnnualStatementPdf(db: Db, user: UserRow, year: number, words?: Words): Promise<Buffer> {
  const org = await getOrganizationSettings(db);
  const statement = await buildAnnualStatement(db, user, year, org.defaultCurrency);
  return renderAnnualStatementPdf(statement, org, words);
}
