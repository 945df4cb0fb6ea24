import type { User } from '@causeway/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from './get-me';
import { registerUser } from './register';

const user: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'donor',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

function answer(status: number, body: string) {
  return vi.fn(async (..._args: [string, RequestInit]) => new Response(body, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('asks GET /api/auth/me and answers the signed-in user', async () => {
    const fetchMock = answer(200, JSON.stringify(user));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getMe()).resolves.toEqual(user);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init.method]).toEqual(['/api/auth/me', 'GET']);
  });

  it("answers null for a visitor (the server's 200 with null)", async () => {
    vi.stubGlobal('fetch', answer(200, 'null'));
    await expect(getMe()).resolves.toBeNull();
  });

  it('answers null when the check fails (spec section 4: the visitor stays anonymous)', async () => {
    vi.stubGlobal('fetch', answer(500, '{"message":"Something went wrong","code":"INTERNAL"}'));
    await expect(getMe()).resolves.toBeNull();
  });

  it('lets a cancelled check fail, so the query is not cached as anonymous', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(getMe(controller.signal)).rejects.toThrow('aborted');
  });
});

describe('registerUser', () => {
  it('posts to POST /api/auth/register as a donor, with empty names when none are given', async () => {
    const fetchMock = answer(201, JSON.stringify(user));
    vi.stubGlobal('fetch', fetchMock);
    await expect(registerUser({ email: user.email, username: 'ada', password: 'secret-1' })).resolves.toEqual(user);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init.method]).toEqual(['/api/auth/register', 'POST']);
    expect(JSON.parse(String(init.body))).toEqual({
      email: user.email,
      username: 'ada',
      password: 'secret-1',
      firstName: '',
      lastName: '',
      role: 'donor',
    });
  });
});
