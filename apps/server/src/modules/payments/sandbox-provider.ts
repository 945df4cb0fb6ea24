import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  formatCurrency,
  paymentMethodMessages,
  type SandboxConfirmResponse,
  type SandboxSetupConfirmResponse,
} from '@causeway/contracts';
import { prepared, type Db, type Executor } from '../../db/client';
import { donationRefunds, donations, sandboxCards, sandboxIntents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type {
  CardDetails,
  CreatePaymentInput,
  CreateSubscriptionInput,
  CreatedIntent,
  PaymentEvent,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundPaymentInput,
  SavedCardCharge,
} from './payment-provider';
import { cardMessages, checkCard } from './sandbox-cards';

// The two statements of every sandbox payment, built once (db/client.ts prepared).
const insertPaymentIntent = (db: Executor) =>
  db
    .insert(sandboxIntents)
    .values({
      id: sql.placeholder('id'),
      clientSecret: sql.placeholder('clientSecret'),
      kind: 'payment',
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      customerId: sql.placeholder('customerId'),
    })
    .prepare('');
const intentById = (db: Executor) =>
  db
    .select()
    .from(sandboxIntents)
    .where(eq(sandboxIntents.id, sql.placeholder('id')))
    .prepare('');

const randomId = (prefix: string, bytes = 12) =>
  `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function detailsOf(
  card: Pick<typeof sandboxCards.$inferSelect, 'id' | 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): CardDetails {
  return {
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/**
 * The built-in payment provider used when no Stripe keys are set. It plays Stripe's part: it keeps its own
 * intents and a vault of test cards (never a card number), and reports outcomes as the same normalized
 * events Stripe's webhooks produce, into the same state machine.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly emit: (event: PaymentEvent) => Promise<unknown>,
  ) {}

  async createCustomer(): Promise<string> {
    return randomId('cus_sandbox');
  }

  async createPaymentIntent(input: CreatePaymentInput): Promise<CreatedIntent> {
    const id = randomId('pi_sandbox');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
    await prepared(this.db, insertPaymentIntent).execute({
      id,
      clientSecret,
      amount: input.amount,
      currency: input.currency,
      customerId: input.customerId ?? null,
    });
    return { paymentIntentId: id, clientSecret };
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedIntent> {
    return { ...(await this.createPaymentIntent(input)), subscriptionId: randomId('sub_sandbox') };
  }

  async retrievePaymentIntentStatus(paymentIntentId: string): Promise<ProviderPaymentStatus> {
    const [intent] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, paymentIntentId));
    if (!intent) return 'failed';
    if (intent.status === 'succeeded') return 'succeeded';
    return intent.lastError ? 'failed' : 'pending';
  }

  /** POST /api/payments/sandbox/confirm: what Stripe's confirmPayment does with a card. */
  async confirm(clientSecret: string, card: SandboxCardInput): Promise<SandboxConfirmResponse> {
    const intent = await this.findIntentBySecret(clientSecret);
    const paymentIntentId = intent.id;
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId };
    if (intent.status === 'canceled') {
      throw new AppError('CONFLICT', 'This payment was cancelled. Please start your donation again.');
    }
    const check = checkCard(card);
    if (!check.ok) {
      // A mistyped number never reaches the bank (Stripe's form stops it); a decline fails the payment.
      if (check.declines) await this.fail(intent.id, check.message);
      return { status: 'failed', message: check.message, paymentIntentId };
    }
    const values = {
      id: randomId('pm_sandbox'),
      customerId: intent.customerId,
      behaviour: check.behaviour,
      brand: check.brand,
      last4: check.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    if (check.behaviour === 'succeed') {
      // The common case in one statement, as Stripe's confirm is one call: the card stored, the intent paid.
      await this.db.execute(sql`
        with card as (
          insert into sandbox_cards (id, customer_id, behaviour, brand, last4, exp_month, exp_year)
          values (${values.id}, ${values.customerId}, ${values.behaviour}, ${values.brand}, ${values.last4},
            ${values.expMonth}, ${values.expYear})
        )
        update sandbox_intents set status = 'succeeded', card_id = ${values.id}, last_error = null, updated_at = now()
        where id = ${intent.id}`);
      await this.emitSucceeded(intent.id, detailsOf(values));
      return { status: 'succeeded', paymentIntentId };
    }
    const [stored] = await this.db.insert(sandboxCards).values(values).returning();
    return this.chargeCard(intent.id, stored!);
  }

  // The sandbox charges renewals from its own job, which reads the gift's status, amount and the donor's
  // default card: nothing else to tell.
  async pauseSubscription(): Promise<void> {}
  async resumeSubscription(): Promise<void> {}
  async cancelSubscription(): Promise<void> {}
  async updateSubscriptionAmount(): Promise<void> {}
  async setDefaultPaymentMethod(): Promise<void> {}

  /** The sandbox keeps no subscriptions of its own: the customer is the one its first payment was made for. */
  async subscriptionCustomer(subscriptionId: string): Promise<string | null> {
    const [first] = await this.db
      .select({ customerId: sandboxIntents.customerId })
      .from(donations)
      .innerJoin(sandboxIntents, eq(sandboxIntents.id, donations.paymentIntentId))
      .where(and(eq(donations.provider, 'sandbox'), eq(donations.providerSubscriptionId, subscriptionId)))
      .orderBy(asc(donations.id))
      .limit(1);
    return first?.customerId ?? null;
  }

  async createSetupIntent(customerId: string): Promise<{ setupIntentId: string; clientSecret: string }> {
    const id = randomId('seti_sandbox');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
    await this.db.insert(sandboxIntents).values({ id, clientSecret, kind: 'setup', customerId });
    return { setupIntentId: id, clientSecret };
  }

  /**
   * POST /api/payments/sandbox/confirm-setup: what Stripe's confirmSetup does with a card. Declines follow the
   * test cards. A card that asks for 3-D Secure is saved without the check: as with Stripe, a card set up for
   * later use is then charged off-session without asking again.
   */
  async confirmSetup(clientSecret: string, card: SandboxCardInput): Promise<SandboxSetupConfirmResponse> {
    const intent = await this.findIntentBySecret(clientSecret, 'setup');
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentMethodId: intent.cardId! };
    const check = checkCard(card);
    if (!check.ok) {
      await this.db
        .update(sandboxIntents)
        .set({ lastError: check.message, updatedAt: new Date() })
        .where(eq(sandboxIntents.id, intent.id));
      return { status: 'failed', message: check.message };
    }
    if (check.behaviour === 'decline' || check.behaviour === 'insufficient_funds') {
      const message = check.behaviour === 'decline' ? cardMessages.declined : cardMessages.insufficientFunds;
      return { status: 'failed', message };
    }
    const [stored] = await this.db
      .insert(sandboxCards)
      .values({
        id: randomId('pm_sandbox'),
        customerId: intent.customerId,
        behaviour: 'succeed',
        brand: check.brand,
        last4: check.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      })
      .returning();
    await this.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', cardId: stored!.id, lastError: null, updatedAt: new Date() })
      .where(eq(sandboxIntents.id, intent.id));
    await this.emit({
      type: 'setup.succeeded',
      id: randomId('evt_sandbox'),
      occurredAt: new Date(),
      customerId: intent.customerId!,
      card: detailsOf(stored!),
    });
    return { status: 'succeeded', paymentMethodId: stored!.id };
  }

  async attachPaymentMethod(customerId: string, providerPaymentMethodId: string): Promise<CardDetails> {
    const [card] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, providerPaymentMethodId));
    if (!card || card.customerId !== customerId) throw new AppError('BAD_REQUEST', paymentMethodMessages.notYours);
    return detailsOf(card);
  }

  async detachPaymentMethod(providerPaymentMethodId: string): Promise<void> {
    await this.db.update(sandboxCards).set({ customerId: null }).where(eq(sandboxCards.id, providerPaymentMethodId));
  }

  async cancelPaymentIntent(paymentIntentId: string): Promise<void> {
    await this.db
      .update(sandboxIntents)
      .set({ status: 'canceled', authTokenHash: null, updatedAt: new Date() })
      .where(eq(sandboxIntents.id, paymentIntentId));
  }

  /**
   * A refund as Stripe makes one: at most what is left of the charge, final at once, then its event with the
   * charge's refunded total. The sandbox keeps no refund table of its own (issue 23 adds no schema): it stamps its
   * refund id on the refund row the request wrote under this key, and the stamped rows are its record of what it
   * gave back. A call again with the same key answers the same refund.
   */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const outcome = await this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.id, input.paymentIntentId))
        .for('update');
      if (!intent || intent.kind !== 'payment' || intent.status !== 'succeeded') {
        return { refused: 'This payment has not succeeded, so there is nothing to refund.' };
      }
      const [row] = await tx
        .select()
        .from(donationRefunds)
        .where(eq(donationRefunds.idempotencyKey, input.idempotencyKey));
      if (!row) return { refused: 'No refund was asked for with this key.' };
      if (row.providerRefundId) return { refundId: row.providerRefundId, replay: true };
      const [given] = await tx
        .select({ total: sql<number>`coalesce(sum(${donationRefunds.amount}), 0)`.mapWith(Number) })
        .from(donationRefunds)
        .innerJoin(donations, eq(donations.id, donationRefunds.donationId))
        .where(
          sql`${donations.provider} = 'sandbox' and ${donations.paymentIntentId} = ${intent.id}
            and ${donationRefunds.providerRefundId} is not null and ${donationRefunds.status} <> 'failed'`,
        );
      const left = intent.amount - (given?.total ?? 0);
      if (input.amount > left) {
        // Stripe's words, with the amounts in the charge's currency as Stripe gives them.
        const money = (minor: number) => formatCurrency(minor, { currency: intent.currency });
        return {
          refused: `Refund amount (${money(input.amount)}) is greater than unrefunded amount on charge (${money(left)}).`,
        };
      }
      const refundId = randomId('re_sandbox');
      await tx.update(donationRefunds).set({ providerRefundId: refundId }).where(eq(donationRefunds.id, row.id));
      return { refundId, replay: false, total: intent.amount - left + input.amount };
    });
    if ('refused' in outcome) return { providerRefundId: null, status: 'failed', message: outcome.refused };
    if (!outcome.replay) {
      await this.emit({
        type: 'payment.refunded',
        id: randomId('evt_sandbox'),
        occurredAt: new Date(),
        paymentIntentId: input.paymentIntentId,
        amountRefunded: outcome.total,
        refundId: outcome.refundId,
      });
    }
    return { providerRefundId: outcome.refundId, status: 'succeeded' };
  }

  /** A saved card: the vault knows its test behaviour, so the charge runs at once. */
  async confirmWithSavedCard(paymentIntentId: string, providerPaymentMethodId: string): Promise<SavedCardCharge> {
    const [card] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, providerPaymentMethodId));
    if (!card) throw new AppError('NOT_FOUND', 'Payment method not found');
    return { clientSecret: '', ...(await this.chargeCard(paymentIntentId, card)) };
  }

  private async chargeCard(
    intentId: string,
    stored: typeof sandboxCards.$inferSelect,
  ): Promise<SandboxConfirmResponse> {
    const paymentIntentId = intentId;
    const details = detailsOf(stored);
    switch (stored.behaviour) {
      case 'succeed':
        await this.succeed(intentId, details);
        return { status: 'succeeded', paymentIntentId };
      case 'decline':
        await this.fail(intentId, cardMessages.declined);
        return { status: 'failed', message: cardMessages.declined, paymentIntentId };
      case 'insufficient_funds':
        await this.fail(intentId, cardMessages.insufficientFunds);
        return { status: 'failed', message: cardMessages.insufficientFunds, paymentIntentId };
      case 'authenticate': {
        const token = randomBytes(24).toString('base64url');
        await this.db
          .update(sandboxIntents)
          .set({ status: 'requires_action', cardId: stored.id, authTokenHash: hash(token), updatedAt: new Date() })
          .where(eq(sandboxIntents.id, intentId));
        return { status: 'requires_action', nextActionUrl: `/payments/sandbox/authenticate/${token}`, paymentIntentId };
      }
    }
  }

  /** The 3-D Secure page's answer: the donor approves or fails the authentication. */
  async authenticate(token: string, outcome: 'approve' | 'fail'): Promise<SandboxConfirmResponse> {
    const [intent] = await this.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.authTokenHash, hash(token)));
    if (!intent || intent.status !== 'requires_action' || !intent.cardId) {
      throw new AppError('NOT_FOUND', 'This authentication request has expired or was already answered.');
    }
    await this.db
      .update(sandboxIntents)
      .set({ authTokenHash: null, updatedAt: new Date() })
      .where(eq(sandboxIntents.id, intent.id));
    if (outcome === 'fail') {
      await this.fail(intent.id, cardMessages.authenticationFailed);
      return { status: 'failed', message: cardMessages.authenticationFailed, paymentIntentId: intent.id };
    }
    const [card] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, intent.cardId));
    await this.succeed(intent.id, detailsOf(card!));
    return { status: 'succeeded', paymentIntentId: intent.id };
  }

  private async findIntentBySecret(clientSecret: string, kind: 'payment' | 'setup' = 'payment') {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const [intent] = await prepared(this.db, intentById).execute({ id });
    if (!intent || intent.kind !== kind || !sameSecret(intent.clientSecret, clientSecret)) {
      throw new AppError('NOT_FOUND', 'No such payment: the client secret is not valid.');
    }
    return intent;
  }

  private async succeed(intentId: string, card: CardDetails): Promise<void> {
    await this.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', cardId: card.providerPaymentMethodId, lastError: null, updatedAt: new Date() })
      .where(eq(sandboxIntents.id, intentId));
    await this.emitSucceeded(intentId, card);
  }

  private async emitSucceeded(intentId: string, card: CardDetails): Promise<void> {
    await this.emit({
      type: 'payment.succeeded',
      id: randomId('evt_sandbox'),
      occurredAt: new Date(),
      paymentIntentId: intentId,
      card,
    });
  }

  private async fail(intentId: string, message: string): Promise<void> {
    // As with Stripe, a failed attempt leaves the intent open for another card.
    await this.db
      .update(sandboxIntents)
      .set({ status: 'requires_payment_method', lastError: message, updatedAt: new Date() })
      .where(eq(sandboxIntents.id, intentId));
    await this.emit({
      type: 'payment.failed',
      id: randomId('evt_sandbox'),
      occurredAt: new Date(),
      paymentIntentId: intentId,
      message,
    });
  }
}
