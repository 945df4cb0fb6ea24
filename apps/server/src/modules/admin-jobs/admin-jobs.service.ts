import { adminJobMessages as m, type RunJobAnswer } from '@causeway/contracts';
import { SCHEDULED_JOB_NAMES } from '../../jobs/scheduled-jobs';
import { AppError } from '../../lib/errors';
import type { JobControl } from './job-control';

const known: readonly string[] = SCHEDULED_JOB_NAMES;

/** Queues one run of a scheduled job now, as its schedule would: a worker of any app process picks it up. */
export async function runJobNow(control: JobControl, name: string): Promise<RunJobAnswer> {
  if (!known.includes(name)) throw new AppError('NOT_FOUND', m.unknownJob(name, SCHEDULED_JOB_NAMES));
  const runner = control.runner;
  if (!runner) throw new AppError('UNAVAILABLE', m.noRunner);
  if (!control.schedules(name)) throw new AppError('NOT_FOUND', m.notScheduledHere(name));
  await runner.runNow(name);
  return { queued: true, job: name };
}
