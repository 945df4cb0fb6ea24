import { describe, expect, it } from 'vitest';
import { operation, pathWith, successStatus } from './operation';
import { organizationOperations } from './organizations.schemas';

describe('operations', () => {
  it('fills a path pattern from its parameters, encoded', () => {
    expect(pathWith('/api/campaigns/:id/updates/:updateId', { id: 7, updateId: '12' })).toBe(
      '/api/campaigns/7/updates/12',
    );
    expect(pathWith('/api/admin/donors/:key', { key: 'gada@example.com' })).toBe(
      '/api/admin/donors/gada%40example.com',
    );
    expect(() => pathWith('/api/campaigns/:id', {})).toThrow(':id');
  });

  it('answers with the status its responses name', () => {
    expect(successStatus(organizationOperations.list)).toBe(200);
    expect(successStatus(organizationOperations.create)).toBe(201);
    const e = { method: 'DELETE', path: '/x' } as const;
    expect(successStatus(operation(e, { access: 'admin', summary: 's', tags: ['t'], responses: { 204: null } }))).toBe(
      204,
    );
  });

  it('keeps the endpoint’s fields on the operation', () => {
    expect(organizationOperations.create).toMatchObject({
      method: 'POST',
      path: '/api/organizations',
      access: 'admin',
    });
  });
});
