import type { FastifyPluginAsync } from 'fastify';
import { campaignAdminOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { listCampaignsForAdmin } from './campaign-admin-list';
import {
  deleteCampaign,
  duplicateCampaign,
  getCampaignForEdit,
  saveCampaign,
  type CampaignAdminDeps,
} from './campaign-admin.service';
import { readCampaignForm } from './campaign-form';

/**
 * The administrator's campaign list and writes (admin spec sections 2 and 7). The public reads stay in
 * campaigns.routes. Every write clears the read cache (in the service).
 */
export function campaignAdminRoutes(deps: CampaignAdminDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, ({ query }) => listCampaignsForAdmin(deps.db, query));
    addOperation(app, ops.detail, ({ params }) => getCampaignForEdit(deps.db, params.id));

    addOperation(app, ops.create, ({ body, user }) => saveCampaign(deps, user, body));
    addOperation(app, ops.update, ({ params, body, user }) => saveCampaign(deps, user, body, { id: params.id }));
    addOperation(app, ops.createWithImage, async ({ request, user }) => {
      const { input, image } = await readCampaignForm(request);
      return saveCampaign(deps, user, input, { image });
    });
    addOperation(app, ops.updateWithImage, async ({ params, request, user }) => {
      const { input, image } = await readCampaignForm(request);
      return saveCampaign(deps, user, input, { id: params.id, image });
    });

    addOperation(app, ops.remove, ({ params }) => deleteCampaign(deps, params.id));
    addOperation(app, ops.duplicate, ({ params, user }) => duplicateCampaign(deps, user, params.id));
  };
}
