import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/auth/auth.repository';
import { requireAdmin, requireUser } from './auth-guards';

const requestAs = (user: Partial<UserRow> | null) =>
  ({ currentUser: async () => user as UserRow | null }) as unknown as FastifyRequest;

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
});
