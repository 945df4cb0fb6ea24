import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  Banknote,
  HandCoins,
  HeartHandshake,
  ChartLine,
  Megaphone,
  PenLine,
  Search,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { StepList, type Step } from '../components/step-list';
import { platformTerms as terms } from '../content/platform-terms';

type AudienceSectionProps = {
  id: string;
  eyebrow: string;
  icon: LucideIcon;
  title: string;
  text: string;
  steps: Step[];
  action: ReactNode;
};

function AudienceSection({ id, eyebrow, icon: Icon, title, text, steps, action }: AudienceSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary-soft-foreground">
            <Icon className="size-4" aria-hidden="true" />
            {eyebrow}
          </p>
          <h2 id={id} className="mt-1 scroll-mt-24 text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
        </div>
        <div className="shrink-0">{action}</div>
      </div>
      <div className="mt-8">
        <StepList steps={steps} label={title} />
      </div>
    </section>
  );
}

export function HowItWorksPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`How It Works`);
  const processingFee = i18n._(terms.processingFee);
  const approvalTime = i18n._(terms.approvalTime);
  const payoutTime = i18n._(terms.payoutTime);
  const responseTime = i18n._(terms.supportResponseTime);
  const donorSteps: Step[] = [
    {
      icon: Search,
      title: t`Discover`,
      text: t`Browse active campaigns, read their stories and see how close each one is to its goal.`,
    },
    {
      icon: HandCoins,
      title: t`Donate`,
      text: t`Give any amount by card, once or monthly, quarterly or yearly. No account needed: guests can give too.`,
    },
    {
      icon: ChartLine,
      title: t`Track`,
      text: t`Get a receipt by e-mail for every gift. With an account, follow your giving history and manage recurring gifts.`,
    },
    {
      icon: Share2,
      title: t`Share`,
      text: t`Spread the word on social media or by e-mail. A share from you can bring a campaign its next supporters.`,
    },
  ];

  const creatorSteps: Step[] = [
    {
      icon: PenLine,
      title: t`Create`,
      text: t`Tell your story, set a goal and an end date, and add a photo that shows the people you help.`,
    },
    {
      icon: BadgeCheck,
      title: t`Get approved`,
      text: t`We review every campaign before it goes live, so donors can trust it. Approval takes ${approvalTime}.`,
    },
    {
      icon: Megaphone,
      title: t`Share`,
      text: t`Share your campaign link, embed a donation widget on your website and post updates as you make progress.`,
    },
    {
      icon: Banknote,
      title: t`Receive funds`,
      text: t`Funds are available ${payoutTime} after the campaign ends, less the ${processingFee} card processing fee.`,
    },
  ];
  return (
    <>
      <PageHeader
        eyebrow={t`How It Works`}
        title={t`Giving and fundraising, step by step`}
        description={t`Whether you want to support a cause or raise money for one, Causeway keeps it simple, secure and transparent.`}
      >
        <Button asChild>
          <a href="#for-donors">
            <Trans>For donors</Trans>
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href="#for-creators">
            <Trans>For campaign creators</Trans>
          </a>
        </Button>
      </PageHeader>

      <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 py-14 sm:px-6 lg:px-8">
        <AudienceSection
          id="for-donors"
          eyebrow={t`Supporting a cause`}
          icon={HeartHandshake}
          title={t`For donors`}
          text={t`Find a cause you believe in and give in a few minutes, from anywhere.`}
          steps={donorSteps}
          action={
            <Button asChild variant="outline">
              <Link to="/campaigns">
                <Trans>Browse Campaigns</Trans>
              </Link>
            </Button>
          }
        />
        <AudienceSection
          id="for-creators"
          eyebrow={t`Raising money`}
          icon={Megaphone}
          title={t`For campaign creators`}
          text={t`Raise money for your organization's cause with a campaign page, a donation widget and updates for your supporters.`}
          steps={creatorSteps}
          action={
            <Button asChild variant="outline">
              <Link to="/admin/campaigns/new">
                <Trans>Start a Campaign</Trans>
              </Link>
            </Button>
          }
        />
      </div>

      <CallToAction
        title={t`Still have questions?`}
        text={t`Our Help Center answers the most common ones, and our team responds to messages within ${responseTime}.`}
        action={{ to: '/help', label: t`Visit the Help Center` }}
        secondary={{ to: '/contact', label: t`Contact Us` }}
      />
    </>
  );
}
