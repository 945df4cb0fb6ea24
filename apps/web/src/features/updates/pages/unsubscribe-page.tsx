import { updateEmailMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CenteredCard } from '@/components/ui/centered-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { useUnsubscribe, useUpdateSubscription } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: the link at the foot of every update e-mail. Works without signing in. Opening it changes
 * nothing (mail scanners follow links): the donor confirms with the button, which posts.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const m = useContractLabels(updateEmailMessages);
  const contractText = useContractText();
  useDocumentTitle(t`Unsubscribe`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const subscription = useUpdateSubscription(token);
  const unsubscribe = useUnsubscribe();

  let content: ReactNode;
  if (!token) {
    content = <Outcome tone="failed" icon={<LinkIcon aria-hidden="true" />} message={m.invalidToken} />;
  } else if (unsubscribe.isSuccess) {
    content = (
      <Outcome
        tone="success"
        icon={<CircleCheck aria-hidden="true" />}
        message={contractText(unsubscribe.data.message)}
      >
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={`/campaigns/${unsubscribe.data.campaign.id}`}>
            <Trans>Back to the campaign</Trans>
          </Link>
        </Button>
      </Outcome>
    );
  } else if (subscription.isPending) {
    content = (
      <Outcome
        tone="pending"
        icon={<LoaderCircle aria-hidden="true" className="animate-spin" />}
        message={t`Checking your link...`}
      />
    );
  } else if (subscription.isError) {
    const invalid = isApiError(subscription.error) && subscription.error.status === 400;
    content = (
      <Outcome
        tone="failed"
        icon={<LinkIcon aria-hidden="true" />}
        message={invalid ? m.invalidToken : t`We could not check your link just now. Please try again in a moment.`}
      >
        {invalid ? null : (
          <Button size="lg" className="w-full" onClick={() => void subscription.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        )}
      </Outcome>
    );
  } else if (subscription.data.unsubscribed) {
    content = (
      <Outcome
        tone="success"
        icon={<CircleCheck aria-hidden="true" />}
        message={m.unsubscribed(subscription.data.campaign.title)}
      />
    );
  } else {
    const { campaign, email } = subscription.data;
    const title = campaign.title;
    content = (
      <div className="grid gap-5">
        <p className="text-pretty">
          <Trans>
            Stop e-mails about <span className="font-semibold">{title}</span> to{' '}
            <span className="font-semibold">{email}</span>? You can ask for them again with your next gift.
          </Trans>
        </p>
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(unsubscribe.error, t`We could not unsubscribe you just now. Please try again.`)}
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={unsubscribe.isPending}
          aria-busy={unsubscribe.isPending || undefined}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          <Trans>Unsubscribe</Trans>
        </Button>
      </div>
    );
  }

  return (
    <CenteredCard title={t`Unsubscribe`} description={t`Campaign update e-mails`}>
      {content}
    </CenteredCard>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const tones = {
  success: 'bg-success/15 text-success',
  pending: 'bg-primary-soft text-primary-soft-foreground',
  failed: 'bg-destructive/10 text-destructive',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

function Outcome(props: { tone: keyof typeof tones; icon: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div role={props.tone === 'failed' ? 'alert' : 'status'} className="flex flex-col items-center gap-4 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', tones[props.tone])}>
        {props.icon}
      </span>
      <p className="text-base text-pretty">{props.message}</p>
      {props.children ? <div className="grid w-full gap-3">{props.children}</div> : null}
    </div>
  );
}
