import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Code, Receipt, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { claimedFigures, platformTerms as terms } from '../content/platform-terms';

export function AboutPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`About Us`);
  const processingFee = i18n._(terms.processingFee);
  const approvalTime = i18n._(terms.approvalTime);
  const payoutTime = i18n._(terms.payoutTime);
  const briefSteps = [
    { title: t`Find a cause`, text: t`Browse campaigns for education, health, the environment and more.` },
    {
      title: t`Give securely`,
      text: t`Donate once or set up a monthly, quarterly or yearly gift, with or without an account.`,
    },
    { title: t`See the difference`, text: t`Get a receipt for every gift and follow the updates organizers post.` },
  ];

  const values = [
    {
      icon: Receipt,
      title: t`Transparent about money`,
      text: t`The only fee is card processing: ${processingFee} per donation, stated up front and never hidden in the small print.`,
    },
    {
      icon: CalendarClock,
      title: t`Clear timelines`,
      text: t`Campaigns are reviewed within ${approvalTime}, and organizers receive their funds ${payoutTime} after a campaign ends.`,
    },
    {
      icon: ShieldCheck,
      title: t`Safe by design`,
      text: t`Card details are handled by Stripe and never stored by us. We keep only what we need, and we never sell it.`,
    },
    {
      icon: Code,
      title: t`Open source`,
      text: t`Causeway is open-source software: anyone can read how it works, run it for their own community and help improve it.`,
    },
  ];
  return (
    <>
      <PageHeader
        eyebrow={t`About Us`}
        title={t`Helping people come together for the causes they care about`}
        description={t`Causeway makes it easy to support causes you care about and create positive change in communities.`}
      />

      <section aria-label={t`Our impact`} className="mx-auto w-full max-w-5xl px-4 pt-10 sm:px-6 sm:pt-12 lg:px-8">
        <dl className="grid grid-cols-3 divide-x divide-border rounded-2xl border border-border bg-card shadow-sm">
          {claimedFigures.map((figure) => (
            <div
              key={figure.label.id}
              className="flex flex-col items-center gap-1 px-2 py-6 text-center sm:px-6 sm:py-8"
            >
              <dt className="order-2 text-xs font-medium text-muted-foreground sm:text-sm">{i18n._(figure.label)}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight text-primary sm:text-5xl">
                {i18n._(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <section aria-labelledby="mission-title" className="max-w-prose">
          <h2 id="mission-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            <Trans>Our mission</Trans>
          </h2>
          <div className="mt-4 grid gap-4 leading-relaxed text-muted-foreground">
            <p>
              <Trans>
                We exist so that anyone can back a cause they believe in, and so that the organizations behind those
                causes can create lasting, positive change in their communities. Giving should be simple for donors, and
                fundraising should be open and fair for the people doing the work.
              </Trans>
            </p>
            <p>
              <Trans>
                Local charities, schools, clinics and community groups use Causeway to tell their story, set a goal and
                reach the people who want to help. Donors give in a few clicks and can see exactly where their money
                goes.
              </Trans>
            </p>
          </div>
        </section>

        <section aria-labelledby="brief-title">
          <h2 id="brief-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            <Trans>How it works, in brief</Trans>
          </h2>
          <ol className="mt-6 grid gap-5">
            {briefSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Button asChild variant="link" className="mt-4 h-auto px-0">
            <Link to="/how-it-works">
              <Trans>See every step</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </section>
      </div>

      <section aria-labelledby="values-title" className="border-y border-border bg-muted/40">
        <div className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            <Trans>What we stand for</Trans>
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-xs">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        title={t`Ready to make a difference?`}
        text={t`Every gift, large or small, helps a community move forward.`}
        action={{ to: '/campaigns', label: t`Browse Campaigns` }}
        secondary={{ to: '/how-it-works', label: t`How It Works` }}
      />
    </>
  );
}
