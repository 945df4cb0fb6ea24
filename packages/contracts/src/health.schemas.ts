import { z } from 'zod';
import { databaseKinds, healthEndpoints, readinessChecks, type ReadinessCheck } from './health';
import { operation } from './operation';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(databaseKinds) });
export type Health = z.infer<typeof healthSchema>;

/** The 503: the same shape, so a probe that reads the body learns which database did not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable'), database: z.enum(databaseKinds) });

export const livenessSchema = z.object({ status: z.literal('ok') });

const checkState = z.enum(['ok', 'failing']);
/** Each part's state only: no versions, host names or error texts reach the public. */
const readinessChecksSchema = z.object(
  Object.fromEntries(readinessChecks.map((name) => [name, checkState])) as Record<ReadinessCheck, typeof checkState>,
);
export const readinessSchema = z.object({ status: z.literal('ok'), checks: readinessChecksSchema });
export const notReadySchema = z.object({ status: z.literal('unavailable'), checks: readinessChecksSchema });
export type ReadinessAnswer = z.infer<typeof readinessSchema>;

export const healthOperations = {
  check: operation(healthEndpoints.check, {
    access: 'public',
    summary: 'Answers 200 when the database answers, 503 when it does not',
    tags: ['health'],
    responses: { 200: healthSchema },
    errorAnswers: { 503: healthUnavailableSchema },
  }),
  live: operation(healthEndpoints.live, {
    access: 'public',
    summary: 'Answers 200 while the process runs (a supervisor restarts it otherwise)',
    tags: ['health'],
    responses: { 200: livenessSchema },
  }),
  ready: operation(healthEndpoints.ready, {
    access: 'public',
    summary:
      'Answers 200 when the database answers, its migrations are applied and the job runner has started; 503 naming the failing part otherwise, and while the process shuts down',
    tags: ['health'],
    responses: { 200: readinessSchema },
    errorAnswers: { 503: notReadySchema },
  }),
};
