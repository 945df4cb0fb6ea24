import { addDays, donationHistoryEndpoints, pathWith } from '@causeway/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Metrics } from '../../metrics/metrics';
import { signPath } from '../../lib/signed-links';
import type { ReceiptLinks } from '../receipts/receipts.service';
import type { SettingsCache } from '../settings/settings-cache';
import { getOrCreateSigningSecret } from '../settings/settings.service';
import { applyPaymentEvent, type PaymentEventDeps } from './payment-events';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { logEventOutcome } from './payments.repository';
import { batchSucceededPayments } from './succeeded-batch';
import { StripeProvider } from './stripe-provider';

const RECEIPT_LINK_DAYS = 180;

export interface Payments {
  provider: PaymentProvider;
  stripe: StripeProvider | null;
  sandbox: SandboxProvider | null;
  /** The state machine for events of the active provider. */
  applyEvent: (event: PaymentEvent) => ReturnType<typeof applyPaymentEvent>;
  signingSecret: string;
  /** The receipt e-mail's link to the PDF, for receipts sent outside the state machine (an administrator's). */
  receiptLinks: ReceiptLinks;
}

/**
 * The payment provider (Stripe when its keys are set, else the sandbox; DECISIONS.md) wired to the one state
 * machine. Shared by the HTTP app and the background jobs of a process.
 */
export async function createPayments(
  config: Config,
  db: Db,
  onTotalsChanged: () => void,
  settings?: SettingsCache,
  metrics?: Pick<Metrics, 'paymentEvents'>,
): Promise<Payments> {
  // Read at start-up, never inside a transaction (PGlite has one connection).
  const signingSecret = await getOrCreateSigningSecret(db);
  const eventDeps: PaymentEventDeps = {
    db,
    links: {
      receiptUrl: (id, forGuest) => {
        const path = pathWith(donationHistoryEndpoints.receipt.path, { id });
        const expires = addDays(new Date(), RECEIPT_LINK_DAYS);
        return `${config.publicUrl}${forGuest ? signPath(signingSecret, path, expires) : path}`;
      },
    },
    onTotalsChanged,
    settings,
  };
  const stripe = config.stripe ? new StripeProvider(config.stripe) : null;
  const providerName = stripe ? 'stripe' : 'sandbox';
  const batched = batchSucceededPayments(eventDeps, providerName, (event) =>
    applyPaymentEvent(eventDeps, providerName, event),
  );
  // Counted and logged on the state machine's answer, whichever way the event came (webhook, sandbox,
  // reconciliation). The log is written after the event's own transaction, so a deferred event (rolled back)
  // is logged too; a failure to log fails the call, and the provider's redelivery is then logged as a duplicate.
  const applyEvent = async (event: PaymentEvent) => {
    const result = await batched(event);
    metrics?.paymentEvents.inc({ result });
    await logEventOutcome(db, providerName, event, result);
    return result;
  };
  const sandbox = stripe ? null : new SandboxProvider(db, applyEvent);
  return { provider: stripe ?? sandbox!, stripe, sandbox, applyEvent, signingSecret, receiptLinks: eventDeps.links };
}
