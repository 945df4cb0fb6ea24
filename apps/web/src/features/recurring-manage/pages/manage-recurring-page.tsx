import {
  intervalSentenceLabels,
  RECURRING_MANAGE_PAGE_PATH,
  recurringManageMessages,
  type ManagedRecurring,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, LinkIcon, LoaderCircle, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CenteredCard } from '@/components/ui/centered-card';
import { LinkOutcome } from '@/components/ui/link-outcome';
import { StateMessage } from '@/components/ui/state-message';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractLabels, useContractText } from '@/lib/i18n';
import {
  CancelRecurringDialog,
  CardSetupDialog,
  ChangeAmountDialog,
  RecurringGiftCard,
} from '@/features/donor-dashboard';
import {
  redeemManageLink,
  useChangeManagedAmount,
  useChangeManagedCard,
  useChangeManagedGift,
  useEndManageSession,
  useManagedCardSetup,
  useManagedGifts,
} from '../api/recurring-manage';
import { ManageRequestForm } from '../components/manage-request-form';

/**
 * "Manage my recurring gift" (issue 24): `/manage-recurring` asks for an address (or, within a manage session,
 * lists its gifts); `/manage-recurring/{token}` is the e-mailed link, exchanged once for a session and then
 * replaced in the address bar, so the token stays in neither the history nor a Referer.
 */
export function ManageRecurringPage() {
  const m = useContractLabels(recurringManageMessages);
  useDocumentTitle(m.pageTitle);
  const token = useParams()['*'] ?? '';
  return token ? <RedeemLink token={token} /> : <ManageHome />;
}

function RedeemLink({ token }: { token: string }) {
  const { t } = useLingui();
  const m = useContractLabels(recurringManageMessages);
  const text = useContractText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Once per token, even when an effect runs twice (StrictMode): the link works only once.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    redeemManageLink(token).then(
      () => navigate(RECURRING_MANAGE_PAGE_PATH, { replace: true }),
      (error: unknown) => setFailure(errorMessage(error, recurringManageMessages.linkInvalid)),
    );
  }, [token, navigate]);

  // Translated as it is shown, so a switch of language follows.
  if (failure) return <RequestCard notice={text(failure)} />;
  return (
    <CenteredCard title={m.pageTitle}>
      <LinkOutcome
        icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
        tone="pending"
        message={t`Opening your recurring gifts...`}
      />
    </CenteredCard>
  );
}

function ManageHome() {
  const { t } = useLingui();
  const m = useContractLabels(recurringManageMessages);
  const gifts = useManagedGifts();
  if (gifts.isPending) {
    return (
      <CenteredCard title={m.pageTitle}>
        <LinkOutcome
          icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
          tone="pending"
          message={t`Loading...`}
        />
      </CenteredCard>
    );
  }
  if (gifts.isError) {
    // No session (or it ended): the request form, saying so when there was one.
    if (isApiError(gifts.error) && gifts.error.status === 401) return <RequestCard />;
    return (
      <CenteredCard title={m.pageTitle}>
        <StateMessage
          icon={TriangleAlert}
          tone="error"
          title={t`Something went wrong`}
          description={errorMessage(gifts.error, t`Please try again in a moment.`)}
          action={
            <Button onClick={() => void gifts.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </CenteredCard>
    );
  }
  return <GiftsList email={gifts.data.email} gifts={gifts.data.gifts} />;
}

/** The request form, then the one answer for every address. `notice`: why a link did not open. */
function RequestCard({ notice }: { notice?: string }) {
  const { t } = useLingui();
  const m = useContractLabels(recurringManageMessages);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <CenteredCard
      title={sent ? t`Check your email` : m.pageTitle}
      description={sent ? undefined : m.intro}
      footer={
        sent ? undefined : (
          <p>
            <Trans>
              Have an account?{' '}
              <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
                Log in
              </Link>{' '}
              to manage your gifts from your dashboard.
            </Trans>
          </p>
        )
      }
    >
      {sent ? (
        <LinkOutcome icon={<MailCheck aria-hidden="true" />} tone="success" message={sent} focusOnMount>
          <p className="text-sm text-muted-foreground">
            <Trans>Nothing after a few minutes? Check your spam folder.</Trans>
          </p>
          <Button variant="ghost" className="w-full" onClick={() => setSent(null)}>
            <Trans>Try another address</Trans>
          </Button>
        </LinkOutcome>
      ) : (
        <div className="grid gap-5">
          {notice ? (
            <LinkOutcome icon={<LinkIcon aria-hidden="true" />} tone="failed" message={notice} focusOnMount />
          ) : null}
          <ManageRequestForm onSent={setSent} />
        </div>
      )}
    </CenteredCard>
  );
}

/** Which dialog is open, for which gift: one at a time. */
type OpenDialog = { kind: 'cancel' | 'amount' | 'card'; gift: ManagedRecurring } | null;

function GiftsList({ email, gifts }: { email: string; gifts: ManagedRecurring[] }) {
  const { t } = useLingui();
  const m = useContractLabels(recurringManageMessages);
  const intervals = useContractLabels(intervalSentenceLabels);
  const navigate = useNavigate();
  const toggle = useChangeManagedGift();
  const cancel = useChangeManagedGift();
  const amount = useChangeManagedAmount();
  const cardSetup = useManagedCardSetup();
  const card = useChangeManagedCard();
  const end = useEndManageSession();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const close = () => setDialog(null);

  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, t`Please try again in a moment.`) });
  const done = (message: string) => {
    setAnnouncement(message);
    toast({ title: message });
  };
  // Each 'Change card' starts a fresh setup intent for that gift (the card form needs its client secret first).
  const changeCard = (gift: ManagedRecurring) => {
    setDialog({ kind: 'card', gift });
    cardSetup.reset();
    cardSetup.mutate(gift.id);
  };
  // The dialogs keep the gift they were opened for; the list may be updated underneath while they are open.
  const current = dialog ? (gifts.find((gift) => gift.id === dialog.gift.id) ?? dialog.gift) : null;
  const openFor = (kind: NonNullable<OpenDialog>['kind']) => (dialog?.kind === kind ? current : null);
  const interval = current ? intervals[current.interval] : '';
  const campaignTitle = current?.campaign.title;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{m.pageTitle}</h1>
        <p className="text-muted-foreground">
          <Trans>
            Recurring gifts given with <span className="font-semibold text-foreground">{email}</span>. This page works
            for 30 minutes; it does not sign you in.
          </Trans>
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {gifts.length === 0 ? (
        <StateMessage
          icon={HeartHandshake}
          title={t`No recurring gifts`}
          description={m.noGifts}
          action={
            <Button asChild>
              <Link to="/campaigns">
                <Trans>Browse campaigns</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4">
          {gifts.map((gift) => (
            <RecurringGiftCard
              key={gift.id}
              gift={gift}
              headingLevel="h2"
              toggling={toggle.isPending && toggle.variables?.id === gift.id}
              onToggle={(action) =>
                toggle.mutate(
                  { id: gift.id, action },
                  {
                    onSuccess: () => done(action === 'pause' ? m.paused : m.resumed),
                    onError: failed(t`Failed to update recurring donation`),
                  },
                )
              }
              onChangeAmount={() => setDialog({ kind: 'amount', gift })}
              onChangeCard={gift.cardChangeable ? () => changeCard(gift) : undefined}
              onCancel={() => setDialog({ kind: 'cancel', gift })}
            />
          ))}
        </div>
      )}
      <div className="flex justify-end">
        <Button
          variant="outline"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onSettled: () => {
                toast({ title: m.signedOut });
                void navigate('/', { replace: true });
              },
            })
          }
        >
          <Trans>I'm done</Trans>
        </Button>
      </div>

      <ChangeAmountDialog gift={openFor('amount')} change={amount} onClose={close} />
      <CardSetupDialog
        open={dialog?.kind === 'card'}
        title={t`Change card`}
        description={
          current ? (
            <Trans>
              The card for your {interval} gift to{' '}
              <span className="font-semibold text-foreground">{campaignTitle}</span>, from its next payment on. Nothing
              is charged now.
            </Trans>
          ) : null
        }
        setup={{ ...cardSetup, mutate: () => current && cardSetup.mutate(current.id) }}
        saving={card.isPending}
        onConfirmed={(paymentMethodId) =>
          current && card.mutate({ id: current.id, paymentMethodId }, { onSuccess: close })
        }
        onClose={() => {
          card.reset();
          close();
        }}
      />
      <CancelRecurringDialog
        gift={openFor('cancel')}
        busy={cancel.isPending}
        onConfirm={(gift) =>
          cancel.mutate(
            { id: gift.id, action: 'cancel' },
            {
              onSuccess: () => {
                close();
                done(m.cancelled);
              },
              onError: failed(t`Cancellation failed`),
            },
          )
        }
        onClose={close}
      />
    </div>
  );
}
