import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityMessages, type SessionAuthMethod } from '@causeway/contracts';
import type { UserRow } from '../modules/auth/auth.repository';
import { requireAdmin, requireUser } from './auth-guards';

const requestAs = (
  user: Partial<UserRow> | null,
  { authMethod = 'password', required = false }: { authMethod?: SessionAuthMethod; required?: boolean } = {},
) =>
  ({
    currentUser: async () => user as UserRow | null,
    currentSession: async () => (user ? { user, authMethod, publicId: 'p', tokenHash: 'h' } : null),
    securitySettings: { readSetting: async () => ({ requireAdminTwoFactor: required }) },
  }) as unknown as FastifyRequest;

describe('guards', () => {
  it('requireUser refuses an anonymous request with 401', async () => {
    await expect(requireUser(requestAs(null))).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('requireAdmin refuses a donor with 403 and an anonymous request with 401', async () => {
    await expect(requireAdmin(requestAs({ id: 1, role: 'donor' }))).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireAdmin(requestAs(null))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('requireAdmin lets an administrator through', async () => {
    await expect(requireAdmin(requestAs({ id: 1, role: 'admin' }))).resolves.toMatchObject({ role: 'admin' });
  });

  it('requireAdmin refuses an administrator signed in with a password alone while two-factor is required', async () => {
    const admin = { id: 1, role: 'admin' as const };
    await expect(requireAdmin(requestAs(admin, { required: true }))).rejects.toMatchObject({
      statusCode: 403,
      message: securityMessages.adminTwoFactorRequired,
    });
    for (const authMethod of ['two_factor', 'passkey'] as const) {
      await expect(requireAdmin(requestAs(admin, { required: true, authMethod }))).resolves.toMatchObject(admin);
    }
  });
});
