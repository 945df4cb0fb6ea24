import { campaignStatuses, type CampaignStatus } from '@causeway/contracts';
import type { AdminCampaignListParams } from '../api/query-keys';

const isStatus = (value: string | null): value is CampaignStatus =>
  (campaignStatuses as readonly string[]).includes(value ?? '');

/** The list's search, status and page from its URL; anything unusable falls back to the default. */
export function parseListParams(search: URLSearchParams): AdminCampaignListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: isStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL of a list state: only what differs from the default. */
export function listSearch(params: AdminCampaignListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A new search or status starts again from page 1. */
export function withListChange(
  current: AdminCampaignListParams,
  change: Partial<AdminCampaignListParams>,
): AdminCampaignListParams {
  const next = { ...current, ...change };
  if (('q' in change && change.q !== current.q) || ('status' in change && change.status !== current.status)) {
    next.page = change.page ?? 1;
  }
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
