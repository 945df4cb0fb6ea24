import type { FastifyPluginAsync } from 'fastify';
import { matchOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { FeatureContext } from '../index';
import { createMatch, deleteMatch, editMatch, endMatch, listMatches, type MatchDeps } from './matches.service';

/** An administrator's matches of a campaign (issue 24, item 3); the role is checked by each operation's access. */
export function matchRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: MatchDeps = { db: c.database.db, onMatchesChanged: () => c.readCache.invalidate() };
  return async (app) => {
    addOperation(app, ops.list, ({ params }) => listMatches(deps, params.id));
    addOperation(app, ops.create, ({ params, body, user }) => createMatch(deps, user.id, params.id, body));
    addOperation(app, ops.edit, ({ params, body }) => editMatch(deps, params.id, params.matchId, body));
    addOperation(app, ops.end, ({ params }) => endMatch(deps, params.id, params.matchId));
    addOperation(app, ops.remove, ({ params }) => deleteMatch(deps, params.id, params.matchId));
  };
}
