/** The largest PostgreSQL integer: an id beyond it names no row (and would make the database fail). */
export const MAX_ID = 2_147_483_647;

/** The text of a row id: a positive whole number without a leading zero, at most ten digits. */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * The one rule for ids from a URL, a path or a form, on every side: '12' → 12; 'abc', '0', '012', '1.5', '-3' or
 * anything beyond MAX_ID → null.
 */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
