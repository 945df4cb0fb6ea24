import {
  DEDICATION_LABEL,
  tributeFieldLabels,
  tributeKindLabels,
  type LedgerDonationDetail,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { formatLedgerTime } from '../lib/ledger-display';

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
  const { t } = useLingui();
  const id = useId();
  const text = useContractText();
  const kinds = useContractLabels(tributeKindLabels);
  const tribute = donation.tribute;
  if (!tribute) return null;
  const recipient = [tribute.recipientName, tribute.recipientEmail ? `<${tribute.recipientEmail}>` : null]
    .filter(Boolean)
    .join(' ');
  const dedicationLabel = text(DEDICATION_LABEL);
  // dedicationText(tribute), its words in the page's language: 'In memory of Jane Doe'.
  const dedication = `${kinds[tribute.kind]} ${tribute.honoreeName}`;
  const sentAt = tribute.notifiedAt ? formatLedgerTime(tribute.notifiedAt) : null;
  const card = !tribute.recipientEmail
    ? t`No card: no recipient e-mail`
    : sentAt
      ? t`Sent ${sentAt}`
      : t`Not sent: the gift has not succeeded`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-sm font-semibold tracking-tight">
        {dedicationLabel}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Fact term={dedicationLabel}>
          <span className="font-semibold">{dedication}</span>
        </Fact>
        <Fact term={t`Recipient`}>{recipient || '—'}</Fact>
        <Fact term={t`Card`}>{card}</Fact>
        <Fact term={text(tributeFieldLabels.showAmount)}>{tribute.showAmount ? t`Yes` : t`No`}</Fact>
        <Fact term={t`Message`} wide>
          {tribute.message ? <span className="whitespace-pre-line">{tribute.message}</span> : '—'}
        </Fact>
      </dl>
    </section>
  );
}
