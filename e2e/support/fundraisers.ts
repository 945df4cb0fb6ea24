import { expect, type APIRequestContext } from '@playwright/test';
import { createCampaign } from './admin';

/**
 * A campaign of a journey's own with peer-to-peer fundraising on (issue 25), created through the admin API
 * (createCampaign) and allowed through PUT /api/admin/campaigns/:id/fundraising; answers its id and title. The title
 * is `fields.title` (default "Fundraising appeal") with a suffix of its own; `fundraising` sets the suggested goal
 * and the guide, or is `false` for a journey that turns fundraising on itself. The journey deletes it when done.
 */
export async function fundraisingCampaign(
  admin: APIRequestContext,
  fields: {
    title?: string;
    shortDescription?: string;
    description?: string;
    fundraising?: { suggestedGoal?: number | null; guide?: string } | false;
  } = {},
): Promise<{ id: number; title: string }> {
  const { fundraising = {}, ...campaign } = fields;
  const title = `${campaign.title ?? 'Fundraising appeal'} ${Date.now().toString(36)}`;
  const id = await createCampaign(admin, {
    shortDescription: 'An appeal its supporters raise money for.',
    description: 'This appeal lets supporters make fundraising pages of their own, for the E2E suite. '.repeat(2),
    ...campaign,
    title,
  });
  if (fundraising) {
    const allowed = await admin.put(`/api/admin/campaigns/${id}/fundraising`, {
      data: { enabled: true, suggestedGoal: null, guide: '', ...fundraising },
    });
    expect(allowed.status(), await allowed.text()).toBe(200);
  }
  return { id, title };
}

/**
 * A fundraising page a supporter makes through the API (POST /api/campaigns/:id/fundraisers, as the create form
 * does), in the supporter's signed-in `api`; answers the page's id and slug.
 */
export async function fundraiserPage(
  api: APIRequestContext,
  campaignId: number,
  data: { title: string; story: string; goal: number } & Record<string, unknown>,
): Promise<{ id: number; slug: string }> {
  const created = await api.post(`/api/campaigns/${campaignId}/fundraisers`, { data });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; slug: string };
}
