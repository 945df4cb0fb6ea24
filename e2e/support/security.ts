import { Secret, TOTP } from 'otpauth';
import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '@causeway/contracts';
import { seriousViolations } from './axe';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) on `page`: a platform authenticator
 * that keeps discoverable credentials and verifies the user at once, so a passkey ceremony completes unattended.
 * It lives as long as the page, across navigations.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const PERIOD_SECONDS = 30;

/** The authenticator app of the journeys: RFC 6238 codes (SHA-1, 6 digits, 30 s) from the base32 secret shown. */
export function authenticatorApp(base32: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(base32.replace(/\s+/g, '')), digits: 6, period: PERIOD_SECONDS });
  const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  return {
    /** The code for now, and the 30-second step it belongs to. */
    code: () => {
      const timestamp = Date.now();
      return { code: totp.generate({ timestamp }), step: Math.floor(timestamp / 1000 / PERIOD_SECONDS) };
    },
    /**
     * Waits until the step after `used` has begun: the server accepts a code once (no replay within its window),
     * so a second sign-in right after set-up needs the next code, as a person would wait for it.
     */
    nextStepAfter: async (used: number) => {
      while (stepNow() <= used) {
        const msLeft = (used + 1) * PERIOD_SECONDS * 1000 - Date.now();
        await new Promise((resolve) => setTimeout(resolve, Math.max(50, msLeft + 50)));
      }
    },
  };
}

/**
 * The page as it is now, checked by axe in the light and the dark theme: the context stores the 'system' theme
 * (storeSystemTheme), so switching the emulated colour scheme repaints in place, without a reload that would lose
 * a step the page is on (a pending second step, a set-up in progress).
 */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  const found: Record<string, unknown> = {};
  // The resting page, as accessibility.spec sees it: not a button the last click left the pointer on (hover
  // colours).
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Colours still transitioning, or a dialog still fading in, would be measured half-way. Transitions and
    // animations that end (a spinner's never does), and settled rather than all fulfilled: one cancelled on the
    // way (a toast leaving) rejects.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation instanceof CSSTransition ||
              (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity),
          )
          .map((animation) => animation.finished),
      ),
    );
    found[scheme] = await seriousViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found, `${screen}: serious or critical axe violations`).toEqual({ light: [], dark: [] });
}

/** Before the first page loads: the theme follows the (emulated) system colour scheme. */
export async function storeSystemTheme(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'system'), THEME_STORAGE_KEY);
}
