import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { tourPayload } from './tour-fixtures';

// Counts how often the app loads jsdom (the factory runs when the module is first imported).
const jsdom = vi.hoisted(() => ({ loads: 0 }));
vi.mock('jsdom', async (importOriginal) => {
  jsdom.loads += 1;
  return importOriginal();
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the tour editor's HTML sanitizer", () => {
  it('is not loaded when the app starts or serves other requests, only on the first save', async () => {
    const { cookie } = await signIn(t.app, t.db, 'admin');
    await t.app.inject({ method: 'GET', url: '/api/admin/onboarding/settings', headers: { cookie } });
    await t.app.inject({ method: 'GET', url: '/api/campaigns' });
    expect(jsdom.loads).toBe(0);

    const payload = tourPayload({
      slides: [
        {
          title: 'Welcome',
          content: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>',
          mediaType: 'none',
        },
      ],
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/onboarding/settings',
      headers: { cookie },
      payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(jsdom.loads).toBe(1);
    const html: string = saved.json().settings.slides[0].content;
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/script|onerror/i);

    // The second save reuses the one window.
    await t.app.inject({ method: 'POST', url: '/api/admin/onboarding/settings', headers: { cookie }, payload });
    expect(jsdom.loads).toBe(1);
  });
});
