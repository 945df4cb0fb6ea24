import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFormMessages, embedMessages, widgetMessages } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, signIn } from '../../test/factories';

let t: TestApp;
let admin: string;
let donor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
});
afterAll(() => t.close());

const generate = (id: number, payload: object = {}, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/campaigns/${id}/embed`, headers: { cookie }, payload });
const read = (id: number, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/embed`, headers: { cookie } });

describe('embed codes', () => {
  it('generates the spec iframe and the self-sizing script for an active campaign, and saves the settings', async () => {
    const c = await makeCampaign(t.db, { title: 'Wells & "water"' });
    expect((await read(c.id)).statusCode).toBe(404);
    expect((await read(c.id)).json().message).toBe(embedMessages.notGenerated);

    const res = await generate(c.id, { embedPrimaryColor: '#112233', embedPresetAmounts: '10, 25,40', refresh: false });
    expect(res.statusCode).toBe(200);
    const code = res.json();
    expect(code.uniqueId).toMatch(/^[\w-]{16}$/);
    expect(code.html).toContain(`src="http://causeway.test/embed/${c.id}"`);
    expect(code.html).toContain('width="100%" height="450"');
    expect(code.html).toContain('title="Donate to Wells &amp; &quot;water&quot;"');
    expect(code.script).toContain(`data-causeway-campaign="${c.id}"`);
    expect(code.script).toContain('<script async src="http://causeway.test/embed.js"></script>');
    expect(code.settings).toMatchObject({ embedPrimaryColor: '#112233', embedPresetAmounts: '10,25,40' });

    const edit = await t.app.inject({ method: 'GET', url: `/api/admin/campaigns/${c.id}`, headers: { cookie: admin } });
    expect(edit.json()).toMatchObject({ embedPrimaryColor: '#112233', embedPresetAmounts: '10,25,40' });
    expect((await read(c.id)).json().uniqueId).toBe(code.uniqueId);
  });

  it('keeps the uniqueId on a settings update and issues a new one only on refresh', async () => {
    const c = await makeCampaign(t.db);
    const first = (await generate(c.id)).json().uniqueId;
    const updated = await generate(c.id, { embedButtonText: 'Give today', refresh: false });
    expect(updated.json().uniqueId).toBe(first);
    expect(updated.json().settings.embedButtonText).toBe('Give today');
    const refreshed = (await generate(c.id, { embedButtonText: 'Give today', refresh: true })).json().uniqueId;
    expect(refreshed).not.toBe(first);
    expect((await read(c.id)).json().uniqueId).toBe(refreshed);
  });

  it('refuses embed code for a campaign that is not active', async () => {
    for (const status of ['draft', 'paused', 'completed', 'archived'] as const) {
      const c = await makeCampaign(t.db, { status });
      const res = await generate(c.id, { refresh: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(embedMessages.onlyActive);
      expect((await read(c.id)).statusCode).toBe(409);
    }
    expect((await generate(999_999)).statusCode).toBe(404);
  });

  it('validates the colours, the amounts list and refresh', async () => {
    const c = await makeCampaign(t.db);
    const cases: [object, string, string][] = [
      [{ embedPrimaryColor: 'red' }, 'embedPrimaryColor', campaignFormMessages.color],
      [{ embedBackgroundColor: '#12345' }, 'embedBackgroundColor', campaignFormMessages.color],
      [{ embedPresetAmounts: '10,abc' }, 'embedPresetAmounts', campaignFormMessages.presetAmounts],
      [{ embedPresetAmounts: '0,5' }, 'embedPresetAmounts', campaignFormMessages.presetAmounts],
      [{ embedPresetAmounts: '1,2,3,4,5,6,7' }, 'embedPresetAmounts', campaignFormMessages.presetAmounts],
      [{ embedButtonText: 'x'.repeat(31) }, 'embedButtonText', campaignFormMessages.buttonText],
      [{ refresh: 'yes' }, 'refresh', 'refresh must be true or false'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await generate(c.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
    // Nothing was saved by the refused requests.
    expect((await read(c.id)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const c = await makeCampaign(t.db);
    for (const request of [() => read(c.id, ''), () => generate(c.id, {}, '')]) {
      expect((await request()).statusCode).toBe(401);
    }
    for (const request of [() => read(c.id, donor), () => generate(c.id, {}, donor)]) {
      expect((await request()).statusCode).toBe(403);
    }
  });
});

describe('widget data', () => {
  it("answers the widget's view of a public campaign with its embed settings", async () => {
    const c = await makeCampaign(t.db, { status: 'paused', embedAccentColor: '#ABCDEF', goal: 50_000 });
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}/widget` });
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign).toMatchObject({ id: c.id, status: 'paused', goal: 50_000, accentColor: '#ABCDEF' });
  });

  it('hides drafts and unknown campaigns', async () => {
    const draft = await makeCampaign(t.db, { status: 'draft', title: 'Secret draft' });
    for (const id of [draft.id, 999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/widget` });
      expect(res.statusCode).toBe(404);
      // The API's one error shape; the widget shows its own notice for any 404 (apps/widget load-campaign.ts).
      expect(res.json()).toEqual({ message: widgetMessages.notFound, code: 'NOT_FOUND' });
    }
  });
});
