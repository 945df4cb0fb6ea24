import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationInputSchema } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../plugins/auth-guards';
import { createOrganization, listOrganizations } from './organizations.service';

export function organizationRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/organizations', async (request) => {
      await requireAdmin(request);
      return listOrganizations(deps.db);
    });
    app.post('/api/organizations', { schema: { body: organizationInputSchema } }, async (request, reply) => {
      await requireAdmin(request);
      return reply.code(201).send(await createOrganization(deps.db, request.body));
    });
  };
}
