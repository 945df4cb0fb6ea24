import type { FastifyPluginAsync } from 'fastify';
import type { FeatureContext } from '../index';

// Issue 24: registered in modules/index.ts; its routes are being built.
export function recurringManageRoutes(_c: FeatureContext): FastifyPluginAsync {
  return async () => {};
}
