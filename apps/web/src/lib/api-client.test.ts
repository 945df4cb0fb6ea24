import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '@causeway/contracts';
import { ApiError, callOperation, errorMessage } from './api-client';

/** The client's own behaviour, on an endpoint of no particular operation. */
const apiRequest = (path: string, options: { method?: Operation['method']; body?: unknown } = {}) =>
  callOperation<Operation>({ method: options.method ?? 'GET', path }, { body: options.body as never });

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callOperation', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, '{"id":1}');
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.org' } })).resolves.toEqual({
      id: 1,
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.org"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("fails with '{status}: {body}' and exposes the server's message", async () => {
    const body = '{"message":"Invalid email or password","code":"UNAUTHENTICATED"}';
    vi.stubGlobal('fetch', answer(401, body));

    const error = await apiRequest('/api/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
    expect((error as ApiError).code).toBe('UNAUTHENTICATED');
    expect((error as ApiError).status).toBe(401);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(502, '', 'Bad Gateway'));

    const error = await apiRequest('/api/stats').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('keeps per-field messages of a validation failure', async () => {
    const body = JSON.stringify({
      message: 'Please check the form',
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: ['Please enter a valid email'] },
    });
    vi.stubGlobal('fetch', answer(400, body));

    const error = (await apiRequest('/api/auth/register').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: ['Please enter a valid email'] });
  });

  it('returns undefined for an empty success', async () => {
    vi.stubGlobal('fetch', answer(204, ''));
    await expect(apiRequest('/api/payment-methods/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("prefers the server's message and otherwise uses the fallback", () => {
    expect(errorMessage(new ApiError(409, '{}', { message: 'Taken' }), 'Please try again later')).toBe('Taken');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'Please try again later')).toBe(
      'Please try again later',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again later')).toBe('Please try again later');
  });
});
