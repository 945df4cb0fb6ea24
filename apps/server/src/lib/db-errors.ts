/** The PostgreSQL unique-violation constraint name, whichever driver (pg, PGlite) and wrapper raised it. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return undefined;
}
