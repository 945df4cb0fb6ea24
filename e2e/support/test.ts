// Every spec imports `test` from here: the same as Playwright's, except that a navigation to a server-rendered page
// (goto, reload, back, forward) resolves once React has taken over the server's HTML. The HTML is on screen, and
// Playwright's load event may fire, before React has hydrated it; a tap or a keystroke in that moment reaches a
// control that does not work yet. A journey acts the way a visitor does once the page works.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SERVER_STATE_ELEMENT_ID } from '@causeway/contracts';

export * from '@playwright/test';

/** Resolves once the page is hydrated (main.tsx marks <html data-hydrated>), at once for a browser-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (id) => !document.getElementById(id) || 'hydrated' in document.documentElement.dataset,
    SERVER_STATE_ELEMENT_ID,
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

function waitForHydrationAfterNavigations(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (response?.headers()['content-type']?.includes('text/html')) await hydrated(page);
        return response;
      },
    });
  }
}

const watched = new WeakSet<BrowserContext>();
function watch(context: BrowserContext): BrowserContext {
  if (!watched.has(context)) {
    watched.add(context);
    context.on('page', waitForHydrationAfterNavigations);
    for (const page of context.pages()) waitForHydrationAfterNavigations(page);
  }
  return context;
}

/** Contexts a spec or a helper opens itself (`browser.newContext()`, `browser.newPage()`), unless JavaScript is off. */
function watchNewContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : watch(context);
  };
}

export const test = base.extend<object, { hydrationAwareBrowser: void }>({
  hydrationAwareBrowser: [
    async ({ browser }, use) => {
      watchNewContexts(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : watch(context));
  },
});
