import { fundraiserPath, intervalLabels, type LedgerDonationDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DonationStatusBadge, donationTypeLabels } from '@/features/donor-dashboard';
import { GuestBadge } from '@/features/donors';
import { formatCurrency } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { formatLedgerTime, giftRefunded, offlineMethodLabels, providerText } from '../lib/ledger-display';

const linkClassName =
  'rounded-sm font-semibold break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function FactCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-sm font-semibold tracking-tight">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** A provider's id, in a monospace face that keeps its characters apart. */
const Code = ({ children }: { children: string }) => <code className="font-mono text-xs break-all">{children}</code>;

/** The donation's donor, campaign, money and payment, as the ledger knows them. */
export function DonationFacts({ donation: d }: { donation: LedgerDonationDetail }) {
  const { t, i18n } = useLingui();
  const intervals = useContractLabels(intervalLabels);
  const refunded = giftRefunded(d);
  const received = d.status === 'succeeded' || d.status === 'refunded';
  const money = (cents: number) => formatCurrency(cents, { currency: d.currency });
  const name = `${d.firstName} ${d.lastName}`.trim();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <FactCard title={t`Donor`}>
        <Fact term={t`Name`}>
          <span className="flex flex-wrap items-center gap-2">
            {d.userId !== null ? (
              <Link to={`/admin/donors/u${d.userId}`} className={linkClassName}>
                {name || d.email}
              </Link>
            ) : (
              <span className="font-semibold">{name || t`No name given`}</span>
            )}
            {d.isGuest ? <GuestBadge /> : null}
          </span>
        </Fact>
        <Fact term={t`E-mail`}>
          {d.email ? (
            <a href={`mailto:${d.email}`} className="break-all underline-offset-4 hover:underline">
              {d.email}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term={t`Shown publicly`}>{d.anonymous ? t`No, anonymous` : t`Yes`}</Fact>
        <Fact term={t`Campaign`}>
          <Link to={`/campaigns/${d.campaign.id}`} className={linkClassName}>
            {d.campaign.title}
          </Link>
        </Fact>
        {d.fundraiser ? (
          <Fact term={t`Fundraiser`} wide>
            {/* The supporter's page the gift was given through (issue 25); it counts for the page and its team. */}
            <Link to={fundraiserPath(d.campaign.id, d.fundraiser.slug)} className={linkClassName}>
              {d.fundraiser.title}
            </Link>
          </Fact>
        ) : null}
      </FactCard>

      <FactCard title={t`Amounts`}>
        <Fact term={t`Gift`}>
          <span className="text-lg font-semibold tabular-nums">{money(d.amount)}</span>
        </Fact>
        <Fact term={t`Fee covered`}>
          <span className="tabular-nums">{money(d.feeAmount)}</span>
        </Fact>
        <Fact term={t({ context: 'amount refunded', message: 'Refunded' })}>
          <span className="tabular-nums">
            {d.refundedAmount > 0 || refunded > 0 ? `−${money(Math.max(d.refundedAmount, refunded))}` : money(0)}
          </span>
        </Fact>
        <Fact term={t`Net gift`}>
          <span className="font-semibold tabular-nums">{received ? money(d.amount - refunded) : money(0)}</span>
          {received ? null : (
            <span className="block text-xs text-muted-foreground">
              <Trans>Nothing was received</Trans>
            </span>
          )}
        </Fact>
        <Fact term={t`Currency`}>{d.currency.toUpperCase()}</Fact>
      </FactCard>

      <FactCard title={t`Donation`}>
        <Fact term={t`Status`}>
          <DonationStatusBadge status={d.status} />
        </Fact>
        <Fact term={t`Type`}>
          {i18n._(donationTypeLabels[d.donationType])}
          {d.interval ? ` · ${intervals[d.interval]}` : null}
        </Fact>
        <Fact term={t`Receipt number`}>{d.receiptNumber !== null ? String(d.receiptNumber) : '—'}</Fact>
        <Fact term={t`Created`}>
          <time dateTime={d.createdAt}>{formatLedgerTime(d.createdAt)}</time>
        </Fact>
        {d.succeededAt ? (
          <Fact term={t`Paid`}>
            <time dateTime={d.succeededAt}>{formatLedgerTime(d.succeededAt)}</time>
          </Fact>
        ) : null}
        {d.failureMessage ? (
          <Fact term={t`Failure`} wide>
            <span className="text-destructive">{d.failureMessage}</span>
          </Fact>
        ) : null}
      </FactCard>

      <FactCard title={t`Payment`}>
        <Fact term={t`Provider`}>{providerText(d, i18n)}</Fact>
        {d.offlineMethod ? <Fact term={t`Offline method`}>{i18n._(offlineMethodLabels[d.offlineMethod])}</Fact> : null}
        {d.provider !== 'offline' ? (
          <>
            <Fact term={t`Payment intent`} wide>
              {d.paymentIntentId ? <Code>{d.paymentIntentId}</Code> : '—'}
            </Fact>
            {d.donationType === 'recurring' || d.subscriptionId ? (
              <Fact term={t`Subscription`} wide>
                {d.subscriptionId ? <Code>{d.subscriptionId}</Code> : '—'}
              </Fact>
            ) : null}
          </>
        ) : null}
        {d.note ? (
          <Fact term={t`Note`} wide>
            <span className="whitespace-pre-line">{d.note}</span>
          </Fact>
        ) : null}
      </FactCard>
    </div>
  );
}
