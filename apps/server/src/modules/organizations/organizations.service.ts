import {
  campaignFormMessages,
  organizationMessages as m,
  type Organization,
  type organizationInputSchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import * as repo from './organizations.repository';

type OrganizationInput = z.output<typeof organizationInputSchema>;

function toOrganization(row: repo.OrganizationRow, campaignCount: number): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
    campaignCount,
  };
}

export async function listOrganizations(db: Db): Promise<Organization[]> {
  const rows = await repo.listOrganizationsWithCounts(db);
  return rows.map((r) => toOrganization(r.organization, r.campaignCount));
}

/** Names are unique whatever their case (a unique index on lower(name)); a taken name is 409. */
export async function createOrganization(db: Db, input: OrganizationInput): Promise<Organization> {
  try {
    const row = await repo.insertOrganization(db, {
      name: input.name,
      description: input.description,
      contactEmail: input.contactEmail ?? null,
    });
    return toOrganization(row, 0);
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'organizations_name_lower_key')
      throw new AppError('CONFLICT', m.nameTaken);
    throw error;
  }
}

/** A campaign must belong to an existing organization: 400 on the form's organization field otherwise. */
export async function assertOrganizationExists(db: Executor, id: number): Promise<void> {
  if (!(await repo.organizationExists(db, id))) {
    throw new AppError('VALIDATION_FAILED', campaignFormMessages.organization, {
      organizationId: [campaignFormMessages.organization],
    });
  }
}
