import { fundraiserOperations, type publicFundraiserSchema, type publicTeamSchema } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { renderPage } from '@/entry-server';

// The server renderer as the server runs it (plugins/web-app.ts): the pages' HTML must carry their content, so a
// visitor and a crawler read the story before any script runs, and the data is handed over for hydration.
const page: z.input<typeof publicFundraiserSchema> = {
  id: 3,
  slug: 'adas-10k',
  title: 'Ada runs 10k for water',
  story: 'First line of the story.\n<script>alert(1)</script>',
  goal: 50_000,
  raisedAmount: 12_500,
  giftCount: 1,
  imageUrl: null,
  status: 'active',
  acceptingDonations: true,
  fundraiserName: 'Ada L.',
  team: null,
  campaign: {
    id: 7,
    title: 'Clean Water',
    shortDescription: 'Wells.',
    featuredImageUrl: null,
    acceptingDonations: true,
  },
  recentSupporters: [{ name: 'Bo K.', amount: 2_500, createdAt: '2026-01-01T00:00:00.000Z' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const team: z.input<typeof publicTeamSchema> = {
  slug: 'runners',
  name: 'Runners',
  captainName: 'Ada L.',
  goal: 100_000,
  raisedAmount: 12_500,
  giftCount: 1,
  campaign: page.campaign,
  members: [
    {
      slug: 'adas-10k',
      title: page.title,
      fundraiserName: 'Ada L.',
      goal: 50_000,
      raisedAmount: 12_500,
      giftCount: 1,
      isCaptain: true,
    },
  ],
};

/** The API as the renderer reaches it: these two answers, a 404 for anything else. */
function transport(path: string): Promise<Response> {
  if (path === '/api/campaigns/7/fundraisers/adas-10k')
    return Promise.resolve(Response.json(fundraiserOperations.page.responses[200].parse(page)));
  if (path === '/api/campaigns/7/fundraiser-teams/runners')
    return Promise.resolve(Response.json(fundraiserOperations.team.responses[200].parse(team)));
  return Promise.resolve(Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }));
}

describe('fundraising pages rendered on the server', () => {
  it("puts a supporter's page, its story as text and its data into the HTML", async () => {
    const rendered = await renderPage('http://causeway.test/campaigns/7/fundraisers/adas-10k', transport);
    expect(rendered?.status).toBe(200);
    expect(rendered?.html).toContain('Ada runs 10k for water');
    expect(rendered?.html).toContain('First line of the story.\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered?.html).toContain('Bo K.');
    expect(rendered?.html).toContain('href="/donate/7?fundraiser=adas-10k"');
    expect(rendered?.state).toContain('adas-10k');
    expect(rendered?.state).not.toContain('<script>');
  });

  it("puts a team's page and its members into the HTML", async () => {
    const rendered = await renderPage('http://causeway.test/campaigns/7/teams/runners', transport);
    expect(rendered?.html).toContain('Runners');
    expect(rendered?.html).toContain('href="/campaigns/7/fundraisers/adas-10k"');
  });

  it('leaves an unknown page to the browser (the server answers its status from the share tags)', async () => {
    expect(await renderPage('http://causeway.test/campaigns/7/fundraisers/nobody', transport)).toBeNull();
  });
});
