import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { popupMessages } from '@causeway/contracts';
import { seriousViolations } from './support/axe';
import { waterCampaign } from './support/gifts';
import { expect, hydrated, test, type Browser, type Page } from './support/test';

/**
 * Pop-up giving (issue 24, item 4): a charity's page on another origin (another port) loads /embed.js with
 * data-mode="popup"; its buttons and links with data-causeway-donate open the donation page in embed mode in an
 * overlay frame. The donor gives there; the overlay closes with a thank-you on the host page.
 */
let hostServer: http.Server;
let hostOrigin: string;
let campaignId: number;
const hostPages = new Map<string, string>();

const cards = { succeeds: '4242 4242 4242 4242', authentication: '4000 0025 0000 3155' };

function hostPage(name: string, baseURL: string, css = '') {
  hostPages.set(
    name,
    `<!doctype html><html lang="en"><head><title>Friends of Kisoro</title><meta name="viewport" content="width=device-width">` +
      `<style>${css}</style></head><body><main><h1>Friends of Kisoro</h1>` +
      `<p>Help us bring clean water to the villages.</p>` +
      `<button type="button" data-causeway-donate="${campaignId}">Give to clean water</button> ` +
      `<a href="${baseURL}/donate/${campaignId}" data-causeway-donate="${campaignId}">Donate by link</a>` +
      `<div style="height: 3000px"></div><p>Thank you for your support.</p></main>` +
      `<script async src="${baseURL}/embed.js" data-mode="popup"></script></body></html>`,
  );
  return `${hostOrigin}/${name}`;
}

const overlay = (page: Page) => page.getByRole('dialog', { name: popupMessages.dialogLabel });
const donationFrame = (page: Page) => page.frameLocator(`iframe[title="${popupMessages.dialogLabel}"]`);
const giveButton = (page: Page) => page.getByRole('button', { name: 'Give to clean water' });
const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** Opens the pop-up with the host page's button and waits for the donation form inside it. */
async function openPopup(page: Page) {
  await giveButton(page).click();
  await expect(overlay(page)).toBeVisible();
  await expect(donationFrame(page).getByRole('heading', { name: 'Your donation' })).toBeVisible();
  // The form works once React has hydrated the server's HTML in the frame.
  await expect(donationFrame(page).locator('html[data-hydrated]')).toHaveCount(1);
}

async function giveAsGuest(page: Page, card: string) {
  const frame = donationFrame(page);
  await frame.getByLabel('Other amount (USD)').fill('25');
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill('Lovelace');
  await frame.getByLabel('Email').fill('ada.popup@example.org');
  await frame.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(frame.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Donate', exact: true }).click();
}

async function expectThanked(page: Page) {
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(popupMessages.thanks);
  await expect(giveButton(page)).toBeFocused();
  expect(await pageOverflow(page)).not.toBe('hidden');
}

test.beforeAll(async ({ request }) => {
  campaignId = (await waterCampaign(request)).id;
  hostServer = http.createServer((req, res) => {
    const body = hostPages.get((req.url ?? '/').slice(1));
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => hostServer?.close(resolve));
});

test.describe('pop-up giving from a host page', () => {
  test('the overlay opens with focus inside, traps it, and Escape or the close button return focus to the button', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostPage('charity', baseURL!));
    // Without the script the link still leads to the donation page.
    await expect(page.getByRole('link', { name: 'Donate by link' })).toHaveAttribute(
      'href',
      `${baseURL}/donate/${campaignId}`,
    );
    await giveButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => activeTag(page)).toBe('IFRAME');
    expect(await pageOverflow(page)).toBe('hidden');
    const src = await page.locator(`iframe[title="${popupMessages.dialogLabel}"]`).getAttribute('src');
    expect(src).toBe(`${baseURL}/donate/${campaignId}?embed=popup&host=${encodeURIComponent(hostOrigin)}`);

    // Embed mode: the donation form without the site's header, navigation, footer or way back.
    const frame = donationFrame(page);
    await expect(frame.getByRole('heading', { name: 'Your donation' })).toBeVisible();
    await expect(frame.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Back to Campaign' })).toHaveCount(0);

    // Escape inside the frame: the page asks the host page to close.
    await frame.getByLabel('First name').click();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(giveButton(page)).toBeFocused();
    expect(await pageOverflow(page)).not.toBe('hidden');

    // The trap: Tab from the close button goes into the frame; Tab off the frame's end comes back to the button.
    await openPopup(page);
    const close = page.getByRole('button', { name: popupMessages.close });
    await close.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => activeTag(page)).toBe('IFRAME');
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => activeTag(page)).toBe('IFRAME');
    // Escape on the host page closes too.
    await close.focus();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await expect(giveButton(page)).toBeFocused();

    // The close button, and the link form of the trigger.
    await page.getByRole('link', { name: 'Donate by link' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(`${hostOrigin}/charity`);
    await close.click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Donate by link' })).toBeFocused();
  });

  test('a guest gives $25 with 4242 in the pop-up; it closes with a thank-you on the host page', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostPage('give', baseURL!));
    await openPopup(page);
    await giveAsGuest(page, cards.succeeds);
    await expectThanked(page);
  });

  test('the bank check (3-D Secure) works inside the frame; Escape there leaves the check and the pop-up open', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostPage('secure', baseURL!));
    await openPopup(page);
    await giveAsGuest(page, cards.authentication);
    const check = donationFrame(page).getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await expect(check).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await expect(overlay(page)).toBeVisible();
    await check.getByRole('button', { name: 'Complete authentication' }).click();
    await expectThanked(page);
  });

  test('fills a 390 px phone screen; a centred frame on wider screens', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostPage('phone', baseURL!));
    await openPopup(page);
    expect(await overlay(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const frameBox = (await page.locator(`iframe[title="${popupMessages.dialogLabel}"]`).boundingBox())!;
    expect(frameBox.width).toBe(390);
    expect(frameBox.height).toBe(844 - 44);
    await expect(donationFrame(page).getByRole('button', { name: 'Continue to Payment' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    // The overlay's media query applies at the next layout after the resize.
    await expect.poll(async () => (await overlay(page).boundingBox())?.width).toBe(760);
    expect((await overlay(page).boundingBox())!.x).toBe(260);
  });

  test('a hostile host stylesheet cannot shrink, hide or unpin the overlay', async ({ page, baseURL }) => {
    const hostile =
      '* { display: inline !important; position: static !important; } div, iframe, button { width: 40px !important; ' +
      'height: 20px !important; border: 9px solid red !important; opacity: .1 !important; }';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostPage('hostile', baseURL!, hostile));
    await giveButton(page).click();
    await expect(overlay(page)).toBeVisible();
    await expect(donationFrame(page).getByRole('heading', { name: 'Your donation' })).toBeVisible();
    expect(await overlay(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const frameBox = (await page.locator(`iframe[title="${popupMessages.dialogLabel}"]`).boundingBox())!;
    expect(frameBox).toEqual({ x: 0, y: 44, width: 390, height: 800 });
    const close = page.getByRole('button', { name: popupMessages.close });
    expect(await close.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // The page in the frame works as ever: the host's styles stop at the frame.
    await expect(donationFrame(page).locator('html[data-hydrated]')).toHaveCount(1);
    await close.click();
    await expect(overlay(page)).toHaveCount(0);
  });

  test('no serious or critical axe violation on the host page with the pop-up open', async ({ page, baseURL }) => {
    await page.goto(hostPage('axe', baseURL!));
    await openPopup(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The framed page keeps no storage of its own on another site (the browser partitions or blocks it), so it shows
  // the light theme there; the donor's dark theme applies where the page can read it, as here.
  for (const theme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation on the embed-mode donation page (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      const page = await themedPage(browser, theme);
      await page.goto(`${baseURL}/donate/${campaignId}?embed=popup&host=${encodeURIComponent(hostOrigin)}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Your donation' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

async function themedPage(browser: Browser, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ colorScheme: theme });
  // In every frame, the embedded donation page's included (as the theme toggle would store it).
  await context.addInitScript((t) => window.localStorage.setItem('causeway-theme', t), theme);
  return context.newPage();
}
