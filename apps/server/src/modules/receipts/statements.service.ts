import { statementMessages } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { renderAnnualStatementPdf } from '../../pdf/annual-statement-pdf';
import type { UserRow } from '../auth/auth.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { listStatementYears, listSucceededInYear } from './statements.repository';

export interface AnnualStatement {
  year: number;
  donorName: string;
  donorEmail: string;
  gifts: Awaited<ReturnType<typeof listSucceededInYear>>;
  /** Cents: the gifts, the processing fees the donor covered, what was refunded of them, and what they gave in all. */
  totalGifts: number;
  totalFees: number;
  totalRefunded: number;
  total: number;
}

/** GET /api/users/me/statements: the years with at least one succeeded gift, newest first. */
export async function getStatementYears(db: Db, userId: number) {
  return { years: await listStatementYears(db, userId) };
}

/**
 * Every succeeded gift of the donor in a calendar year (UTC), with its totals. Gifts refunded in full are left
 * out; a partial refund is shown with its gift and taken off the total.
 */
export async function buildAnnualStatement(db: Db, user: UserRow, year: number): Promise<AnnualStatement> {
  const gifts = await listSucceededInYear(db, user.id, year);
  if (gifts.length === 0) throw new AppError('NOT_FOUND', statementMessages.noDonations(year));
  const totalGifts = gifts.reduce((sum, g) => sum + g.amount, 0);
  const totalFees = gifts.reduce((sum, g) => sum + g.feeAmount, 0);
  const totalRefunded = gifts.reduce((sum, g) => sum + g.refundedAmount, 0);
  return {
    year,
    donorName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    donorEmail: user.email,
    gifts,
    totalGifts,
    totalFees,
    totalRefunded,
    total: totalGifts + totalFees - totalRefunded,
  };
}

/** GET /api/users/me/statements/{year}: the annual statement as a PDF (issue 5, Tax Receipt). */
export async function getAnnualStatementPdf(db: Db, user: UserRow, year: number): Promise<Buffer> {
  const statement = await buildAnnualStatement(db, user, year);
  return renderAnnualStatementPdf(statement, await getOrganizationSettings(db));
}
