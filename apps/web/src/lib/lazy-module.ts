/**
 * A module loaded on demand, once: every caller shares the same promise; a failed download (a lost connection, a
 * chunk gone after a release) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns what cancels it. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
