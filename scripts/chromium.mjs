// Debian's Chromium (DESIGN.md: never `npx playwright install`) and the flags every tool here starts it with:
// the E2E journeys (playwright.config.ts) and Lighthouse in `npm run bench` (bench/lighthouse.mjs), so both
// measure the same browser. No sandbox (CI runs as root); nothing in the background that would compete for
// the CPU or the network during a measurement.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-extensions',
];
