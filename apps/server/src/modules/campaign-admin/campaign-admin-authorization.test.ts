import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { campaignUpdates, errorReports } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeOrganization, signIn, unique } from '../../test/factories';
import { makeImage, multipartBody } from '../../test/multipart';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-admin-auth-'));
let t: TestApp;
let donor: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

const campaignBody = async () => ({
  title: 'Wells for Kisoro',
  shortDescription: 'Clean water for twelve villages in Kisoro.',
  description: 'Twelve villages walk two hours a day for water. '.repeat(3),
  goal: 500_000,
  startDate: '2025-03-01',
  organizationId: (await makeOrganization(t.db)).id,
});
const campaignForm = async () => {
  const fields = Object.fromEntries(Object.entries(await campaignBody()).map(([k, v]) => [k, String(v)]));
  const image = await makeImage(16, 16);
  const { payload, headers } = await multipartBody({
    ...fields,
    featuredImage: { data: image, filename: 'a.png', type: 'image/png' },
  });
  return { payload, headers };
};
const updateBody = { title: 'First well dug', content: 'The first of twelve wells now gives water.' };
const newUpdate = async () => {
  const c = await makeCampaign(t.db);
  const [u] = await t.db
    .insert(campaignUpdates)
    .values({ campaignId: c.id, ...updateBody })
    .returning();
  return { c, u: u! };
};

/** Every route of the admin write side, with a fresh valid request each time it is called. */
const routes: [string, number, () => Promise<Request>][] = [
  ['GET /api/admin/campaigns', 200, async () => ({ method: 'GET', url: '/api/admin/campaigns' })],
  [
    'GET /api/admin/campaigns/:id',
    200,
    async () => ({ method: 'GET', url: `/api/admin/campaigns/${(await makeCampaign(t.db)).id}` }),
  ],
  ['POST /api/campaigns', 201, async () => ({ method: 'POST', url: '/api/campaigns', payload: await campaignBody() })],
  [
    'PUT /api/campaigns/:id',
    200,
    async () => ({
      method: 'PUT',
      url: `/api/campaigns/${(await makeCampaign(t.db)).id}`,
      payload: await campaignBody(),
    }),
  ],
  [
    'POST /api/campaigns/upload',
    201,
    async () => ({ method: 'POST', url: '/api/campaigns/upload', ...(await campaignForm()) }),
  ],
  [
    'PUT /api/campaigns/:id/upload',
    200,
    async () => ({
      method: 'PUT',
      url: `/api/campaigns/${(await makeCampaign(t.db)).id}/upload`,
      ...(await campaignForm()),
    }),
  ],
  [
    'DELETE /api/campaigns/:id',
    200,
    async () => ({ method: 'DELETE', url: `/api/campaigns/${(await makeCampaign(t.db)).id}` }),
  ],
  [
    'POST /api/campaigns/:id/duplicate',
    201,
    async () => ({ method: 'POST', url: `/api/campaigns/${(await makeCampaign(t.db)).id}/duplicate` }),
  ],
  ['GET /api/admin/organizations', 200, async () => ({ method: 'GET', url: '/api/admin/organizations' })],
  [
    'POST /api/organizations',
    201,
    async () => ({ method: 'POST', url: '/api/organizations', payload: { name: unique('Org ') } }),
  ],
  [
    'POST /api/campaigns/:id/updates',
    201,
    async () => ({
      method: 'POST',
      url: `/api/campaigns/${(await makeCampaign(t.db)).id}/updates`,
      payload: updateBody,
    }),
  ],
  [
    'PUT /api/campaigns/:id/updates/:updateId',
    200,
    async () => {
      const { c, u } = await newUpdate();
      return { method: 'PUT', url: `/api/campaigns/${c.id}/updates/${u.id}`, payload: updateBody };
    },
  ],
  [
    'DELETE /api/campaigns/:id/updates/:updateId',
    204,
    async () => {
      const { c, u } = await newUpdate();
      return { method: 'DELETE', url: `/api/campaigns/${c.id}/updates/${u.id}` };
    },
  ],
  [
    'POST /api/upload',
    201,
    async () => ({
      method: 'POST',
      url: '/api/upload',
      ...(await multipartBody({ file: { data: await makeImage(12, 12), filename: 'a.png', type: 'image/png' } })),
    }),
  ],
  ['GET /api/admin/errors', 200, async () => ({ method: 'GET', url: '/api/admin/errors?status=all&level=error' })],
  ['GET /api/admin/errors/stats', 200, async () => ({ method: 'GET', url: '/api/admin/errors/stats' })],
  [
    'PATCH /api/admin/errors/:id',
    200,
    async () => {
      const [report] = await t.db
        .insert(errorReports)
        .values({ fingerprint: unique('fp'), level: 'error', message: 'TypeError: x is undefined' })
        .returning();
      return { method: 'PATCH', url: `/api/admin/errors/${report!.id}`, payload: { resolved: true } };
    },
  ],
];

describe('who may use the admin write side', () => {
  it.each(routes)('%s: 401 anonymous, 403 donor, %i administrator', async (_, adminStatus, makeRequest) => {
    const send = async (cookie?: string) => {
      const { headers, ...request } = await makeRequest();
      return t.app.inject({ ...request, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    };
    const anonymous = await send();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(authMessages.notSignedIn);
    const asDonor = await send(donor);
    expect(asDonor.statusCode).toBe(403);
    expect(asDonor.json().message).toBe(authMessages.adminOnly);
    expect((await send(admin)).statusCode).toBe(adminStatus);
  });
});
