import {
  campaignCategories,
  categoryLabels,
  type AdminCampaign,
  type adminCampaignListQuerySchema,
  type Page,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listAdminCampaigns } from './campaign-admin.repository';
import { toCampaign } from '../campaigns/campaigns.service';

type ListQuery = z.output<typeof adminCampaignListQuerySchema>;

/** Categories whose value or label contains the search text ('animal' and 'welfare' both find animal_welfare). */
export function categoriesMatching(q: string) {
  const needle = q.toLowerCase();
  return campaignCategories.filter(
    (c) =>
      c.includes(needle) || c.replace(/_/g, ' ').includes(needle) || categoryLabels[c].toLowerCase().includes(needle),
  );
}

/**
 * GET /api/admin/campaigns: every status, newest first. `q` is a case-insensitive substring of the title, the
 * organization's name or the category (value or label).
 */
export async function listCampaignsForAdmin(db: Db, query: ListQuery): Promise<Page<AdminCampaign>> {
  const q = query.q || undefined;
  const { rows, total } = await listAdminCampaigns(db, {
    q,
    categories: q ? categoriesMatching(q) : [],
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = new Date();
  return {
    items: rows.map((row) => ({ ...toCampaign(row, now), donationCount: row.donationCount })),
    total,
    page: query.page,
    pageSize: query.limit,
  };
}
