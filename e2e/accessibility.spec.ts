import {
  expect,
  hydrated,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './support/test';
import { seriousViolations } from './support/axe';
import { contextFor, type Who } from './support/sessions';

/**
 * axe-core on every page, in the light and the dark theme: no serious or critical violation of WCAG 2.1 A/AA.
 * One line per page: who opens it and where (ids resolved from the demo data). Then a guest gives with the
 * keyboard alone, and every control reached shows a visible focus indicator.
 */
interface Ids {
  campaign: number;
  donorKey: string;
}
/** `ownColours`: the page takes its colours from the campaign's embed settings, not the app's theme. */
type PageRow = [name: string, who: Who, path: (ids: Ids) => string, ownColours?: 'ownColours'];

const pages: PageRow[] = [
  ['home', 'guest', () => '/'],
  ['campaigns list', 'guest', () => '/campaigns'],
  ['campaign detail', 'guest', (ids) => `/campaigns/${ids.campaign}`],
  ['donate', 'guest', (ids) => `/donate/${ids.campaign}`],
  ['donation success', 'guest', (ids) => `/donation-success?campaign=${ids.campaign}&amount=25&type=one_time`],
  ['login', 'guest', () => '/login'],
  ['register', 'guest', () => '/register'],
  ['forgot password', 'guest', () => '/forgot-password'],
  ['about', 'guest', () => '/about'],
  ['how it works', 'guest', () => '/how-it-works'],
  ['contact', 'guest', () => '/contact'],
  ['help', 'guest', () => '/help'],
  ['privacy', 'guest', () => '/privacy'],
  ['terms', 'guest', () => '/terms'],
  ['not found', 'guest', () => '/no-such-page'],
  ['embed widget', 'guest', (ids) => `/embed/${ids.campaign}`, 'ownColours'],
  ['embed campaign view', 'guest', (ids) => `/embed/campaign/${ids.campaign}`],
  ['donor dashboard: my donations', 'donor', () => '/dashboard'],
  ['donor dashboard: recurring', 'donor', () => '/dashboard?tab=recurring'],
  ['donor dashboard: payment methods', 'donor', () => '/dashboard?tab=payment-methods'],
  ['account', 'donor', () => '/account'],
  ['admin overview', 'admin', () => '/admin'],
  ['admin campaigns', 'admin', () => '/admin/campaigns'],
  ['admin new campaign', 'admin', () => '/admin/campaigns/new'],
  ['admin edit campaign', 'admin', (ids) => `/admin/campaigns/${ids.campaign}/edit`],
  ['admin donors', 'admin', () => '/admin/donors'],
  ['admin donor detail', 'admin', (ids) => `/admin/donors/${encodeURIComponent(ids.donorKey)}`],
  ['admin recurring gifts', 'admin', () => '/admin/recurring'],
  ['admin settings', 'admin', () => '/admin/settings'],
  ['admin error logs', 'admin', () => '/admin/error-logs'],
  ['admin onboarding', 'admin', () => '/admin/onboarding'],
];

let ids: Ids;
test.beforeAll(async ({ browser }) => {
  const admin = await contextFor(browser, 'admin');
  const api: APIRequestContext = admin.request;
  const campaigns = await (await api.get('/api/campaigns?status=active&limit=1')).json();
  const donors = await (await api.get('/api/admin/donors')).json();
  ids = { campaign: campaigns[0].id, donorKey: (donors.items ?? donors)[0].key };
  await admin.close();
});

/** Waits until the page has settled: no request in flight, no loading skeleton, a heading on screen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A server-rendered page is on screen before it works: wait until React has hydrated it (main.tsx).
  await hydrated(page);
  await expect(page.locator('[data-slot="skeleton"], .animate-pulse')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

// One signed-in context per role and theme, kept for the whole file: logging in and loading the bundle once.
const contexts = new Map<string, BrowserContext>();
async function openAs(browser: Browser, who: Who, theme: 'light' | 'dark'): Promise<Page> {
  const key = `${who}:${theme}`;
  if (!contexts.has(key)) contexts.set(key, await contextFor(browser, who, theme));
  return contexts.get(key)!.newPage();
}
test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

test.describe('accessibility', () => {
  for (const [name, who, path, ownColours] of pages) {
    const themes = ownColours ? (['light'] as const) : (['light', 'dark'] as const);
    test(`${name} (${who}) has no serious or critical axe violation in ${themes.join(' or ')}`, async ({ browser }) => {
      const found: Record<string, unknown> = {};
      for (const theme of themes) {
        const page = await openAs(browser, who, theme);
        await page.goto(path(ids));
        await settle(page);
        if (!ownColours) {
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        }
        found[theme] = await seriousViolations(page);
        await page.close();
      }
      expect(found).toEqual(Object.fromEntries(themes.map((theme) => [theme, []])));
    });
  }
});

/** The focused element shows a ring or an outline (computed style), not just a change the eye may miss. */
async function expectVisibleFocus(focused: Locator) {
  const style = await focused.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: `${s.outlineStyle} ${s.outlineWidth}`, shadow: s.boxShadow };
  });
  const outlined = !style.outline.startsWith('none') && parseFloat(style.outline.split(' ')[1] ?? '0') > 0;
  const ringed = style.shadow !== 'none' && !/^(rgba\(0, 0, 0, 0\) 0px 0px 0px 0px,?\s*)+$/.test(style.shadow);
  expect(outlined || ringed, `visible focus on ${await focused.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(
    true,
  );
}

/** Presses Tab until the focused element matches, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) === 0) continue;
    await expectVisibleFocus(focused);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a guest donates with the keyboard alone, and focus is always visible', async ({ page }) => {
  await page.goto(`/campaigns/${ids.campaign}`);
  await settle(page);
  const donate = page.getByRole('link', { name: /Donate/ }).first();
  await tabTo(page, donate);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/donate\//);
  await settle(page);

  await tabTo(page, page.getByRole('radio', { name: '$5', exact: true }));
  // Arrow keys move within a radio group; Space picks.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '$25', exact: true })).toBeChecked();

  for (const [label, text] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Email', 'grace.keyboard@example.org'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();

  for (const [label, text] of [
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM / YY)', '12 / 34'],
    ['CVC', '123'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByRole('button', { name: 'Donate', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/donation-success\?/);
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await expect(page.getByText('$25', { exact: true })).toBeVisible();
});
