/** Spec (admin section 7, Client error reporter): console errors are reported only when they mention these. */
export const consoleErrorKeywords =
  /failed to fetch|network error|unauthorized|server error|payment|stripe|database|connection/i;

type Report = (message: unknown, stack?: unknown) => void;

let getUserId: () => number | null | undefined = () => null;
let report: Report | undefined;
let waiting: Parameters<Report>[] | undefined;
let installed = false;

/**
 * Every error goes through here. This part is in every page's initial script, so it only listens; the
 * reporter itself (caps, batches, sending) is fetched with the first error. If it cannot be fetched, errors
 * are dropped quietly: the reporter never reports its own failures.
 */
function capture(message: unknown, stack?: unknown) {
  if (report) return report(message, stack);
  if (waiting) return void (waiting.length < 10 && waiting.push([message, stack]));
  waiting = [[message, stack]];
  import('./error-reporter').then(
    (m) => {
      report = m.startErrorReporter(() => getUserId());
      waiting!.forEach((args) => report!(...args));
    },
    () => {},
  );
}

/**
 * Issue 8: window errors, unhandled promise rejections and keyword console errors of every page are reported to
 * POST /api/errors/report. Calling it again only changes where the signed-in user's ID comes from.
 */
export function installErrorReporter(userId: () => number | null | undefined): void {
  getUserId = userId;
  if (installed || typeof window === 'undefined') return;
  installed = true;
  addEventListener('error', (event) => {
    // 'Script error.' is all a cross-origin script may say: nothing to act on.
    if (event.message && event.message !== 'Script error.') capture(event.message, event.error?.stack);
  });
  addEventListener('unhandledrejection', ({ reason }) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the report's text for the error log, in English like the stack
    capture(reason instanceof Error ? String(reason) : `Unhandled rejection: ${String(reason)}`, reason?.stack),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    try {
      const text = args.map((a) => (typeof a === 'object' && !(a instanceof Error) ? '' : String(a))).join(' ');
      if (consoleErrorKeywords.test(text)) capture(text, (args.find((a) => a instanceof Error) as Error)?.stack);
    } catch {
      // An argument that cannot become text is simply not reported.
    }
  };
}
