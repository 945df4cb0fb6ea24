import { expect, test, type APIRequestContext, type Page } from './support/test';
import { contextFor, newDonor } from './support/sessions';

// Issue 18: the public pages arrive rendered from the server, readable before (or without) their JavaScript, and
// hydrate without a mismatch. Demo campaigns are seeded on the fresh database of every run.
const WATER = 'Clean Water for Kisoro Villages';

async function waterId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/campaigns?status=active&limit=100&q=${encodeURIComponent(WATER)}`);
  const campaign = ((await response.json()) as { id: number; title: string }[]).find((c) => c.title === WATER);
  expect(campaign, `demo campaign '${WATER}'`).toBeDefined();
  return campaign!.id;
}

/** Each server-rendered page, what must be on it without JavaScript, and its HTTP status. */
function renderedPages(id: number) {
  return [
    { path: '/', heading: 'Make a difference today', text: 'Featured Campaigns', status: 200 },
    { path: '/campaigns', heading: 'Campaigns', text: WATER, status: 200 },
    { path: `/campaigns/${id}`, heading: WATER, text: 'Donate Now', status: 200 },
    { path: `/donate/${id}`, heading: WATER, text: 'Continue to Payment', status: 200 },
    { path: '/about', heading: 'Helping people come together for the causes they care about', text: null, status: 200 },
    { path: '/how-it-works', heading: null, text: null, status: 200 },
    { path: '/contact', heading: null, text: null, status: 200 },
    { path: '/help', heading: 'How can we help?', text: null, status: 200 },
    { path: '/privacy', heading: null, text: null, status: 200 },
    { path: '/terms', heading: null, text: null, status: 200 },
    { path: '/donation-success', heading: 'Thank you for your support', text: null, status: 200 },
    { path: '/no-such-page', heading: 'Page Not Found', text: 'Go to Home', status: 404 },
  ];
}

/** Console errors and warnings, hydration mismatches included (React reports them as console errors). */
function collectProblems(page: Page, expectedStatus: number): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The Page Not Found document itself answers 404, which Chromium logs as a failed resource.
    if (expectedStatus === 404 && /status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('show their main content with JavaScript disabled', async ({ browser, request }) => {
    const id = await waterId(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const expected of renderedPages(id)) {
      const response = await page.goto(expected.path);
      expect(response?.status(), expected.path).toBe(expected.status);
      await expect(page.locator('#root h1').first(), expected.path).toBeVisible();
      if (expected.heading) await expect(page.locator('h1').first(), expected.path).toContainText(expected.heading);
      if (expected.text) await expect(page.getByText(expected.text).first(), expected.path).toBeVisible();
      // The "needs JavaScript" notice is for pages that are not rendered on the server.
      await expect(page.getByText('Causeway needs JavaScript enabled to run.')).toHaveCount(0);
    }
    // The donation form is there, waiting for the browser: it cannot take a card without JavaScript.
    await page.goto(`/donate/${id}`);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await context.close();
  });

  test('hydrate without a console error or a hydration warning, then work', async ({ browser, request }) => {
    const id = await waterId(request);
    const context = await browser.newContext();
    // A blocked script, eval or style is a console error too (a caught `new Function` probe would only show here).
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      ),
    );
    for (const expected of renderedPages(id)) {
      const page = await context.newPage();
      const problems = collectProblems(page, expected.status);
      await page.goto(expected.path, { waitUntil: 'networkidle' });
      if (expected.heading) await expect(page.locator('h1').first()).toContainText(expected.heading);
      expect(problems, expected.path).toEqual([]);
      await page.close();
    }

    // Hydrated means interactive: the donation form is enabled for a visitor and takes an amount.
    const page = await context.newPage();
    await page.goto(`/donate/${id}`);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    const problems = collectProblems(page, 200);
    await page.getByLabel('Other amount (USD)').fill('12');
    await expect(page.getByLabel('Other amount (USD)')).toHaveValue('12');
    // Validation runs (zod, in the form's chunk) and explains the missing guest details, within the CSP.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Required Information Missing').first()).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('never put a signed-in donor’s data into the HTML, for them or for anyone else', async ({
    browser,
    request,
  }) => {
    const id = await waterId(request);
    const donor = newDonor('ssr');
    const signedIn = await browser.newContext();
    const registered = await signedIn.request.post('/api/auth/register', {
      data: { ...donor, firstName: 'Zebulon', lastName: 'Quillfeather' },
    });
    expect(registered.status()).toBe(201);
    const visitor = await contextFor(browser, 'guest');

    for (const { path } of renderedPages(id)) {
      // The donor's own request carries the session cookie: the HTML is still the one any visitor gets.
      for (const context of [signedIn, visitor, signedIn]) {
        const response = await context.request.get(path);
        const html = await response.text();
        expect(html, path).not.toContain('Quillfeather');
        expect(html, path).not.toContain(donor.email);
        expect(html, path).not.toContain(donor.username);
      }
    }

    // Once hydrated, the donor's own page knows them (asked by the browser, after the HTML arrived).
    const page = await signedIn.newPage();
    await page.goto(`/donate/${id}`);
    await expect(page.getByText(/Donating as Zebulon/)).toBeVisible();
    await signedIn.close();
    await visitor.close();
  });
});
