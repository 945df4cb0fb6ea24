import type { ErrorLevel, ErrorSource } from '@causeway/contracts';

/*
 * Level rules (DECISIONS.md: "Critical when the message mentions payment, stripe, database, or a 5xx status"),
 * checked in this order, on the message only (a stack names files, not what went wrong):
 *
 * 1. critical: the API server's own failures (each is a 5xx answer), and any report whose message mentions
 *    payment, stripe, database, or a 5xx status: a code 500-599 opening the message ('500: …', as the web
 *    app's API errors read) or following status, HTTP, code or error ('status of 503', 'HTTP 502',
 *    'ApiError: 500'), or the name of one ('Internal Server Error', 'Bad Gateway', 'Service Unavailable',
 *    'Gateway Timeout'). A bare number ('$500', 'line 512') is not a status.
 * 2. warning: conditions outside the page's code: the visitor's network (failed to fetch, network error,
 *    connection, load failed, timed out) or an expired session (unauthorized, '401: …').
 * 3. error: everything else (a bug in the page).
 */
const criticalWords = /payment|stripe|database/i;
const fiveHundredStatus =
  /^5\d\d(?!\d)|(?:status|http|code|error)(?: code)?(?: of)?[\s:=]{1,3}5\d\d(?!\d)|internal server error|bad gateway|service unavailable|gateway time-?out/i;
const warningWords =
  /failed to fetch|network ?error|networkerror|connection|load failed|timed? ?out|unauthori[sz]ed|^401(?!\d)/i;

export function assignErrorLevel(report: { source: ErrorSource; message: string }): ErrorLevel {
  if (report.source === 'server') return 'critical';
  if (criticalWords.test(report.message) || fiveHundredStatus.test(report.message)) return 'critical';
  if (warningWords.test(report.message)) return 'warning';
  return 'error';
}
