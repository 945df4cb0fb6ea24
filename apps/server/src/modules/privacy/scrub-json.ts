const ERASED = '[erased]';

/**
 * A JSON document with the donor taken out: a string that contains one of the addresses (any case) or is one
 * of their names becomes '[erased]'; everything else (ids, amounts, dates, statuses) is kept.
 */
export function scrubJson(value: unknown, emails: string[], names: string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const named = names.some((n) => n.toLowerCase() === lower.trim());
    return named || emails.some((e) => lower.includes(e)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, emails, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, emails, names)]));
  }
  return value;
}
