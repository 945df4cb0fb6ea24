import { createHash } from 'node:crypto';
import type { ErrorSource } from '@causeway/contracts';

/**
 * Identical reports share a fingerprint: same source, message and stack. Query strings in stack frames
 * (cache-busting '?v=…', '?t=…') are left out, so a reload does not start a new group; the page's URL, the
 * user and the browser are not part of it, as one bug seen on many pages by many people is one group.
 */
export function fingerprintError(report: { source: ErrorSource; message: string; stack: string | null }): string {
  const stack = (report.stack ?? '').replace(/\?[^\s:)]*/g, '');
  return createHash('sha256').update(`${report.source}\n${report.message}\n${stack}`).digest('hex');
}
