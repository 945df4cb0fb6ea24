/**
 * A fresh random key for one "Continue to Payment" attempt: a double click or a retried request then creates
 * one donation, not two (DESIGN.md principle 3). randomUUID exists only in secure contexts (HTTPS, localhost).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
