import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, unique } from '../../test/factories';
import { createOrPromoteAdmin } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('createOrPromoteAdmin', () => {
  it('creates an administrator who can sign in', async () => {
    const email = `${unique('boss')}@example.org`;
    const grant = await createOrPromoteAdmin(t.db, { email, password: 'admin-pass-1' });
    expect(grant.outcome).toBe('created');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'admin-pass-1' },
    });
    expect(login.json()).toMatchObject({ role: 'admin', email });
  });

  it('promotes an existing donor without changing the password', async () => {
    const donor = await makeUser(t.db);
    const grant = await createOrPromoteAdmin(t.db, { email: donor.email.toUpperCase(), password: 'ignored-pass' });
    expect(grant.outcome).toBe('promoted');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: donor });
    expect(login.json()).toMatchObject({ role: 'admin', id: donor.id });
  });

  it('picks a free username when the e-mail name is taken', async () => {
    const taken = await makeUser(t.db);
    const grant = await createOrPromoteAdmin(t.db, {
      email: `${taken.username}@other.example`,
      password: 'admin-pass-1',
    });
    expect(grant.user.username).not.toBe(taken.username);
    expect(grant.user.username.startsWith(taken.username)).toBe(true);
  });

  it('leaves an existing administrator alone', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    expect((await createOrPromoteAdmin(t.db, { email: admin.email, password: 'whatever1' })).outcome).toBe(
      'already-admin',
    );
  });
});
