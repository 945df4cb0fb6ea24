import { expect, hydrated, test, type Locator, type Page } from './support/test';

/**
 * Right-to-left readiness (issue 26): the layout uses logical properties only, so forcing dir="rtl" mirrors it
 * with no layout work. The screenshots are attached to the report for a person to look at; the checks below are
 * what mirroring must do.
 */
async function inRightToLeft(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

/** Where an element's box starts and ends, as fractions of the page's width. */
function span(locator: Locator): Promise<{ start: number; end: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    return { start: box.left / width, end: box.right / width };
  });
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

test.describe('right to left', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the home and campaign pages mirror with dir="rtl" (${viewport.name})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await inRightToLeft(page, '/');
      // What starts the page (the menu button on a phone, the sidebar on a wide screen) is now on the right, and
      // the header's last link on the left.
      const first =
        viewport.width < 1024 ? page.getByRole('button', { name: 'Open menu' }) : page.locator('aside').first();
      expect((await span(first)).start).toBeGreaterThan(0.5);
      expect((await span(page.getByRole('banner').getByRole('link', { name: 'Get Started' }))).end).toBeLessThan(0.5);
      expect(await overflowsSideways(page)).toBe(false);
      await testInfo.attach(`home-rtl-${viewport.name}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });

      await inRightToLeft(page, '/campaigns');
      const campaign = await page.locator('main a[href^="/campaigns/"]').first().getAttribute('href');
      await inRightToLeft(page, campaign!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Headings and text start on the right.
      const heading = await span(page.getByRole('main').getByRole('heading', { level: 1 }));
      expect(heading.end).toBeGreaterThan(0.5);
      expect(await overflowsSideways(page)).toBe(false);
      await testInfo.attach(`campaign-rtl-${viewport.name}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  }
});
