import type { FastifyPluginAsync } from 'fastify';
import { settingsOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { ReadCache } from '../../lib/read-cache';
import type { SettingsCache } from './settings-cache';
import { getAdminSettings, getPublicSettings, updateAdminSettings, type SettingsDeps } from './admin-settings.service';

/**
 * `readCache`: server-rendered pages show the organization's name and payment options, so a save clears them.
 * `settings`: this process forgets the old values at once; the others when the change's NOTIFY reaches them.
 */
export function settingsRoutes(
  deps: SettingsDeps & { readCache?: ReadCache; settings?: SettingsCache },
): FastifyPluginAsync {
  return async (app) => {
    // The answers' schemas strip anything not in the contract: no stray field can carry a secret out.
    addOperation(app, ops.admin, () => getAdminSettings(deps));
    addOperation(app, ops.save, async ({ body, user, request }) => {
      const saved = await updateAdminSettings(deps, body, user, request.ip);
      deps.settings?.forget();
      deps.readCache?.invalidate();
      return saved;
    });
    addOperation(app, ops.public, () => getPublicSettings(deps.db));
  };
}
