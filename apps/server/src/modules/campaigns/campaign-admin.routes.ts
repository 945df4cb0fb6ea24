import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCampaignListQuerySchema, campaignIdParamsSchema, campaignInputSchema } from '@causeway/contracts';
import { requireAdmin } from '../../plugins/auth-guards';
import { listCampaignsForAdmin } from './campaign-admin-list';
import {
  deleteCampaign,
  duplicateCampaign,
  getCampaignForEdit,
  saveCampaign,
  type CampaignAdminDeps,
} from './campaign-admin.service';
import { readCampaignForm } from './campaign-form';

const params = campaignIdParamsSchema;

/** The administrator's campaign list and writes (admin spec sections 2 and 7). The public reads stay in campaigns.routes. */
export function campaignAdminRoutes(deps: CampaignAdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/campaigns', { schema: { querystring: adminCampaignListQuerySchema } }, async (request) => {
      await requireAdmin(request);
      return listCampaignsForAdmin(deps.db, request.query);
    });
    // GET /api/admin/campaigns/recent belongs to the admin dashboard; a static path wins over this one.
    app.get('/api/admin/campaigns/:id', { schema: { params } }, async (request) => {
      await requireAdmin(request);
      return getCampaignForEdit(deps.db, request.params.id);
    });

    app.post('/api/campaigns', { schema: { body: campaignInputSchema } }, async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.code(201).send(await saveCampaign(deps, admin, request.body));
    });
    app.put('/api/campaigns/:id', { schema: { params, body: campaignInputSchema } }, async (request) => {
      const admin = await requireAdmin(request);
      return saveCampaign(deps, admin, request.body, { id: request.params.id });
    });
    app.post('/api/campaigns/upload', async (request, reply) => {
      const admin = await requireAdmin(request);
      const { input, image } = await readCampaignForm(request);
      return reply.code(201).send(await saveCampaign(deps, admin, input, { image }));
    });
    app.put('/api/campaigns/:id/upload', { schema: { params } }, async (request) => {
      const admin = await requireAdmin(request);
      const { input, image } = await readCampaignForm(request);
      return saveCampaign(deps, admin, input, { id: request.params.id, image });
    });

    app.delete('/api/campaigns/:id', { schema: { params } }, async (request) => {
      await requireAdmin(request);
      return deleteCampaign(deps, request.params.id);
    });
    app.post('/api/campaigns/:id/duplicate', { schema: { params } }, async (request, reply) => {
      const admin = await requireAdmin(request);
      return reply.code(201).send(await duplicateCampaign(deps, admin, request.params.id));
    });
  };
}
