import { expect, test, type APIRequestContext, type Page } from './support/test';
import { contextFor, type Who } from './support/sessions';
import { paidGift } from './support/gifts';

/**
 * Stored XSS: every text an administrator writes is filled with script payloads through the admin API, then
 * every page that shows it is opened in Chromium. No dialog may open, no payload may run (window.__xss stays
 * undefined), and no javascript: link may be rendered. Two tables: what is written (one line per kind of
 * record) and where it is read (one line per page).
 */
const PAYLOADS = [
  '<img src=x onerror=alert(__xss=1)>',
  '<script>alert(__xss=2)</script>',
  '"><svg onload=alert(__xss=3)>',
  '<a href="javascript:alert(__xss=4)">link</a>',
  '[link](javascript:alert(__xss=5))',
  "'-alert(__xss=6)-'",
];

/** As many payloads as fit in `max` characters, padded with words up to `min`. */
function poison(max: number, min = 0): string {
  let text = 'XSS probe';
  for (const p of PAYLOADS) if (text.length + p.length + 1 <= max) text += ` ${p}`;
  while (text.length < min) text += ' and some more words';
  return text.slice(0, max);
}

interface Written {
  organizationId?: number;
  campaignId?: number;
}

/** Onboarding slides and steps are HTML by design: the payloads go in with formatting around them. */
const tourHtml = () => `<p><b>XSS probe</b> ${PAYLOADS.join(' ')}</p>`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the contracts' business
async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** What the administrator writes, in order (later lines may use what earlier ones made). */
const writers: Array<[what: string, write: (api: APIRequestContext, w: Written) => Promise<void>]> = [
  [
    'organization name and description',
    async (api, w) => {
      const org = await ok(
        await api.post('/api/organizations', {
          // Unique: a retried worker writes again, and organization names are unique.
          data: { name: `${poison(110, 3)} ${Date.now().toString(36)}`, description: poison(1000) },
        }),
        'organization',
      );
      w.organizationId = org.id;
    },
  ],
  [
    'campaign title, short and long description, rewards, embed texts',
    async (api, w) => {
      const campaign = await ok(
        await api.post('/api/campaigns', {
          data: {
            title: poison(200, 5),
            shortDescription: poison(150, 20),
            description: `${PAYLOADS.join('\n\n')}\n\n${poison(2000, 100)}`,
            goal: 500_000,
            startDate: new Date().toISOString().slice(0, 10),
            status: 'active',
            organizationId: w.organizationId,
            embedButtonText: poison(30),
            embedImpactText: poison(300),
            rewards: [{ title: poison(100, 3), description: poison(500), minimumAmount: 1_000 }],
          },
        }),
        'campaign',
      );
      w.campaignId = campaign.id;
    },
  ],
  [
    'campaign update',
    async (api, w) => {
      await ok(
        await api.post(`/api/campaigns/${w.campaignId}/updates`, {
          data: { title: poison(100, 5), content: poison(2000, 20), isPublic: true },
        }),
        'update',
      );
    },
  ],
  [
    // Issue 24: a donor's words of support, shown on the campaign page and the editor's moderation tab.
    'words of support with a gift',
    async (api, w) => {
      await paidGift(api, {
        campaignId: w.campaignId,
        amount: 1_000,
        supportMessage: { body: poison(280, 20), showName: true, showAmount: true },
      });
    },
  ],
  [
    'settings: organization name, sender name, receipt template',
    async (api) => {
      const current = await ok(await api.get('/api/admin/settings'), 'settings');
      const res = await api.put('/api/admin/settings', {
        data: {
          organization: { ...current.organization, name: poison(120, 2) },
          email: { ...current.email, senderName: poison(120, 2), receiptTemplate: poison(2000) },
        },
      });
      await ok(res, 'settings update');
    },
  ],
  [
    'onboarding tour: name, description, slides and steps (saved disabled, so no one else is shown it)',
    async (api) => {
      const current = await ok(await api.get('/api/admin/onboarding/settings'), 'onboarding settings');
      await ok(
        await api.post('/api/admin/onboarding/settings', {
          data: {
            isEnabled: false,
            userType: 'all',
            triggerEvent: 'manual',
            settings: current.settings,
            name: poison(120, 1),
            description: poison(500, 1),
            showIntroSlides: true,
            slides: [{ title: poison(200, 1), content: tourHtml(), mediaType: 'none', buttonText: poison(50, 1) }],
            steps: [{ stepId: 'probe', title: poison(200, 1), content: tourHtml(), target: 'body' }],
          },
        }),
        'onboarding settings update',
      );
    },
  ],
];

/** Every page that renders what was written, for the public and the administrator. */
const pages: Array<[name: string, who: Who, path: (w: Written) => string]> = [
  ['home', 'guest', () => '/'],
  ['campaigns list', 'guest', () => '/campaigns'],
  ['campaign detail', 'guest', (w) => `/campaigns/${w.campaignId}`],
  ['donate', 'guest', (w) => `/donate/${w.campaignId}`],
  ['embed campaign view', 'guest', (w) => `/embed/campaign/${w.campaignId}`],
  ['embed widget', 'guest', (w) => `/embed/${w.campaignId}`],
  ['admin overview', 'admin', () => '/admin'],
  ['admin campaigns', 'admin', () => '/admin/campaigns'],
  ['admin edit campaign', 'admin', (w) => `/admin/campaigns/${w.campaignId}/edit`],
  ['admin words of support', 'admin', (w) => `/admin/campaigns/${w.campaignId}/edit?tab=support`],
  ['admin settings', 'admin', () => '/admin/settings'],
  ['admin onboarding editor', 'admin', () => '/admin/onboarding'],
  // The saved tour played for the administrator: its first slide's HTML on screen.
  ['onboarding tour preview', 'admin', () => '/dashboard?preview_onboarding=true'],
];

const written: Written = {};
let originalSettings: unknown;
let originalTour: unknown;

test.beforeAll(async ({ browser }) => {
  const admin = await contextFor(browser, 'admin');
  originalSettings = await (await admin.request.get('/api/admin/settings')).json();
  originalTour = await (await admin.request.get('/api/admin/onboarding/settings')).json();
  for (const [, write] of writers) await write(admin.request, written);
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  // Other specs read the organization name and the campaign lists: leave them as they were.
  const admin = await contextFor(browser, 'admin');
  if (written.campaignId) await admin.request.delete(`/api/campaigns/${written.campaignId}`);
  const { organization, email } = originalSettings as { organization: unknown; email: unknown };
  await admin.request.put('/api/admin/settings', { data: { organization, email } });
  await admin.request.post('/api/admin/onboarding/settings', { data: originalTour });
  await admin.close();
});

async function expectNothingRan(page: Page, dialogs: string[]) {
  await page.waitForLoadState('networkidle');
  // The payloads are on the page (as text, or as a form field's value), so the test can fail.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.body.innerText.includes('XSS probe') ||
          [...document.querySelectorAll('input, textarea')].some((f) =>
            (f as HTMLInputElement).value.includes('XSS probe'),
          ),
      ),
    )
    .toBe(true);
  // Payloads that wait for an image error or a load event get a moment to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('a[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
}

test.describe('stored XSS', () => {
  for (const [name, who, path] of pages) {
    test(`${name} (${who}) shows the payloads as text and runs none`, async ({ browser }) => {
      const context = await contextFor(browser, who);
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(path(written));
      await expectNothingRan(page, dialogs);
      await context.close();
    });
  }

  // The check above finds 'XSS probe' in the campaign's own title too: here the message itself is on screen as text.
  test('words of support (guest) show the message payloads as text, with no element made from them', async ({
    browser,
  }) => {
    const context = await contextFor(browser, 'guest');
    const page = await context.newPage();
    await page.goto(`/campaigns/${written.campaignId}`);
    const words = page.getByRole('region', { name: 'Words of support' });
    await expect(words.getByRole('listitem')).toContainText(PAYLOADS[0]!);
    await expect(words.getByRole('listitem')).toContainText(PAYLOADS[1]!);
    expect(await words.locator('img, script, svg[onload]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await context.close();
  });
});
