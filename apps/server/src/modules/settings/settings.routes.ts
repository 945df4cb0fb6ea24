import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, adminSettingsUpdateSchema, publicSettingsSchema } from '@causeway/contracts';
import { requireAdmin } from '../../plugins/auth-guards';
import type { ReadCache } from '../../lib/read-cache';
import type { SettingsCache } from './settings-cache';
import { getAdminSettings, getPublicSettings, updateAdminSettings, type SettingsDeps } from './admin-settings.service';

/**
 * `readCache`: server-rendered pages show the organization's name and payment options, so a save clears them.
 * `settings`: this process forgets the old values at once; the others when the change's NOTIFY reaches them.
 */
export function settingsRoutes(
  deps: SettingsDeps & { readCache?: ReadCache; settings?: SettingsCache },
): FastifyPluginAsyncZod {
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
        const saved = await updateAdminSettings(deps, request.body, admin.id);
        deps.settings?.forget();
        deps.readCache?.invalidate();
        return saved;
      },
    );
    app.get('/api/settings/public', { schema: { response: { 200: publicSettingsSchema } } }, async () =>
      getPublicSettings(deps.db),
    );
  };
}
