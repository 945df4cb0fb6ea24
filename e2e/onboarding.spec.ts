import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';

/** The toast list (Radix labels its region 'Notifications (F8)'). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function newDonor() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `tour_${id}`, email: `tour-${id}@example.org`, password: 'a-good-password' };
}

async function register(page: Page, donor: ReturnType<typeof newDonor>) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Email').fill(donor.email);
  await page.getByLabel('Username').fill(donor.username);
  await page.getByLabel('Password', { exact: true }).fill(donor.password);
  await page.getByLabel('Confirm password').fill(donor.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The editor with the sample tour, enabled; `edit` changes the form before it is saved. */
async function saveSampleTour(page: Page, edit?: () => Promise<void>) {
  await logInAsAdmin(page, '/admin/onboarding');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Sample' }).click();
  await expect(toasts(page).getByText('Sample Content Generated!')).toBeVisible();
  await expect(page.getByLabel('Slide title')).toHaveCount(3);
  await expect(page.getByLabel('Step title')).toHaveCount(4);
  const enable = page.getByLabel('Enable onboarding');
  if (!(await enable.isChecked())) await enable.check();
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeEnabled();
  // For donors only: the administrator signing in for the next journey is not greeted by it.
  await page.getByLabel('Audience').selectOption('donor');
  await edit?.();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Settings Saved')).toBeVisible();
}

test.describe('onboarding tour', () => {
  test('an admin publishes the sample tour; a new donor sees it once, to the end', async ({ page, browser }) => {
    await saveSampleTour(page);

    const donorContext = await browser.newContext();
    const donorPage = await donorContext.newPage();
    const donor = newDonor();
    await register(donorPage, donor);

    const slides = donorPage.getByTestId('onboarding-slides');
    await expect(slides.getByRole('heading', { name: 'Welcome to Causeway' })).toBeVisible();
    await expect(slides.getByText('1 of 3')).toBeVisible();
    await slides.getByRole('button', { name: 'Next' }).click();
    await expect(slides.getByText('2 of 3')).toBeVisible();
    await slides.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(slides.getByRole('heading', { name: 'See your impact' })).toBeVisible();
    await slides.getByRole('button', { name: 'Get Started' }).click();
    await expect(slides).toHaveCount(0);

    const step = donorPage.getByTestId('onboarding-step');
    const titles = ['Your dashboard', 'Your giving at a glance', 'Find your way', 'You are all set!'];
    for (const [i, title] of titles.entries()) {
      await expect(step.getByRole('heading', { name: title })).toBeVisible();
      await expect(step.getByText(`Step ${i + 1} of 4`)).toBeVisible();
      await step.getByRole('button', { name: i === titles.length - 1 ? 'Finish' : 'Next' }).click();
    }
    await expect(step).toHaveCount(0);

    // Signed out and in again: the finished tour does not come back by itself.
    await donorPage.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
    await expect(donorPage).toHaveURL(/\/$/);
    await donorPage.goto('/login');
    await donorPage.getByLabel('Email').fill(donor.email);
    await donorPage.getByLabel('Password').fill(donor.password);
    const offered = donorPage.waitForResponse('**/api/onboarding/available-tours');
    await donorPage.getByRole('button', { name: 'Log in' }).click();
    expect((await (await offered).json()).autoStartTourId).toBeNull();
    await expect(donorPage).toHaveURL(/\/dashboard$/);
    // 'Take the tour' is there (the runtime has run), and no tour opened on its own.
    await expect(donorPage.getByRole('button', { name: 'Take the tour' })).toBeVisible();
    await expect(slides).toHaveCount(0);
    await expect(step).toHaveCount(0);

    // Taken by hand, it can be skipped: slides first, then the steps' Skip Tour.
    await donorPage.getByRole('button', { name: 'Take the tour' }).click();
    await slides.getByRole('button', { name: 'Skip' }).click();
    await expect(step.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
    await step.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(step).toHaveCount(0);
    await donorContext.close();
  });

  test('HTML written into a slide runs no script for the donor', async ({ page, browser }) => {
    const payload =
      '<p>Safe <b>bold</b> text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">click me</a>';
    await saveSampleTour(page, async () => {
      await page.getByLabel('Slide content (HTML)').first().fill(payload);
      await page
        .getByLabel('Step content (HTML)')
        .first()
        .fill(`<em onmouseover="window.__xss=4">hover</em>${payload}`);
    });

    const donorContext = await browser.newContext();
    const donorPage = await donorContext.newPage();
    let dialogs = 0;
    donorPage.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await register(donorPage, newDonor());
    const slides = donorPage.getByTestId('onboarding-slides');
    await expect(slides.getByText('bold')).toBeVisible();
    const link = slides.getByText('click me');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    await expect(slides.locator('script, [onerror]')).toHaveCount(0);

    await slides.getByRole('button', { name: 'Skip' }).click();
    const step = donorPage.getByTestId('onboarding-step');
    await expect(step.getByText('hover')).toBeVisible();
    await step.getByText('hover').hover();
    await expect(step.locator('[onmouseover], script')).toHaveCount(0);
    expect(await donorPage.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
    await donorContext.close();
  });
});
