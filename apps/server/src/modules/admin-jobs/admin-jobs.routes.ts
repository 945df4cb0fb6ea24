import type { FastifyPluginAsync } from 'fastify';
import { adminJobOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { runJobNow } from './admin-jobs.service';
import type { JobControl } from './job-control';

/** An operator's nudge: run a scheduled job now (administrators only). */
export function adminJobRoutes(deps: { jobs: JobControl }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.runNow, async ({ params, user, request }) => {
      const answer = await runJobNow(deps.jobs, params.name);
      request.log.info({ job: params.name, adminId: user.id }, 'scheduled job queued by an administrator');
      return answer;
    });
  };
}
