import { afterEach, describe, expect, it } from 'vitest';
import { organizationEndpoints, type organizationOperations } from '@causeway/contracts';
import { callOperation, isApiError, setApiTransport } from './api-client';

const calls: { path: string; init: RequestInit }[] = [];
const answer = (status: number, body: unknown) =>
  setApiTransport(async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
afterEach(() => {
  calls.length = 0;
  setApiTransport((path, init) => fetch(path, init));
});

describe('callOperation', () => {
  it('calls the endpoint’s method and path with the JSON body, and hands back the answer', async () => {
    answer(201, { id: 3, name: 'Friends of Gulu' });
    const created = await callOperation<typeof organizationOperations.create>(organizationEndpoints.create, {
      body: { name: 'Friends of Gulu' },
    });
    expect(created).toEqual({ id: 3, name: 'Friends of Gulu' });
    expect(calls[0]!.path).toBe('/api/organizations');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ name: 'Friends of Gulu' }));
  });

  it('fills path parameters and the query string, leaving out empty values', async () => {
    answer(200, []);
    const op = { method: 'GET', path: '/api/campaigns/:id/updates' } as const;
    await callOperation(op as never, { params: { id: 7 }, query: { page: 2, q: '', tag: undefined } } as never);
    expect(calls[0]!.path).toBe('/api/campaigns/7/updates?page=2');
  });

  it('throws the API’s error with its message', async () => {
    answer(403, { message: 'Administrators only', code: 'FORBIDDEN' });
    const error = await callOperation<typeof organizationOperations.list>(organizationEndpoints.list).catch((e) => e);
    expect(isApiError(error) && error.serverMessage).toBe('Administrators only');
  });
});
