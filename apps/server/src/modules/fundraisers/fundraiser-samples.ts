import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/**
 * One valid request to each fundraising-page operation (issue 25), for the contract check
 * (security/operation-answers.test.ts): each on a campaign and a supporter of its own.
 */
interface FundraiserSample {
  as?: 'anonymous' | 'donor' | 'admin' | { cookie: string };
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart form instead of a JSON body. */
  form?: Record<string, string | { data: Buffer; filename: string; type: string }>;
}

export function fundraiserSamples(
  _testApp: () => { app: FastifyInstance; db: Db },
): Record<string, () => Promise<FundraiserSample>> {
  return {};
}
