import { STATUS_CODES } from 'node:http';
import { ERROR_MESSAGE_MAX_CHARS, ERROR_STACK_MAX_CHARS } from '@causeway/contracts';
import type { ErrorEvent } from './errors.service';

/** A request the server answered with a 5xx: its method and URL only, never its body, headers or cookies. */
export interface ServerFailure {
  method: string;
  url: string;
  statusCode: number;
  /** What the handler threw, when it threw (an explicit 503 reply throws nothing). */
  error?: unknown;
}

export interface ServerErrorRecorder {
  /** Starts recording a failure and returns at once; never throws. */
  capture(failure: ServerFailure): void;
  /** Resolves once every failure captured so far is written or given up (tests, shutdown). */
  settled(): Promise<void>;
}

export function describeServerFailure(failure: ServerFailure, now: Date): ErrorEvent {
  const { error, statusCode } = failure;
  const message =
    error instanceof Error
      ? error.message || error.name
      : error !== undefined
        ? String(error)
        : `HTTP ${statusCode} ${STATUS_CODES[statusCode] ?? 'Server Error'}`;
  return {
    source: 'server',
    message: message.slice(0, ERROR_MESSAGE_MAX_CHARS),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, ERROR_STACK_MAX_CHARS) : null,
    url: failure.url,
    method: failure.method,
    userId: null,
    ip: null,
    userAgent: null,
    occurredAt: now,
  };
}

/**
 * Records server failures after their answers have gone out, so recording can neither delay nor change an
 * answer. A failed write (the database is down: the likely cause of the failure being recorded) is logged once
 * and recording pauses for `pauseMs`, so an outage does not add a doomed write to every failing request; at
 * most `maxPending` writes wait at a time, the rest are dropped.
 */
export function createServerErrorRecorder(opts: {
  save: (event: ErrorEvent) => Promise<unknown>;
  onSaveFailed: (error: unknown) => void;
  now: () => Date;
  maxPending?: number;
  pauseMs?: number;
}): ServerErrorRecorder {
  const maxPending = opts.maxPending ?? 20;
  const pauseMs = opts.pauseMs ?? 30_000;
  const pending = new Set<Promise<void>>();
  let pausedUntil = 0;

  return {
    capture(failure) {
      try {
        const now = opts.now();
        if (now.getTime() < pausedUntil || pending.size >= maxPending) return;
        const write: Promise<void> = Promise.resolve()
          .then(() => opts.save(describeServerFailure(failure, now)))
          .then(
            () => undefined,
            (error: unknown) => {
              pausedUntil = opts.now().getTime() + pauseMs;
              opts.onSaveFailed(error);
            },
          )
          .catch(() => undefined)
          .finally(() => pending.delete(write));
        pending.add(write);
      } catch {
        // A failure that cannot even be described (a throwing toString) is not worth failing over.
      }
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
