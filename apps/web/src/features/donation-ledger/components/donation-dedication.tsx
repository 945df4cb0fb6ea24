import { DEDICATION_LABEL, dedicationText, tributeFieldLabels, type LedgerDonationDetail } from '@causeway/contracts';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../lib/ledger-display';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/**
 * The donor's dedication (issue 24) on the admin donation view: in honour or in memory of whom, the card's recipient,
 * the message and whether the card went; nothing when the gift was not dedicated. Donor text is shown as text.
 */
export function DonationDedication({ donation }: { donation: LedgerDonationDetail }) {
  const id = useId();
  const t = donation.tribute;
  if (!t) return null;
  const recipient = [t.recipientName, t.recipientEmail ? `<${t.recipientEmail}>` : null].filter(Boolean).join(' ');
  const card = !t.recipientEmail
    ? 'No card: no recipient e-mail'
    : t.notifiedAt
      ? `Sent ${formatDateTime(t.notifiedAt)}`
      : 'Not sent: the gift has not succeeded';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-sm font-semibold tracking-tight">
        {DEDICATION_LABEL}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Fact term={DEDICATION_LABEL}>
          <span className="font-semibold">{dedicationText(t)}</span>
        </Fact>
        <Fact term="Recipient">{recipient || '—'}</Fact>
        <Fact term="Card">{card}</Fact>
        <Fact term={tributeFieldLabels.showAmount}>{t.showAmount ? 'Yes' : 'No'}</Fact>
        <Fact term="Message" wide>
          {t.message ? <span className="whitespace-pre-line">{t.message}</span> : '—'}
        </Fact>
      </dl>
    </section>
  );
}
