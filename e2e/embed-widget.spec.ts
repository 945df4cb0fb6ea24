import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin, logInAsAdmin } from './support/admin';
import { widgetMessages } from '@causeway/contracts';

type EmbedCode = { html: string; script: string; uniqueId: string };
type Campaign = { id: number; title: string; organizationId: number };

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

let admin: APIRequestContext;
let hostServer: http.Server;
let hostOrigin: string;
/** The body of the host page at /{name}; each test sets its own. */
const hostPages = new Map<string, string>();

async function createCampaign(status: string, title: string): Promise<Campaign> {
  const [any] = (await (await admin.get('/api/campaigns?limit=1')).json()) as Campaign[];
  const response = await admin.post('/api/campaigns', {
    data: {
      title,
      shortDescription: 'Solar lamps for the night classes of Gulu.',
      description: 'Evening classes in Gulu run on kerosene lamps that smoke and cost a fortune. '.repeat(3),
      goal: 300_000,
      startDate: '2026-01-01',
      status,
      organizationId: any!.organizationId,
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { campaign: Campaign }).campaign };
}

/** A charity's page on another origin (another port) that embeds the widget with the script snippet. */
function hostPage(name: string, snippet: string, css = '') {
  hostPages.set(
    name,
    `<!doctype html><html><head><title>Friends of Gulu</title><style>${css}</style></head><body>` +
      `<h1>Friends of Gulu</h1><div style="max-width: 420px">${snippet}</div><p>Thank you for your support.</p>` +
      `</body></html>`,
  );
  return `${hostOrigin}/${name}`;
}

/** Waits until the frame is exactly as tall as the widget inside it (never the plain 450 px, never cut off). */
async function expectFrameFitsWidget(page: Page) {
  const frameElement = page.locator('iframe');
  await expect(page.frameLocator('iframe').getByRole('progressbar')).toBeVisible();
  await expect
    .poll(async () => {
      const frameHeight = (await frameElement.boundingBox())?.height ?? 0;
      const content = await page
        .frameLocator('iframe')
        .locator('#app')
        .evaluate((el) => el.getBoundingClientRect().height);
      return Math.abs(frameHeight - content) <= 1 && frameHeight !== 450;
    })
    .toBe(true);
  // Nothing inside scrolls: the whole widget is on the host page.
  const scrolls = await page
    .frameLocator('iframe')
    .locator('html')
    .evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(scrolls).toBe(false);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: e2eAdmin })).ok()).toBe(true);
  hostServer = http.createServer((request, response) => {
    const body = hostPages.get((request.url ?? '/').slice(1));
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await admin?.dispose();
  await new Promise((resolve) => hostServer?.close(resolve));
});

test.describe('embeddable donation widget', () => {
  test('a host page on another origin embeds the script snippet; the frame fits the widget; a monthly $25 gift continues on the donation page', async ({
    page,
    baseURL,
  }) => {
    const campaign = await createCampaign('active', 'Solar Lamps for Gulu Night Classes');
    const code = (await (
      await admin.post(`/api/campaigns/${campaign.id}/embed`, { data: { refresh: false } })
    ).json()) as EmbedCode;

    await page.goto(hostPage('donate', code.script));
    const widget = page.frameLocator('iframe');
    await expect(widget.getByRole('heading', { name: campaign.title })).toBeVisible();
    await expect(widget.getByRole('progressbar', { name: 'Raised towards the goal' })).toBeVisible();
    await expectFrameFitsWidget(page);

    // The button acts only for an amount of at least $1.
    await widget.getByRole('button', { name: 'Donate Now' }).click();
    await expect(widget.getByRole('alert')).toHaveText('Please choose or enter an amount of at least $1');
    expect(page.context().pages()).toHaveLength(1);

    // Fallback presets (5, 15, 30, 50), keyboard-reachable radio buttons.
    await expect(widget.getByRole('radio', { name: '$15' })).toBeVisible();
    await widget.getByRole('radio', { name: 'MONTHLY' }).check();
    await widget.getByRole('spinbutton', { name: 'Other amount' }).fill('25');
    await expect(widget.getByText('Your gift of $25 can help 1 person.')).toBeVisible();
    const [donation] = await Promise.all([
      page.context().waitForEvent('page'),
      widget.getByRole('button', { name: 'Donate Monthly' }).click(),
    ]);
    // The host page's origin goes along, so the gift records where it was embedded (issue 24, sources).
    await expect(donation).toHaveURL(
      `${baseURL}/donate/${campaign.id}?amount=25&type=monthly&host=${encodeURIComponent(hostOrigin)}`,
    );
    await expect(page).toHaveURL(`${hostOrigin}/donate`);
  });

  test('keeps working when the host page styles everything against it', async ({ page, baseURL }) => {
    const campaign = await createCampaign('active', 'Clean Stoves for Lira Schools');
    const code = (await (
      await admin.post(`/api/campaigns/${campaign.id}/embed`, {
        data: { embedPresetAmounts: '10,25,60', embedButtonText: 'Give a stove', refresh: false },
      })
    ).json()) as EmbedCode;
    const hostile =
      '* { display: inline !important; } iframe { height: 20px !important; width: 40px !important; border: 9px solid red !important; }';

    await page.goto(hostPage('hostile', code.script, hostile));
    const widget = page.frameLocator('iframe');
    await expectFrameFitsWidget(page);
    expect((await page.locator('iframe').boundingBox())!.width).toBeGreaterThan(300);

    await widget.getByRole('radio', { name: '$25' }).check();
    const [donation] = await Promise.all([
      page.context().waitForEvent('page'),
      widget.getByRole('button', { name: 'Give a stove' }).click(),
    ]);
    await expect(donation).toHaveURL(
      `${baseURL}/donate/${campaign.id}?amount=25&type=once&host=${encodeURIComponent(hostOrigin)}`,
    );
  });

  test('the plain 450 px iframe still shows the whole widget, button included', async ({ page }) => {
    const campaign = await createCampaign('active', 'School Meals for Pader Pupils');
    const code = (await (
      await admin.post(`/api/campaigns/${campaign.id}/embed`, { data: { refresh: false } })
    ).json()) as EmbedCode;

    await page.goto(hostPage('plain', code.html));
    const widget = page.frameLocator('iframe');
    await expect(widget.getByRole('button', { name: 'Donate Now' })).toBeInViewport();

    expect((await page.locator('iframe').boundingBox())!.height).toBe(450);
    const scrolls = await widget.locator('html').evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(scrolls).toBe(false);

    // Screen readers and keyboards: no WCAG A/AA violation in the widget page itself.
    await page.goto(`/embed/${campaign.id}`);
    await expect(page.getByRole('button', { name: 'Donate Now' })).toBeVisible();
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test("shows 'Campaign Currently Offline' for a paused campaign and 'Campaign Not Available' for an unknown one", async ({
    page,
  }) => {
    const paused = await createCampaign('paused', 'Paused Library Fund for Kitgum');
    await page.goto(`/embed/${paused.id}`);
    await expect(page.getByRole('heading', { name: 'Campaign Currently Offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Donate/ })).toHaveCount(0);

    await page.goto('/embed/99999999');
    await expect(page.getByRole('heading', { name: 'Campaign Not Available' })).toBeVisible();
    await expect(page.getByText('This campaign could not be found')).toBeVisible();
  });

  test('an active campaign past its end date is offline in the widget, as on its page and its donation page', async ({
    page,
    request,
  }) => {
    // The demo data has one: still 'active', its end date three days ago (the server's answer says so).
    const listed = (await (await request.get('/api/campaigns?limit=50')).json()) as {
      id: number;
      acceptingDonations: boolean;
    }[];
    const ended = listed.find((c) => !c.acceptingDonations);
    expect(ended, 'an ended active campaign in the demo data').toBeDefined();

    await page.goto(`/embed/${ended!.id}`);
    await expect(page.getByRole('heading', { name: 'Campaign Currently Offline' })).toBeVisible();
    await expect(page.getByText(widgetMessages.ended)).toBeVisible();
    await expect(page.getByRole('button', { name: /Donate/ })).toHaveCount(0);

    await page.goto(`/campaigns/${ended!.id}`);
    await expect(page.getByText('This campaign has ended and is no longer accepting donations.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Donate/ })).toHaveCount(0);

    await page.goto(`/donate/${ended!.id}`);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Campaign not active')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${ended!.id}$`));
  });
});

test.describe('embed code panel', () => {
  test('an administrator generates the code, copies it, is told when settings change, and issues a new code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const campaign = await createCampaign('active', 'Bicycles for Midwives in Apac');
    const draft = await createCampaign('draft', 'Draft Well Repairs in Otuke');

    // 'Get Embed Code' in the list's actions menu opens the panel in the editor.
    await logInAsAdmin(page, `/admin/campaigns?q=${encodeURIComponent('Midwives in Apac')}`);
    await page.getByRole('button', { name: `Actions for ${campaign.title}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Get Embed Code' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaign.id}/edit#embed-code$`));
    const panel = page.getByRole('region', { name: 'Embed Code' });
    await panel.getByRole('button', { name: 'Generate Embed Code' }).click();

    await expect(panel.getByRole('button', { name: 'Hide Code' })).toBeVisible();
    const script = panel.getByRole('textbox', { name: 'Script snippet (recommended)' });
    await expect(script).toHaveValue(new RegExp(`data-causeway-campaign="${campaign.id}"`));
    await expect(panel.getByRole('textbox', { name: 'Plain iframe' })).toHaveValue(
      new RegExp(`src="[^"]+/embed/${campaign.id}" width="100%" height="450"`),
    );
    await expect(panel.frameLocator('iframe').getByRole('heading', { name: campaign.title })).toBeVisible();

    await panel.getByRole('button', { name: 'Copy Script snippet (recommended)' }).click();
    await expect(panel.getByRole('button', { name: 'Copied Script snippet (recommended)' })).toBeVisible();
    await expect(toasts(page).getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await script.inputValue());

    // A changed setting flags the code and shows in the live preview before it is saved.
    await page.getByLabel('Button text').fill('Ride with us');
    await expect(panel.getByText('Code Updated')).toBeVisible();
    await expect(panel.frameLocator('iframe').getByRole('button', { name: 'Ride with us' })).toBeVisible();
    await panel.getByRole('button', { name: 'Update Code' }).click();
    await expect(panel.getByText('Code Updated')).toHaveCount(0);

    const uniqueId = panel.getByTestId('embed-unique-id');
    const first = (await uniqueId.textContent())!;
    await panel.getByRole('button', { name: 'New Code' }).click();
    await expect(uniqueId).not.toHaveText(first);
    await expect(script).toHaveValue(new RegExp(`causeway-${(await uniqueId.textContent())!}`));
    await panel.getByRole('button', { name: 'Hide Code' }).click();
    await expect(script).toBeHidden();

    // Only active campaigns get a code.
    await page.goto(`/admin/campaigns/${draft.id}/edit#embed-code`);
    await page.getByRole('region', { name: 'Embed Code' }).getByRole('button', { name: 'Generate Embed Code' }).click();
    await expect(toasts(page).getByText('Cannot Generate Embed Code')).toBeVisible();
    await expect(
      toasts(page).getByText('Only active campaigns can generate embed codes. Please activate this campaign first.'),
    ).toBeVisible();
  });
});
