import { z } from 'zod';
import { databaseKinds, healthEndpoints } from './health';
import { operation } from './operation';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(databaseKinds) });
export type Health = z.infer<typeof healthSchema>;

/** The 503: the same shape, so a probe that reads the body learns which database did not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable'), database: z.enum(databaseKinds) });

export const healthOperations = {
  check: operation(healthEndpoints.check, {
    access: 'public',
    summary: 'Answers 200 when the database answers, 503 when it does not',
    tags: ['health'],
    responses: { 200: healthSchema },
    errorAnswers: { 503: healthUnavailableSchema },
  }),
};
