import type { JobRunner } from '../../jobs/job-runner';

/**
 * The process's job runner, as the HTTP app sees it. server.ts starts the runner after buildApp, so it hands the
 * app this holder first and fills it once the jobs have started (as it marks readiness), and empties it before
 * stopping them; an app built without jobs (API tests, a process still starting) has none.
 */
export class JobControl {
  #runner: Pick<JobRunner, 'runNow'> | undefined;
  #scheduled: ReadonlySet<string> = new Set();

  /** The runner has started these scheduled jobs. */
  started(runner: Pick<JobRunner, 'runNow'>, jobs: readonly { name: string }[]): void {
    this.#runner = runner;
    this.#scheduled = new Set(jobs.map((job) => job.name));
  }

  stopping(): void {
    this.#runner = undefined;
  }

  get runner(): Pick<JobRunner, 'runNow'> | undefined {
    return this.#runner;
  }

  /** Whether this process schedules the job (the sandbox's renewals, for one, are not scheduled with Stripe). */
  schedules(name: string): boolean {
    return this.#scheduled.has(name);
  }
}
