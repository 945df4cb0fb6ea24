import { expect, test, type APIRequestContext, type Page } from './support/test';

// Demo campaigns seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
const TREES = 'Plant 20,000 Native Trees on Mount Elgon';
const WATER = 'Clean Water for Kisoro Villages';
const PAGE_SIZE = 12;

type CampaignSummary = { id: number; title: string; status: string; category: string };

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function activeCampaigns(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/campaigns?status=active&limit=100${query}`);
  expect(response.ok()).toBe(true);
  return {
    items: (await response.json()) as CampaignSummary[],
    total: Number(response.headers()['x-total-count']),
  };
}

/** These journeys read the demo campaigns; say so plainly when the server started without them. */
async function expectDemoData(request: APIRequestContext) {
  const { total } = await activeCampaigns(request);
  expect(total, 'the E2E server must start with the demo campaigns (DEMO_DATA on an empty database)').toBeGreaterThan(
    PAGE_SIZE,
  );
}

async function campaignId(request: APIRequestContext, title: string): Promise<number> {
  await expectDemoData(request);
  const { items } = await activeCampaigns(request, `&q=${encodeURIComponent(title)}`);
  const campaign = items.find((c) => c.title === title);
  expect(campaign, `demo campaign '${title}'`).toBeDefined();
  return campaign!.id;
}

test.describe('home and campaign page', () => {
  test('a visitor filters by category, opens a campaign, reads its tabs and copies its link', async ({
    page,
    context,
    request,
  }) => {
    await expectDemoData(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured campaigns' });
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await expect(featured.getByRole('listitem').first()).toBeVisible();
    expect(await featured.getByRole('listitem').count()).toBeLessThanOrEqual(6);
    await expect(filter.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const environment = filter.getByRole('button', { name: 'Environment', exact: true });
    await environment.click();
    await expect(environment).toHaveAttribute('aria-pressed', 'true');
    await expect(featured.getByRole('link', { name: TREES })).toBeVisible();
    const cards = await featured.getByRole('listitem').count();
    expect(cards).toBeGreaterThan(0);
    // Every card shown is an environment campaign.
    await expect(featured.getByText('Environment', { exact: true })).toHaveCount(cards);
    await expect(featured.getByRole('link', { name: WATER })).toHaveCount(0);

    await featured.getByRole('link', { name: TREES }).click();
    await expect(page).toHaveURL(/\/campaigns\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: TREES })).toBeVisible();
    await expect(page).toHaveTitle(`${TREES} | Causeway`);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', /^\/donate\/\d+$/);
    await expect(page.getByRole('link', { name: 'Donate Monthly' })).toHaveAttribute(
      'href',
      /^\/donate\/\d+\?recurring=true$/,
    );
    const campaignUrl = page.url();

    const tabs = page.getByRole('tablist', { name: 'Campaign details' });
    await expect(tabs.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Prunus africana');

    await tabs.getByRole('tab', { name: 'Updates' }).click();
    await expect(page.getByRole('heading', { name: 'Both nurseries are up and running' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '12,000 seedlings have germinated' })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=updates$/);

    // The tabs follow the WAI-ARIA pattern: arrow keys move between them.
    await page.keyboard.press('ArrowRight');
    const rewardsTab = tabs.getByRole('tab', { name: 'Rewards' });
    await expect(rewardsTab).toHaveAttribute('aria-selected', 'true');
    await expect(rewardsTab).toBeFocused();
    const certificate = page.getByRole('article').filter({ hasText: 'A certificate for your tree' });
    await expect(certificate.getByText('$20 or more')).toBeVisible();
    await expect(certificate.getByRole('link', { name: 'Get this reward' })).toHaveAttribute(
      'href',
      /^\/donate\/\d+\?amount=20&reward=\d+$/,
    );

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(toasts(page).getByText('Link copied!', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Campaign link has been copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(campaignUrl);

    const share = page.getByRole('link', { name: 'Share on Facebook' });
    await expect(share).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(campaignUrl)}`,
    );
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an unknown campaign shows the not-found card with a way home', async ({ page }) => {
    await page.goto('/campaigns/999999');
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
    await expect(page.getByText("The campaign you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Make a difference today' })).toBeVisible();
  });

  test("the campaign page's HTML carries its share tags without JavaScript", async ({ request }) => {
    const id = await campaignId(request, WATER);
    const response = await request.get(`/campaigns/${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${WATER} | Causeway" />`);
    expect(html).toContain('og:image');
  });
});

test.describe('campaign listing', () => {
  test('search and sort live in the URL and survive a reload', async ({ page, request }) => {
    await expectDemoData(request);
    await page.goto('/campaigns');
    await expect(page).toHaveTitle('Campaigns | Causeway');
    await expect(page.getByText(/^\d+ campaigns$/)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await search.fill('Elgon');
    await expect(page).toHaveURL(/[?&]q=Elgon(&|$)/);
    await expect(page.getByText('1 campaign', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: TREES })).toBeVisible();
    await expect(page.getByRole('link', { name: WATER })).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Most raised' });
    await expect(page).toHaveURL(/[?&]sort=most_raised(&|$)/);
    await expect(page).toHaveURL(/[?&]q=Elgon(&|$)/);

    await page.reload();
    await expect(search).toHaveValue('Elgon');
    await expect(page.getByLabel('Sort by')).toHaveValue('most_raised');
    await expect(page.getByText('1 campaign', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: TREES })).toBeVisible();

    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/campaigns\?sort=most_raised$/);
  });

  test('sorting, a category and paging show what the API says', async ({ page, request }) => {
    await expectDemoData(request);
    const mostRaised = await activeCampaigns(request, '&sort=most_raised');
    await page.goto('/campaigns?sort=most_raised');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(titles.first()).toHaveText(mostRaised.items[0]!.title);

    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Environment' }).click();
    await expect(page).toHaveURL(/category=environment/);
    const environment = mostRaised.items.filter((c) => c.category === 'environment');
    await expect(titles).toHaveCount(environment.length);
    await expect(titles).toHaveText(environment.map((c) => c.title));

    const { total } = await activeCampaigns(request);
    await page.goto('/campaigns');
    await expect(titles).toHaveCount(PAGE_SIZE);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(titles).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('embedded campaign', () => {
  test('renders without the app layout, monthly giving or the share card', async ({ page, request }) => {
    const id = await campaignId(request, WATER);
    await page.goto(`/embed/campaign/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: WATER })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Donate Monthly' })).toHaveCount(0);
    await expect(page.getByText('Share Campaign')).toHaveCount(0);
    // The page lives in another site's frame: giving opens our site in a new tab.
    const donate = page.getByRole('link', { name: /Donate Now/ });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('href', `/donate/${id}`);
    // No page metadata of its own.
    await expect(page).toHaveTitle('Causeway');
  });

  test('a missing embedded campaign offers no way to our home page', async ({ page }) => {
    await page.goto('/embed/campaign/999999');
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveCount(0);
  });
});
