import type { LedgerAuditEntry, LedgerDonationDetail, LedgerEvent, LedgerRefund } from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One line of a donation's history: its creation, a provider event, an administrator's action or a refund. */
export type TimelineEntry =
  | { kind: 'created'; key: string; at: string }
  | { kind: 'event'; key: string; at: string; event: LedgerEvent }
  | { kind: 'audit'; key: string; at: string; entry: LedgerAuditEntry }
  | { kind: 'refund'; key: string; at: string; refund: LedgerRefund };

/** At the same instant, the cause before its effect: an admin's action, then the refund it asked, then the event. */
const rank: Record<TimelineEntry['kind'], number> = { created: 0, audit: 1, refund: 2, event: 3 };

/**
 * The donation's payment events (when the state machine answered them), the administrators' actions and the
 * refunds, merged oldest first. Ties keep the order each list came in.
 */
export function donationTimeline(donation: LedgerDonationDetail): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { kind: 'created', key: 'created', at: donation.createdAt },
    // A replayed event is logged again under the same id: its place in the log tells the two apart.
    ...donation.timeline.map((event, index): TimelineEntry => ({
      kind: 'event',
      key: `event-${index}-${event.eventId}`,
      at: event.receivedAt,
      event,
    })),
    ...donation.auditTrail.map((entry): TimelineEntry => ({
      kind: 'audit',
      key: `audit-${entry.id}`,
      at: entry.createdAt,
      entry,
    })),
    ...donation.refunds.map((refund): TimelineEntry => ({
      kind: 'refund',
      key: `refund-${refund.id}`,
      at: refund.createdAt,
      refund,
    })),
  ];
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || rank[a.entry.kind] - rank[b.entry.kind] || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The administrators' actions the server records on a donation, in the page's language. */
const actionLabels: Record<string, MessageDescriptor> = {
  'donation.refund_requested': msg`Refund requested`,
  'donation.refund_failed': msg`Refund failed`,
  'donation.receipt_resent': msg`Receipt resent`,
  'donation.offline_recorded': msg`Offline recorded`,
};

/** 'donation.receipt_resent' → 'Receipt resent'; an unknown verb still reads as words (in English). */
export function actionLabel(action: string, i18n: I18n): string {
  const known = actionLabels[action];
  if (known) return i18n._(known);
  const verb = action.includes('.') ? action.slice(action.indexOf('.') + 1) : action;
  const words = verb.replace(/[._-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

/** 'refund_requested' → 'Refund requested', 'charge.refunded' → 'Charge refunded'. */
export const eventTypeLabel = (type: string) => {
  const words = type.replace(/[._-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
};

/** A field of an audit entry's before/after, as text: strings as they are, the rest as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value || '""';
  return JSON.stringify(value);
}

/** The fields an audit entry touched, each with its value before and after (absent on one side: '—'). */
export function auditChanges(entry: Pick<LedgerAuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field: eventTypeLabel(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()),
    key: field,
    before: entry.before && field in entry.before ? auditValue(entry.before[field]) : null,
    after: entry.after && field in entry.after ? auditValue(entry.after[field]) : null,
  }));
}
