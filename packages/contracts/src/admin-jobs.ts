import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/**
 * An operator's nudge: queue one run of a scheduled background job now instead of at its next tick (e.g. the
 * fundraisers' gift notices after a test gift, or a payments reconcile after a provider outage). Administrators only.
 */
export const adminJobEndpoints = {
  runNow: { method: 'POST', path: '/api/admin/jobs/:name/run' },
} as const satisfies Record<string, Endpoint>;

export const adminJobMessages = {
  unknownJob: (name: string, known: readonly string[]) =>
    fill('There is no scheduled job named "{name}". The scheduled jobs are: {jobs}.', { name, jobs: known.join(', ') }),
  notScheduledHere: (name: string) =>
    fill('The job "{name}" is not scheduled on this server (its payment provider does it).', { name }),
  noRunner:
    'Background jobs are not running in this process (it is starting, stopping, or runs without jobs), so nothing ' +
    'was queued. Please try again in a moment.',
} as const;
