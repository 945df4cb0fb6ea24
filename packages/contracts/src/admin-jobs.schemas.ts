import { z } from 'zod';
import { adminJobEndpoints as e } from './admin-jobs';
import { operation } from './operation';

export const runJobAnswerSchema = z.object({
  queued: z.literal(true),
  /** The job's name, as queued. */
  job: z.string(),
});
export type RunJobAnswer = z.output<typeof runJobAnswerSchema>;

export const adminJobOperations = {
  runNow: operation(e.runNow, {
    access: 'admin',
    summary:
      'Queues one run of a scheduled background job now (prune-expired-rows, payments-reconcile, ' +
      'fundraiser-notices, recurring-renewals in sandbox mode); a worker picks it up within seconds',
    tags: ['admin/jobs'],
    params: z.object({ name: z.string().max(100).describe('The scheduled job\'s name, e.g. "fundraiser-notices"') }),
    responses: { 202: runJobAnswerSchema },
  }),
};
