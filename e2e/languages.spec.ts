import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { categoryLabels, contactMessages, parsePo, widgetMessages } from '@causeway/contracts';
import { expect, hydrated, test } from './support/test';

/**
 * The contracts' words in Spanish (issue 26): labels and validation messages the web app shows, the API's error
 * answers, and the embedded widget in the language of the page that embeds it. The expected words are read from the
 * catalogue (packages/contracts/locales/es.po), so rewording a translation is not a failure; English left is.
 */
const spanish = parsePo(
  fs.readFileSync(path.resolve(import.meta.dirname, '../packages/contracts/locales/es.po'), 'utf8'),
);
function inSpanish(english: string): string {
  const translated = spanish.get(english);
  if (!translated || translated === english) throw new Error(`es.po does not translate '${english}'`);
  return translated;
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('category names and the contact form’s messages follow the browser’s language', async ({ page }) => {
    await page.goto('/campaigns');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const filters = page.getByRole('group', { name: 'Filtrar por categoría' });
    await expect(filters.getByRole('button', { name: inSpanish(categoryLabels.education) })).toBeVisible();
    await expect(filters.getByRole('button', { name: categoryLabels.education, exact: true })).toHaveCount(0);

    await page.goto('/contact');
    await hydrated(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText(inSpanish(contactMessages.nameRequired))).toBeVisible();
    await expect(page.getByText(inSpanish(contactMessages.messageRequired))).toBeVisible();
    await expect(page.getByText(contactMessages.nameRequired)).toHaveCount(0);
  });

  test('the API answers a refused request in Spanish', async ({ request }) => {
    const answer = await request.post('/api/contact', {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      data: { name: '', email: 'ada@example.org', subject: 'general', message: 'Hola' },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fieldErrors.name).toEqual([inSpanish(contactMessages.nameRequired)]);
  });

  test('an embedded widget speaks the host page’s language', async ({ page, request, baseURL }) => {
    const [campaign] = (await (await request.get('/api/campaigns?limit=1')).json()) as { id: number }[];
    // A charity's page on another origin (a port of this machine), in Spanish, with the script snippet.
    const hostPage =
      `<!doctype html><html lang="es"><head><title>Amigos</title></head><body>` +
      `<div data-causeway-campaign="${campaign!.id}"></div><script src="${baseURL}/embed.js"></script></body></html>`;
    const host = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(hostPage);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const widget = page.frameLocator('iframe');
    await expect(widget.getByText(inSpanish(widgetMessages.giveOnce))).toBeVisible();
    await expect(widget.getByPlaceholder(inSpanish(widgetMessages.otherAmount))).toBeVisible();
    await expect(widget.locator('html')).toHaveAttribute('lang', 'es');
    await new Promise((resolve) => host.close(resolve));
  });
});
