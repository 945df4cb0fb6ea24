import type { FastifyPluginAsync } from 'fastify';
import { organizationOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { createOrganization, listOrganizations } from './organizations.service';

export function organizationRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, () => listOrganizations(deps.db));
    addOperation(app, ops.create, ({ body }) => createOrganization(deps.db, body));
  };
}
