import { ERROR_MESSAGE_MAX_CHARS, ERROR_STACK_MAX_CHARS, errorEndpoints } from '@causeway/contracts';

/**
 * At most this many reports per page per minute (below the server's batch limit of 10, so one request carries a
 * whole burst); a repeat of one already sent in the minute is not resent.
 */
export const REPORTS_PER_MINUTE = 5;
/** A burst within this delay travels in one request. */
export const BATCH_DELAY_MS = 2000;

export type ClientReport = {
  message: string;
  stack?: string;
  url: string;
  userAgent: string;
  userId: number | null;
  timestamp: string;
};

export interface ReporterEnv {
  /** Posts a JSON batch; whatever happens to it is never reported (no loops). */
  send(body: string): void;
  now(): number;
  schedule(run: () => void, ms: number): void;
  url(): string;
  userAgent: string;
  userId(): number | null | undefined;
}

/** The reporter's rules, apart from the browser so they can be tested: cap, dedupe, batch. */
export function createErrorReporter(env: ReporterEnv) {
  let queue: ClientReport[] = [];
  let windowStart = -Infinity;
  let sent = new Set<string>();
  let busy = false;

  const flush = () => {
    const batch = queue;
    queue = [];
    if (batch.length) env.send(JSON.stringify(batch));
  };

  const report = (message: unknown, stack?: unknown) => {
    // Anything that goes wrong in here (even a console.error from a getter) must not come back as a report.
    if (busy) return;
    busy = true;
    try {
      const now = env.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        sent = new Set();
      }
      const text = String(message).trim().slice(0, ERROR_MESSAGE_MAX_CHARS);
      const trace = typeof stack === 'string' ? stack.slice(0, ERROR_STACK_MAX_CHARS) : undefined;
      const key = `${text}\n${trace}`;
      if (!text || sent.size >= REPORTS_PER_MINUTE || sent.has(key)) return;
      sent.add(key);
      if (!queue.length) env.schedule(flush, BATCH_DELAY_MS);
      queue.push({
        message: text,
        stack: trace,
        url: env.url().slice(0, 2048),
        userAgent: env.userAgent.slice(0, 1024),
        userId: env.userId() ?? null,
        timestamp: new Date(now).toISOString(),
      });
    } catch {
      // The reporter never reports itself.
    } finally {
      busy = false;
    }
  };

  return { report, flush };
}

/**
 * The reporter behind installErrorReporter (loaded with the first error, so pages without errors never load it):
 * batches are posted to POST /api/errors/report, and whatever happens to a post is ignored, never reported.
 */
export function startErrorReporter(userId: () => number | null | undefined) {
  const post = window.fetch.bind(window);
  const reporter = createErrorReporter({
    send: (body) =>
      void post(errorEndpoints.report.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'same-origin',
        // Survives the page closing; browsers cap keepalive bodies at 64 KB.
        keepalive: body.length < 60_000,
      }).catch(() => {}),
    now: Date.now,
    schedule: (run, ms) => setTimeout(run, ms),
    url: () => location.href,
    userAgent: navigator.userAgent,
    userId,
  });
  addEventListener('pagehide', reporter.flush);
  return reporter.report;
}
