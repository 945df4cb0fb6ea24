import { expect, hydrated, test } from './support/test';

/**
 * The catalogue is split by area (issue 26, apps/web/catalogue-areas.mjs): the home page loads the public words
 * only, and a page of another area waits for its own before it renders, in the language the page is in, whether
 * the server rendered it, the browser navigated to it, or the visitor switched language on it.
 */
test.describe('catalogue areas', () => {
  test('the static pages’ words load with them, in the language chosen, and follow a switch', async ({ page }) => {
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/messages-(\w+-\w+)-/.exec(request.url())?.[1];
      if (name) catalogues.push(name);
    });
    await page.goto('/');
    await hydrated(page);
    expect(catalogues).toEqual(['en-public']);

    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Language').selectOption('es');
    await expect(footer.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
    // Spanish brings the contracts' messages too (labels, validation): English needs none.
    expect([...catalogues].sort()).toEqual(['en-public', 'es-contracts', 'es-public']);

    // In the browser: the about page's module waits for the Spanish words of its area.
    await footer.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
    expect(catalogues).toContain('es-pages');
    expect(catalogues).not.toContain('en-pages');

    // A switch back loads the English words of every area in use.
    await footer.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    expect(catalogues).toContain('en-pages');

    // Rendered by the server in Spanish (the cookie), then hydrated with the same words.
    await footer.getByLabel('Language').selectOption('es');
    await expect(footer.getByLabel('Idioma')).toBeVisible();
    await page.goto('/how-it-works');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Quiénes somos' })).toBeVisible();
    await page.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
  });
});
