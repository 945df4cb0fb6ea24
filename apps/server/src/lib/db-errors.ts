/** The PostgreSQL unique-violation constraint name, whichever driver (pg, PGlite) and wrapper raised it. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return undefined;
}

/** Node's socket errors, seen when the database host refuses or drops the connection. */
const networkErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** The pg driver's own errors for a lost or unreachable server (they carry no code). */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection is closed',
];

/**
 * True when the database could not be reached or dropped the connection, rather than refusing the query:
 * socket errors, the pool's connect timeout, PostgreSQL's connection-exception class (08), shutdown and
 * start-up (57P01-57P03), too many connections (53300) and a statement cancelled by its timeout (57014).
 * The request may work a moment later, so the API answers 503 instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (networkErrorCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
      if (code === '53300' || code === '57014') return true;
    }
    if (typeof message === 'string' && driverMessages.some((m) => message.startsWith(m))) return true;
  }
  return false;
}
