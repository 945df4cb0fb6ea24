import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { popupDonateUrl } from '@causeway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign } from '../test/factories';
import { isPopupEmbedPage } from './popup-framing';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-popup-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const refusesFraming = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).not.toContain('frame-ancestors *');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
};

describe('framing of the donation page for pop-up giving', () => {
  it('lets any host page frame the donation page in embed mode, and no other way', async () => {
    const c = await makeCampaign(t.db, { title: 'Lamps for Gulu' });
    const url = popupDonateUrl('', c.id, 'https://friends-of-gulu.example');
    expect(url).toBe(`/donate/${c.id}?embed=popup&host=https%3A%2F%2Ffriends-of-gulu.example`);

    const popup = await t.app.inject({ method: 'GET', url });
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(popup.headers['x-frame-options']).toBeUndefined();

    // The same page without embed mode, or with another mode, keeps refusing to be framed (clickjacking).
    for (const plain of [`/donate/${c.id}`, `/donate/${c.id}?amount=25`, `/donate/${c.id}?embed=inline`]) {
      refusesFraming((await t.app.inject({ method: 'GET', url: plain })).headers);
    }
    // Other pages stay unframeable even with the parameter.
    for (const other of [`/campaigns/${c.id}?embed=popup`, '/login?embed=popup', '/account?embed=popup']) {
      refusesFraming((await t.app.inject({ method: 'GET', url: other })).headers);
    }
  });

  it('lets the success page a framed gift goes on to be framed in embed mode only', async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/donation-success?campaign=1&amount=25&embed=popup' });
    expect(framed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(framed.headers['x-frame-options']).toBeUndefined();
    refusesFraming((await t.app.inject({ method: 'GET', url: '/donation-success?campaign=1&amount=25' })).headers);
  });

  it('matches only the donation and success pages with embed=popup in the query', () => {
    expect(isPopupEmbedPage('/donate/12?embed=popup')).toBe(true);
    expect(isPopupEmbedPage('/donate/12/?amount=5&embed=popup&host=x')).toBe(true);
    expect(isPopupEmbedPage('/subscription-success?embed=popup')).toBe(true);
    expect(isPopupEmbedPage('/donate/12')).toBe(false);
    expect(isPopupEmbedPage('/donate/0?embed=popup')).toBe(false);
    expect(isPopupEmbedPage('/donate/12/extra?embed=popup')).toBe(false);
    expect(isPopupEmbedPage('/admin?embed=popup')).toBe(false);
    expect(isPopupEmbedPage('/donate/12?embed=popupx')).toBe(false);
  });
});
