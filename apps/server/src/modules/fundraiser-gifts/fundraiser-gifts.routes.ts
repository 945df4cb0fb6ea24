import type { FastifyPluginAsync } from 'fastify';
import type { FeatureContext } from '../index';

/** Gifts through fundraising pages (issue 25): the owner's supporters, their CSV, and thank-yous. */
export function fundraiserGiftRoutes(_c: FeatureContext): FastifyPluginAsync {
  return async () => {};
}
