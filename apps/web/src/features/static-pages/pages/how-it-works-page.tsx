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

const donorSteps: Step[] = [
  {
    icon: Search,
    title: 'Discover',
    text: 'Browse active campaigns, read their stories and see how close each one is to its goal.',
  },
  {
    icon: HandCoins,
    title: 'Donate',
    text: 'Give any amount by card, once or monthly, quarterly or yearly. No account needed: guests can give too.',
  },
  {
    icon: ChartLine,
    title: 'Track',
    text: 'Get a receipt by e-mail for every gift. With an account, follow your giving history and manage recurring gifts.',
  },
  {
    icon: Share2,
    title: 'Share',
    text: 'Spread the word on social media or by e-mail. A share from you can bring a campaign its next supporters.',
  },
];

const creatorSteps: Step[] = [
  {
    icon: PenLine,
    title: 'Create',
    text: 'Tell your story, set a goal and an end date, and add a photo that shows the people you help.',
  },
  {
    icon: BadgeCheck,
    title: 'Get approved',
    text: `We review every campaign before it goes live, so donors can trust it. Approval takes ${terms.approvalTime}.`,
  },
  {
    icon: Megaphone,
    title: 'Share',
    text: 'Share your campaign link, embed a donation widget on your website and post updates as you make progress.',
  },
  {
    icon: Banknote,
    title: 'Receive funds',
    text: `Funds are available ${terms.payoutTime} after the campaign ends, less the ${terms.processingFee} card processing fee.`,
  },
];

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
  useDocumentTitle('How It Works');
  return (
    <>
      <PageHeader
        eyebrow="How It Works"
        title="Giving and fundraising, step by step"
        description="Whether you want to support a cause or raise money for one, Causeway keeps it simple, secure and transparent."
      >
        <Button asChild>
          <a href="#for-donors">For donors</a>
        </Button>
        <Button asChild variant="outline">
          <a href="#for-creators">For campaign creators</a>
        </Button>
      </PageHeader>

      <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 py-14 sm:px-6 lg:px-8">
        <AudienceSection
          id="for-donors"
          eyebrow="Supporting a cause"
          icon={HeartHandshake}
          title="For donors"
          text="Find a cause you believe in and give in a few minutes, from anywhere."
          steps={donorSteps}
          action={
            <Button asChild variant="outline">
              <Link to="/campaigns">Browse Campaigns</Link>
            </Button>
          }
        />
        <AudienceSection
          id="for-creators"
          eyebrow="Raising money"
          icon={Megaphone}
          title="For campaign creators"
          text="Raise money for your organization's cause with a campaign page, a donation widget and updates for your supporters."
          steps={creatorSteps}
          action={
            <Button asChild variant="outline">
              <Link to="/admin/campaigns/new">Start a Campaign</Link>
            </Button>
          }
        />
      </div>

      <CallToAction
        title="Still have questions?"
        text={`Our Help Center answers the most common ones, and our team responds to messages within ${terms.supportResponseTime}.`}
        action={{ to: '/help', label: 'Visit the Help Center' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
