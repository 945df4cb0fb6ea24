import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, adminSettingsUpdateSchema, publicSettingsSchema } from '@causeway/contracts';
import { requireAdmin } from '../../plugins/auth-guards';
import { getAdminSettings, getPublicSettings, updateAdminSettings, type SettingsDeps } from './admin-settings.service';

export function settingsRoutes(deps: SettingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The response schemas strip anything not in the contract: no stray field can carry a secret out.
    app.get('/api/admin/settings', { schema: { response: { 200: adminSettingsSchema } } }, async (request) => {
      await requireAdmin(request);
      return getAdminSettings(deps);
    });
    app.put(
      '/api/admin/settings',
      { schema: { body: adminSettingsUpdateSchema, response: { 200: adminSettingsSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return updateAdminSettings(deps, request.body, admin.id);
      },
    );
    app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async () =>
      getPublicSettings(deps.db),
    );
  };
}
