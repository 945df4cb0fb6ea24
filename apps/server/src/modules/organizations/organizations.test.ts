import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages as m } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeOrganization, signIn, unique } from '../../test/factories';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/organizations', payload, headers: { cookie } });

describe('POST /api/organizations', () => {
  it('creates an organization with its description and contact e-mail', async () => {
    const name = unique('Kisoro Water Trust ');
    const res = await create({
      name: `  ${name} `,
      description: 'Wells and pumps.',
      contactEmail: 'info@kisoro.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name,
      description: 'Wells and pumps.',
      contactEmail: 'info@kisoro.example',
      createdAt: expect.any(String),
      campaignCount: 0,
    });
  });

  it('takes the name alone; an empty e-mail is none', async () => {
    const res = await create({ name: unique('Solo '), contactEmail: '' });
    expect(res.json()).toMatchObject({ description: '', contactEmail: null });
  });

  it('refuses a name already taken, whatever its case', async () => {
    const name = unique('Green Valley ');
    expect((await create({ name })).statusCode).toBe(201);
    const again = await create({ name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.nameTaken, code: 'CONFLICT' });
  });

  it.each([
    ['name', m.nameMin, { name: 'AB' }],
    ['name', m.nameMin, { name: undefined }],
    ['name', m.nameMax, { name: 'x'.repeat(121) }],
    ['description', m.descriptionMax, { name: 'Valid name', description: 'x'.repeat(1001) }],
    ['contactEmail', m.contactEmail, { name: 'Valid name', contactEmail: 'not-an-email' }],
  ] as [string, string, Record<string, unknown>][])('answers 400 on %s: %s', async (field, message, payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });
});

describe('GET /api/admin/organizations', () => {
  it('lists organizations by name with their number of campaigns', async () => {
    const zebra = await makeOrganization(t.db, { name: unique('zz Zebra ') });
    const alpha = await makeOrganization(t.db, { name: unique('AA alpha ') });
    await makeCampaign(t.db, { organizationId: zebra.id });
    await makeCampaign(t.db, { organizationId: zebra.id, status: 'archived' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/organizations', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.json().find((o: { id: number }) => o.id === zebra.id).campaignCount).toBe(2);
    expect(res.json().find((o: { id: number }) => o.id === alpha.id).campaignCount).toBe(0);
  });
});
