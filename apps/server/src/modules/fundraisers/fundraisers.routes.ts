import type { FastifyPluginAsync } from 'fastify';
import type { FeatureContext } from '../index';

/** Peer-to-peer fundraising pages and teams (issue 25): the campaign setting, the pages, teams and leaderboards. */
export function fundraiserRoutes(_c: FeatureContext): FastifyPluginAsync {
  return async () => {};
}
