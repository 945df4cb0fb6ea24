import {
  intervalLabels,
  RECURRING_MANAGE_PAGE_PATH,
  recurringManageMessages as m,
  type DonorRecurring,
} from '@causeway/contracts';
import { HeartHandshake, LinkIcon, LoaderCircle, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CenteredCard } from '@/components/ui/centered-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StateMessage } from '@/components/ui/state-message';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import {
  redeemManageLink,
  useChangeManagedAmount,
  useChangeManagedGift,
  useEndManageSession,
  useManagedGifts,
} from '../api/recurring-manage';
import { ManageOutcome } from '../components/manage-outcome';
import { ManageAmountDialog } from '../components/manage-amount-dialog';
import { ManageRequestForm } from '../components/manage-request-form';
import { ManagedGiftCard } from '../components/managed-gift-card';

/**
 * "Manage my recurring gift" (issue 24): `/manage-recurring` asks for an address (or, within a manage session,
 * lists its gifts); `/manage-recurring/{token}` is the e-mailed link, exchanged once for a session and then
 * replaced in the address bar, so the token stays in neither the history nor a Referer.
 */
export function ManageRecurringPage() {
  useDocumentTitle(m.pageTitle);
  const token = useParams()['*'] ?? '';
  return token ? <RedeemLink token={token} /> : <ManageHome />;
}

function RedeemLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Once per token, even when an effect runs twice (StrictMode): the link works only once.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    redeemManageLink(token).then(
      () => navigate(RECURRING_MANAGE_PAGE_PATH, { replace: true }),
      (error: unknown) => setFailure(errorMessage(error, m.linkInvalid)),
    );
  }, [token, navigate]);

  if (failure) return <RequestCard notice={failure} />;
  return (
    <CenteredCard title={m.pageTitle}>
      <ManageOutcome
        icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
        tone="pending"
        message="Opening your recurring gifts..."
      />
    </CenteredCard>
  );
}

function ManageHome() {
  const gifts = useManagedGifts();
  if (gifts.isPending) {
    return (
      <CenteredCard title={m.pageTitle}>
        <ManageOutcome
          icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
          tone="pending"
          message="Loading..."
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
          title="Something went wrong"
          description={errorMessage(gifts.error, 'Please try again in a moment.')}
          action={<Button onClick={() => void gifts.refetch()}>Try again</Button>}
        />
      </CenteredCard>
    );
  }
  return <GiftsList email={gifts.data.email} gifts={gifts.data.gifts} />;
}

/** The request form, then the one answer for every address. `notice`: why a link did not open. */
function RequestCard({ notice }: { notice?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <CenteredCard
      title={sent ? 'Check your email' : m.pageTitle}
      description={sent ? undefined : m.intro}
      footer={
        sent ? undefined : (
          <p>
            Have an account?{' '}
            <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
              Log in
            </Link>{' '}
            to manage your gifts from your dashboard.
          </p>
        )
      }
    >
      {sent ? (
        <ManageOutcome icon={<MailCheck aria-hidden="true" />} tone="success" message={sent} focusOnMount>
          <p className="text-sm text-muted-foreground">Nothing after a few minutes? Check your spam folder.</p>
          <Button variant="ghost" className="w-full" onClick={() => setSent(null)}>
            Try another address
          </Button>
        </ManageOutcome>
      ) : (
        <div className="grid gap-5">
          {notice ? (
            <ManageOutcome icon={<LinkIcon aria-hidden="true" />} tone="failed" message={notice} focusOnMount />
          ) : null}
          <ManageRequestForm onSent={setSent} />
        </div>
      )}
    </CenteredCard>
  );
}

function GiftsList({ email, gifts }: { email: string; gifts: DonorRecurring[] }) {
  const navigate = useNavigate();
  const toggle = useChangeManagedGift();
  const cancel = useChangeManagedGift();
  const amount = useChangeManagedAmount();
  const end = useEndManageSession();
  const [cancelling, setCancelling] = useState<DonorRecurring | null>(null);
  const [changing, setChanging] = useState<DonorRecurring | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again in a moment.') });
  const done = (message: string) => {
    setAnnouncement(message);
    toast({ title: message });
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{m.pageTitle}</h1>
        <p className="text-muted-foreground">
          Recurring gifts given with <span className="font-semibold text-foreground">{email}</span>. This page works for
          30 minutes; it does not sign you in.
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {gifts.length === 0 ? (
        <StateMessage
          icon={HeartHandshake}
          title="No recurring gifts"
          description={m.noGifts}
          action={
            <Button asChild>
              <Link to="/campaigns">Browse campaigns</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4">
          {gifts.map((gift) => (
            <ManagedGiftCard
              key={gift.id}
              gift={gift}
              toggling={toggle.isPending && toggle.variables?.id === gift.id}
              onToggle={(action) =>
                toggle.mutate(
                  { id: gift.id, action },
                  {
                    onSuccess: () => done(action === 'pause' ? m.paused : m.resumed),
                    onError: failed('Failed to update recurring donation'),
                  },
                )
              }
              onChangeAmount={() => setChanging(gift)}
              onCancel={() => setCancelling(gift)}
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
          I'm done
        </Button>
      </div>

      <ManageAmountDialog
        gift={changing}
        change={amount}
        onClose={() => setChanging(null)}
        onChanged={() => {
          setChanging(null);
          done(m.amountChanged);
        }}
      />
      <ConfirmDialog
        subject={cancelling}
        title="Cancel this recurring donation?"
        description={(gift) => (
          <>
            Your {formatAmount(gift.amount)} {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
            <span className="font-semibold text-foreground">{gift.campaign.title}</span> will stop for good.
          </>
        )}
        warning={(gift) => (
          <>
            Cancelling is permanent and cannot be undone: to give again you would set up a new recurring donation.
            {gift.status === 'active' ? ' To stop for a while instead, pause it.' : null}
          </>
        )}
        keepLabel="Keep donation"
        confirmLabel="Cancel donation"
        busy={cancel.isPending}
        busyLabel="Cancelling..."
        onConfirm={(gift) =>
          cancel.mutate(
            { id: gift.id, action: 'cancel' },
            {
              onSuccess: () => {
                setCancelling(null);
                done(m.cancelled);
              },
              onError: failed('Cancellation failed'),
            },
          )
        }
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
