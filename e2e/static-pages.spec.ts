import { expect, test, type Page } from './support/test';

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The Help Center's question buttons: each one discloses its answer. */
const faqQuestions = (page: Page) => page.getByRole('main').locator('button[aria-expanded]');

/** Each question's text with its answer (read from the DOM, so collapsed answers count too). */
function questionAndAnswerTexts(page: Page): Promise<string[]> {
  return faqQuestions(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      return `${button.textContent ?? ''} ${panel?.textContent ?? ''}`;
    }),
  );
}

test.describe('help center', () => {
  test('a search narrows the questions on question and answer text, and clearing it restores them', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle('Help Center | Causeway');
    await expect(faqQuestions(page).first()).toBeVisible();
    const total = await faqQuestions(page).count();
    expect(total).toBeGreaterThanOrEqual(15);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(`${total} questions in 5 categories`);

    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await search.fill('QUARTERLY');
    await expect(status).toContainText('for "QUARTERLY"');
    const matching = await questionAndAnswerTexts(page);
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(total);
    for (const text of matching) expect(text.toLowerCase()).toContain('quarterly');
    await expect(page.getByRole('button', { name: 'What fees are taken from my donation?' })).toHaveCount(0);

    // A word found only in an answer still finds its question.
    await search.fill('Stripe');
    await expect(page.getByRole('button', { name: 'Which payment methods do you accept?' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(faqQuestions(page)).toHaveCount(total);
  });

  test('a search with no match says so and offers the contact page', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill('bitcoin wallet');
    await expect(page.getByRole('heading', { name: 'No results for "bitcoin wallet"' })).toBeVisible();
    await expect(faqQuestions(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  });

  test('a question opens and closes its answer, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/help');
    const question = page.getByRole('button', { name: 'How often can a recurring donation be charged?' });
    const answer = page.getByRole('region', { name: 'How often can a recurring donation be charged?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('monthly, quarterly (every 3 months) or yearly');

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Can I pause, resume or cancel a recurring gift?' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: 'Can I pause, resume or cancel a recurring gift?' })).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('an empty form shows each required-field message without calling the server', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/contact', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Causeway');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please select a subject')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    expect(calls).toBe(0);
  });

  test('a filled-in message is sent, confirmed and the form emptied', async ({ page }) => {
    // Holds the real request until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Subject').selectOption({ label: 'Donation question' });
    await page.getByLabel('Message').fill('Could you send me a copy of my receipt from last week?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    await expect(toasts(page).getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("Thank you for reaching out. We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test("a refused message shows the server's words, in a toast and under the field", async ({ page }) => {
    const tooMany = 'You have sent several messages already. Please try again in an hour.';
    let answer: { status: number; body: object } = {
      status: 400,
      body: {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        fieldErrors: { email: ['Please enter a valid email address'] },
      },
    };
    await page.route('**/api/contact', (route) => route.fulfill({ status: answer.status, json: answer.body }));

    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Subject').selectOption('technical');
    await page.getByLabel('Message').fill('The page did not load.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Message Not Sent', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();

    answer = { status: 429, body: { message: tooMany } };
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText(tooMany)).toBeVisible();
    // Nothing was sent, so what the visitor wrote is kept.
    await expect(page.getByLabel('Message')).toHaveValue('The page did not load.');
  });

  test('the support details sit beside the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('within 24 hours').first()).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Other ways to reach us' })
      .getByRole('link', { name: 'Help Center' })
      .click();
    await expect(page).toHaveURL(/\/help$/);
  });
});

test.describe('static pages', () => {
  test('About shows the mission, the claimed figures and a way to the campaigns', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Causeway');
    const main = page.getByRole('main');
    for (const figure of ['10K+', '500+', '$2M+']) await expect(main.getByText(figure, { exact: true })).toBeVisible();
    await expect(main.getByText('2.9% + $0.30').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse Campaigns' })).toHaveAttribute('href', '/campaigns');
  });

  test('How It Works lists four steps for donors and four for campaign creators', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page).toHaveTitle('How It Works | Causeway');
    const donors = page.getByRole('list', { name: 'For donors' });
    const creators = page.getByRole('list', { name: 'For campaign creators' });
    await expect(donors.getByRole('listitem')).toHaveCount(4);
    await expect(creators.getByRole('listitem')).toHaveCount(4);
    for (const step of ['Discover', 'Donate', 'Track', 'Share']) {
      await expect(donors.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(creators.getByText('24-48 hours')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start a Campaign' })).toHaveAttribute(
      'href',
      '/admin/campaigns/new',
    );
  });

  test('the Privacy Policy and the Terms of Service are dated and their contents link to each section', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Causeway');
    await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/privacy#cookies$/);
    await expect(page.getByRole('heading', { name: 'Cookies' })).toBeInViewport();

    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Service | Causeway');
    await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Refunds' }).click();
    await expect(page.getByRole('heading', { name: 'Refunds' })).toBeInViewport();
    await expect(page.getByRole('main').getByText('within 30 days')).toBeVisible();
  });

  test('the footer links reach every static page', async ({ page }) => {
    const pages = [
      { link: 'About Us', path: '/about', title: 'About Us | Causeway' },
      { link: 'How It Works', path: '/how-it-works', title: 'How It Works | Causeway' },
      { link: 'Help Center', path: '/help', title: 'Help Center | Causeway' },
      { link: 'Contact', path: '/contact', title: 'Contact Us | Causeway' },
      { link: 'Privacy Policy', path: '/privacy', title: 'Privacy Policy | Causeway' },
      { link: 'Terms of Service', path: '/terms', title: 'Terms of Service | Causeway' },
    ];
    await page.goto('/');
    for (const target of pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page).toHaveTitle(target.title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the pages read well on a phone, with nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/about', '/how-it-works', '/contact', '/help', '/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
