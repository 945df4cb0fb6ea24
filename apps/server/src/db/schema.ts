import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  campaignCategories,
  campaignStatuses,
  contactSubjects,
  donationStatuses,
  donationTypes,
  errorLevels,
  errorSources,
  mailStatuses,
  offlineMethods,
  paymentEventOutcomes,
  refundStatuses,
  recurringIntervals,
  recurringStatuses,
  roles,
  authChallengePurposes,
  sessionAuthMethods,
  slideMediaTypes,
  stepActions,
  stepPlacements,
  tourTriggerEvents,
  tourUserTypes,
  webhookDeliveryStatuses,
  tributeKinds,
  MIN_GOAL_CENTS,
} from '@causeway/contracts';

/** `column in ('a','b')`, built from the contract's enum so the database and the API never disagree. */
function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);
}
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
/** Money is integer cents (DESIGN.md principle 3); bigint for sums that can outgrow 2^31. */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: roles }).notNull().default('donor'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    // The donor's last answer to "E-mail me updates about this campaign", the donation form's default.
    emailUpdates: boolean('email_updates').notNull().default(false),
    // The language the user chose (issue 26): their e-mails and, once signed in, their pages; null until they choose.
    locale: text('locale'),
    // Authenticator-app codes (issue 27): the secret encrypted with AUTH_ENCRYPTION_KEY (lib/secret-box.ts), the
    // one being set up until a code confirms it, and the last time step accepted (a code is good once).
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_role_check', oneOf('role', roles)),
    index('users_created_at_idx').on(t.createdAt),
    // Substring search of the admin donor list (ILIKE '%q%') through trigrams (pg_trgm, migration 0005).
    index('users_search_idx').using(
      'gin',
      t.email.op('gin_trgm_ops'),
      t.username.op('gin_trgm_ops'),
      t.firstName.op('gin_trgm_ops'),
      t.lastName.op('gin_trgm_ops'),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked database row cannot be replayed as a cookie.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    // The handle the profile's session list shows and ends a session by; the token hash never leaves the server.
    publicId: text('public_id')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** How the session was signed in: a password alone, a password and a second factor, or a passkey. */
    authMethod: text('auth_method', { enum: sessionAuthMethods }).notNull().default('password'),
    /** SHA-256 of the browser's device cookie: a sign-in from a device the account has not used is e-mailed. */
    deviceHash: text('device_hash'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
    check('sessions_auth_method_check', oneOf('auth_method', sessionAuthMethods)),
  ],
);

/** Single-use recovery codes for an account with authenticator codes; only a SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** WebAuthn credentials (passkeys): the public key, its signature counter and transports, and a name. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type').notNull().default('singleDevice'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * Short-lived, single-use steps of signing in: a password proven and a second factor awaited (its token in a
 * cookie), or a WebAuthn challenge handed to the browser. Only a SHA-256 of the token or challenge is the key.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    keyHash: text('key_hash').primaryKey(),
    purpose: text('purpose', { enum: authChallengePurposes }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge of a passkey second step, kept with the pending sign-in it belongs to. */
    challenge: text('challenge'),
    /** Wrong codes tried against a pending sign-in. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_challenges_expires_at_idx').on(t.expiresAt),
    check('auth_challenges_purpose_check', oneOf('purpose', authChallengePurposes)),
  ],
);

/** The browsers (device cookies) an account has signed in from, so a sign-in from a new one can be e-mailed. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const accountTokenPurposes = ['password_reset', 'email_verification'] as const;

/**
 * Single-use links sent by e-mail (password reset, e-mail verification). Only a SHA-256 of the token is kept;
 * `email` is the address the link was sent to, so a link stops working if the account's address changes.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('account_tokens_purpose_check', oneOf('purpose', accountTokenPurposes)),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_name_lower_key').on(sql`lower(${t.name})`)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: campaignCategories }).notNull().default('other'),
    featuredImageUrl: text('featured_image_url'),
    status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
    goal: cents('goal').notNull(),
    currency: text('currency').notNull().default('usd'),
    // Kept in step with succeeded donations inside the transaction that moves a donation (payment-events).
    amountRaised: cents('amount_raised').notNull().default(0),
    donorCount: integer('donor_count').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    embedPrimaryColor: text('embed_primary_color'),
    embedTextColor: text('embed_text_color'),
    embedAccentColor: text('embed_accent_color'),
    embedBackgroundColor: text('embed_background_color'),
    embedButtonText: text('embed_button_text'),
    embedPresetAmounts: text('embed_preset_amounts'),
    embedImpactText: text('embed_impact_text'),
    // Peer-to-peer (issue 25): supporters may make fundraising pages of their own for the campaign.
    fundraisingEnabled: boolean('fundraising_enabled').notNull().default(false),
    fundraiserSuggestedGoal: integer('fundraiser_suggested_goal'),
    fundraiserGuide: text('fundraiser_guide').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaigns_status_check', oneOf('status', campaignStatuses)),
    check('campaigns_category_check', oneOf('category', campaignCategories)),
    check('campaigns_goal_check', sql.raw(`"goal" >= ${MIN_GOAL_CENTS}`)),
    check('campaigns_amount_raised_check', sql`"amount_raised" >= 0`),
    check('campaigns_donor_count_check', sql`"donor_count" >= 0`),
    check('campaigns_dates_check', sql`"end_date" is null or "end_date" >= "start_date"`),
    index('campaigns_status_created_idx').on(t.status, t.createdAt),
    index('campaigns_status_category_idx').on(t.status, t.category),
    index('campaigns_status_end_date_idx').on(t.status, t.endDate),
    index('campaigns_organization_idx').on(t.organizationId),
    // Text search over title and short description (GET /api/campaigns?q=).
    index('campaigns_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.shortDescription})`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    minimumAmount: integer('minimum_amount').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('rewards_minimum_amount_check', sql`"minimum_amount" >= 100`),
    index('rewards_campaign_idx').on(t.campaignId, t.sortOrder),
  ],
);

export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    isPublic: boolean('is_public').notNull().default(true),
    // Set when the author chose to e-mail the update to the campaign's subscribed donors (issue 23).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    emailRecipientCount: integer('email_recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaign_updates_campaign_created_idx').on(t.campaignId, t.createdAt)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_id_key').on(t.provider, t.providerPaymentMethodId),
    // At most one default card per donor.
    uniqueIndex('payment_methods_one_default_key')
      .on(t.userId)
      .where(sql`"is_default"`),
    index('payment_methods_user_idx').on(t.userId),
    check('payment_methods_last4_check', sql`"last4" ~ '^[0-9]{4}$'`),
    check('payment_methods_expiry_month_check', sql`"expiry_month" between 1 and 12`),
  ],
);

export const recurringDonations = pgTable(
  'recurring_donations',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    feeAmount: integer('fee_amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval', { enum: recurringIntervals }).notNull(),
    status: text('status', { enum: recurringStatuses }).notNull().default('active'),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    // After a failed renewal: when to try again (1, 3, then 7 days later), else null.
    retryAt: timestamp('retry_at', { withTimezone: true }),
    // When the provider's newest applied status change happened: an older one arriving late changes nothing.
    statusEventAt: timestamp('status_event_at', { withTimezone: true }),
    guestEmail: text('guest_email'),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    // A guest's gift has no wallet: the provider's card it charges, and what to call it (issue 24, change card by
    // link). Null for a donor's gift, whose card is paymentMethodId or their default.
    guestCardId: text('guest_card_id'),
    guestCardBrand: text('guest_card_brand'),
    guestCardLast4: text('guest_card_last4'),
    // Given through a supporter's page (issue 25): each renewal counts for the page too.
    fundraiserId: integer('fundraiser_id').references((): AnyPgColumn => fundraisers.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull().default(false),
    // Set when the donor's personal data was erased (issue 23): the guest fields are null from then on.
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('recurring_donations_amount_check', sql`"amount" > 0`),
    check('recurring_donations_fee_check', sql`"fee_amount" >= 0`),
    check('recurring_donations_interval_check', oneOf('interval', recurringIntervals)),
    check('recurring_donations_status_check', oneOf('status', recurringStatuses)),
    uniqueIndex('recurring_donations_subscription_key').on(t.provider, t.providerSubscriptionId),
    index('recurring_donations_user_idx').on(t.userId, t.createdAt),
    index('recurring_donations_due_idx').on(t.status, t.nextPaymentDate),
    index('recurring_donations_campaign_idx').on(t.campaignId),
    // "Manage my recurring gift" (issue 24) finds a guest's gifts by the address typed, in any case.
    index('recurring_donations_guest_email_idx')
      .on(sql`lower(${t.guestEmail})`)
      .where(sql`"user_id" is null`),
  ],
);

/**
 * A sponsor's pledge to match a campaign's gifts (issue 24): each gift that succeeds while the match is live draws
 * `amount * ratio_percent / 100` (whole cents, rounded down) from what is left of the cap, under the row's lock,
 * so concurrent gifts never overspend it; a refund gives back what its gift drew. A pledge, not a payment: the
 * matched amount is never part of a campaign's raised total.
 */
export const campaignMatches = pgTable(
  'campaign_matches',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sponsorName: text('sponsor_name').notNull(),
    /** 100 is 1:1, 200 is 2:1, 50 is 1:2. */
    ratioPercent: integer('ratio_percent').notNull(),
    capAmount: integer('cap_amount').notNull(),
    matchedAmount: integer('matched_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaign_matches_ratio_check', sql`"ratio_percent" between 10 and 1000`),
    check('campaign_matches_cap_check', sql`"cap_amount" > 0`),
    check('campaign_matches_matched_check', sql`"matched_amount" between 0 and "cap_amount"`),
    check('campaign_matches_window_check', sql`"ends_at" > "starts_at"`),
    index('campaign_matches_campaign_idx').on(t.campaignId, t.startsAt),
  ],
);

export const receiptNumberSeq = pgSequence('receipt_number_seq', { startWith: 1000 });

export const donations = pgTable(
  'donations',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recurringDonationId: integer('recurring_donation_id').references(() => recurringDonations.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull(),
    // The processing fee the donor chose to cover, on top of `amount`.
    feeAmount: integer('fee_amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: donationStatuses }).notNull().default('pending'),
    donationType: text('donation_type', { enum: donationTypes }).notNull().default('one_time'),
    guestEmail: text('guest_email'),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    anonymous: boolean('anonymous').notNull().default(false),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id'),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    // The first payment of a recurring gift carries its interval and the provider's subscription; the
    // recurring_donations row is created when that payment succeeds (a gift that never paid is not "active").
    interval: text('interval', { enum: recurringIntervals }),
    providerSubscriptionId: text('provider_subscription_id'),
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    receiptNumber: bigint('receipt_number', { mode: 'number' }),
    failureMessage: text('failure_message'),
    // Cents of the charge (gift plus covered fee) refunded so far; a full refund also moves the status to 'refunded'.
    refundedAmount: integer('refunded_amount').notNull().default(0),
    // An offline gift (provider 'offline'): how it came, the administrator's note and who recorded it.
    offlineMethod: text('offline_method', { enum: offlineMethods }),
    note: text('note'),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    // The donor ticked "E-mail me updates about this campaign" with this gift.
    emailUpdates: boolean('email_updates').notNull().default(false),
    // The language the donor gave in (issue 26): the gift's receipt and notices are written in it.
    locale: text('locale'),
    // The match this gift drew on and the cents it drew (issue 24); a refund gives them back.
    matchId: integer('match_id').references(() => campaignMatches.id, { onDelete: 'set null' }),
    matchedAmount: integer('matched_amount').notNull().default(0),
    // Where the gift came from (issue 24): the landing URL's utm_* values, the embedding page's origin, the
    // referrer's host. Labels the browser reported, cut to length; never used for anything but reports.
    sourceUtmSource: text('source_utm_source'),
    sourceUtmMedium: text('source_utm_medium'),
    sourceUtmCampaign: text('source_utm_campaign'),
    sourceHostOrigin: text('source_host_origin'),
    sourceReferrerHost: text('source_referrer_host'),
    // The supporter's page the gift was given through (issue 25); it counts in the page's and its team's totals.
    fundraiserId: integer('fundraiser_id').references((): AnyPgColumn => fundraisers.id, { onDelete: 'set null' }),
    // Set when the donor's personal data was erased (issue 23): amounts, dates and receipt number stay.
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    // Time of the newest provider event applied, so an older event never moves a donation backwards.
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('donations_amount_check', sql`"amount" > 0`),
    check('donations_fee_check', sql`"fee_amount" >= 0`),
    check('donations_status_check', oneOf('status', donationStatuses)),
    check('donations_type_check', oneOf('donation_type', donationTypes)),
    check('donations_interval_check', sql`"interval" is null or ${oneOf('interval', recurringIntervals)}`),
    check('donations_refunded_amount_check', sql`"refunded_amount" between 0 and "amount" + "fee_amount"`),
    check('donations_matched_amount_check', sql`"matched_amount" >= 0`),
    check(
      'donations_offline_method_check',
      sql`"offline_method" is null or ${oneOf('offline_method', offlineMethods)}`,
    ),
    uniqueIndex('donations_payment_intent_key').on(t.provider, t.paymentIntentId),
    uniqueIndex('donations_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('donations_receipt_number_key').on(t.receiptNumber),
    index('donations_campaign_status_idx').on(t.campaignId, t.status),
    index('donations_user_created_idx').on(t.userId, t.createdAt),
    index('donations_status_created_idx').on(t.status, t.createdAt),
    // A page's supporters, newest first (issue 25).
    index('donations_fundraiser_idx')
      .on(t.fundraiserId, t.createdAt)
      .where(sql`"fundraiser_id" is not null`),
    index('donations_recurring_idx').on(t.recurringDonationId),
    // Finds the first payment of a subscription when its events arrive before that payment succeeded.
    index('donations_subscription_idx')
      .on(t.provider, t.providerSubscriptionId)
      .where(sql`"provider_subscription_id" is not null`),
    index('donations_guest_email_idx').on(sql`lower(${t.guestEmail})`),
    // The admin donations ledger (issue 23): its default order (newest first) and its amount order, read in
    // index order for a page; its search over what guests typed, through trigrams (pg_trgm, migration 0005).
    index('donations_created_idx').on(t.createdAt, t.id),
    index('donations_amount_idx').on(t.amount, t.id),
    index('donations_guest_search_idx').using(
      'gin',
      t.guestEmail.op('gin_trgm_ops'),
      t.guestFirstName.op('gin_trgm_ops'),
      t.guestLastName.op('gin_trgm_ops'),
    ),
    // Money raised per period (admin overview): an index-only scan over succeeded gifts.
    index('donations_succeeded_at_idx')
      .on(t.succeededAt, t.amount)
      .where(sql`"status" = 'succeeded'`),
  ],
);

/** "Dedicate this gift" (issue 24): one per donation; the recipient's card is sent once the gift succeeds. */
export const donationTributes = pgTable(
  'donation_tributes',
  {
    donationId: integer('donation_id')
      .primaryKey()
      .references(() => donations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: tributeKinds }).notNull(),
    honoreeName: text('honoree_name').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    showAmount: boolean('show_amount').notNull().default(false),
    /** When the recipient's card was queued: at most once, and only for a gift that succeeded. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  () => [check('donation_tributes_kind_check', oneOf('kind', tributeKinds))],
);

/**
 * Words of support (issue 24): a donor's public message with a gift, listed on the campaign page once the gift
 * succeeded, unless an administrator hid it (hidden ones never leave the server).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    donationId: integer('donation_id')
      .primaryKey()
      .references(() => donations.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    showName: boolean('show_name').notNull().default(true),
    showAmount: boolean('show_amount').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_campaign_idx').on(t.campaignId, t.createdAt, t.donationId)],
);

export const recurringManageTokenKinds = ['link', 'session'] as const;

/**
 * "Manage my recurring gift" (issue 24): an e-mailed single-use link ('link', 30 minutes) is exchanged for a short
 * manage session ('session') limited to that address's recurring gifts. Stored by SHA-256; it signs no one in.
 */
export const recurringManageTokens = pgTable(
  'recurring_manage_tokens',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind', { enum: recurringManageTokenKinds }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('recurring_manage_tokens_kind_check', oneOf('kind', recurringManageTokenKinds)),
    index('recurring_manage_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One row per donor (a registered user, or a guest e-mail), kept in step with succeeded donations inside the
 * transaction that moves a donation (payment events), so the admin donor list sorts and filters 100k donors
 * without aggregating a million donations per request. `donor_key` is 'u{userId}' or 'g{lower(email)}'.
 */
export const donorSummaries = pgTable(
  'donor_summaries',
  {
    donorKey: text('donor_key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    // A guest's name as given on their newest gift (registered donors' names come from users).
    guestFirstName: text('guest_first_name').notNull().default(''),
    guestLastName: text('guest_last_name').notNull().default(''),
    totalDonated: cents('total_donated').notNull().default(0),
    donationCount: integer('donation_count').notNull().default(0),
    recurringCount: integer('recurring_count').notNull().default(0),
    firstDonationAt: timestamp('first_donation_at', { withTimezone: true }),
    lastDonationAt: timestamp('last_donation_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('donor_summaries_user_key').on(t.userId),
    index('donor_summaries_total_idx').on(sql`${t.totalDonated} desc`, t.donorKey),
    index('donor_summaries_last_idx').on(t.lastDonationAt),
    index('donor_summaries_first_idx').on(t.firstDonationAt),
    // Guests' e-mail and name for the donor list's search (registered donors are searched in users_search_idx).
    index('donor_summaries_guest_search_idx').using(
      'gin',
      t.guestEmail.op('gin_trgm_ops'),
      t.guestFirstName.op('gin_trgm_ops'),
      t.guestLastName.op('gin_trgm_ops'),
    ),
  ],
);

/** Images uploaded by administrators, stored re-encoded under DATA_DIR/uploads by content hash. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_file_name_key').on(t.fileName)],
);

export const embedCodes = pgTable(
  'embed_codes',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    uniqueId: text('unique_id').notNull(),
    html: text('html').notNull(),
    settings: jsonb('settings').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('embed_codes_unique_id_key').on(t.uniqueId), index('embed_codes_campaign_idx').on(t.campaignId)],
);

/**
 * One row per group of identical reports (issue 8): `fingerprint` identifies the group, `count` counts its
 * occurrences, `created_at` is when it was first seen and `last_seen_at` its latest occurrence. The context
 * columns (url, user, ip, user agent, method, environment, occurred_at) describe the latest occurrence.
 * A group marked resolved opens again when the error comes back.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull(),
    level: text('level', { enum: errorLevels }).notNull().default('error'),
    source: text('source', { enum: errorSources }).notNull().default('client'),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    environment: text('environment'),
    method: text('method'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('error_reports_level_check', oneOf('level', errorLevels)),
    check('error_reports_source_check', oneOf('source', errorSources)),
    check('error_reports_count_check', sql`${t.count} >= 1`),
    uniqueIndex('error_reports_fingerprint_key').on(t.fingerprint),
    index('error_reports_last_seen_idx').on(t.lastSeenAt),
    index('error_reports_level_last_seen_idx').on(t.level, t.lastSeenAt),
  ],
);

export const onboardingTours = pgTable(
  'onboarding_tours',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(false),
    userType: text('user_type', { enum: tourUserTypes }).notNull().default('all'),
    triggerEvent: text('trigger_event', { enum: tourTriggerEvents }).notNull().default('first_login'),
    showIntroSlides: boolean('show_intro_slides').notNull().default(true),
    // allowSkip, showProgress, colours, spotlightRadius, autoAdvance…: one document, validated by its contract.
    settings: jsonb('settings').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('onboarding_tours_user_type_check', oneOf('user_type', tourUserTypes)),
    check('onboarding_tours_trigger_check', oneOf('trigger_event', tourTriggerEvents)),
  ],
);

export const onboardingSlides = pgTable(
  'onboarding_slides',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => onboardingTours.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    mediaType: text('media_type', { enum: slideMediaTypes }).notNull().default('none'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    videoAutoplay: boolean('video_autoplay').notNull().default(false),
    videoMuted: boolean('video_muted').notNull().default(true),
    videoLoop: boolean('video_loop').notNull().default(false),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    buttonText: text('button_text'),
    buttonColor: text('button_color'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('onboarding_slides_media_check', oneOf('media_type', slideMediaTypes)),
    index('onboarding_slides_tour_idx').on(t.tourId, t.sortOrder),
  ],
);

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    id: id(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => onboardingTours.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    target: text('target').notNull().default('body'),
    placement: text('placement', { enum: stepPlacements }).notNull().default('bottom'),
    showNext: boolean('show_next').notNull().default(true),
    showBack: boolean('show_back').notNull().default(true),
    showSkip: boolean('show_skip').notNull().default(true),
    action: text('action', { enum: stepActions }).notNull().default('next'),
    redirectUrl: text('redirect_url'),
    delay: integer('delay').notNull().default(0),
    spotlightPadding: integer('spotlight_padding').notNull().default(10),
    disableBeacon: boolean('disable_beacon').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('onboarding_steps_placement_check', oneOf('placement', stepPlacements)),
    check('onboarding_steps_action_check', oneOf('action', stepActions)),
    uniqueIndex('onboarding_steps_tour_step_key').on(t.tourId, t.stepId),
    index('onboarding_steps_tour_idx').on(t.tourId, t.sortOrder),
  ],
);

export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => onboardingTours.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    isSkipped: boolean('is_skipped').notNull().default(false),
    currentStep: integer('current_step').notNull().default(0),
    // Per-step completion: { [stepId]: 'completed' }.
    stepStatus: jsonb('step_status').notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('onboarding_progress_user_tour_key').on(t.userId, t.tourId)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const processedPaymentEvents = pgTable(
  'processed_payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Every provider event the state machine answered, with its outcome, deferred ones and replays included (a
 * deferred event leaves nothing in processed_payment_events: its transaction is rolled back). Written after the
 * answer, outside the event's transaction; the donation ledger's timeline reads it by payment intent.
 */
export const paymentEventLog = pgTable(
  'payment_event_log',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentIntentId: text('payment_intent_id'),
    subscriptionId: text('subscription_id'),
    outcome: text('outcome', { enum: paymentEventOutcomes }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_event_log_outcome_check', oneOf('outcome', paymentEventOutcomes)),
    index('payment_event_log_intent_idx')
      .on(t.provider, t.paymentIntentId, t.id)
      .where(sql`"payment_intent_id" is not null`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').notNull().default([]),
    // Extra headers of this message only: the List-Unsubscribe pair (RFC 8058) of an update e-mail.
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf('status', mailStatuses)),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_subject_check', oneOf('subject', contactSubjects)),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters shared by every app process (DESIGN.md principle 2: no per-process state). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);

/** Stored answers of requests sent with an Idempotency-Key: a repeat gets the first answer back. */
export const idempotentRequests = pgTable('idempotent_requests', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  // Null while the first request is still being handled.
  response: jsonb('response'),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's own records, playing the part of Stripe's servers: payment and setup intents,
 * and a vault of saved test cards holding brand, last 4, expiry and the card's test behaviour, never its number.
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status', {
      enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('requires_payment_method'),
    customerId: text('customer_id'),
    cardId: text('card_id'),
    authTokenHash: text('auth_token_hash'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_intents_auth_token_key').on(t.authTokenHash)],
);

export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  behaviour: text('behaviour', { enum: ['succeed', 'decline', 'insufficient_funds', 'authenticate'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

/**
 * Refunds asked of the provider from the admin (issue 23). The provider's event moves the money (payment
 * events); this row keeps who asked, why, and the idempotency key that makes a second click refund nothing.
 */
export const donationRefunds = pgTable(
  'donation_refunds',
  {
    id: id(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    // Cents of the charge to refund.
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    check('donation_refunds_amount_check', sql`"amount" > 0`),
    check('donation_refunds_status_check', oneOf('status', refundStatuses)),
    uniqueIndex('donation_refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('donation_refunds_provider_id_key').on(t.provider, t.providerRefundId),
    index('donation_refunds_donation_idx').on(t.donationId, t.id),
  ],
);

/**
 * What administrators did (issue 23): refunds, resent receipts, offline gifts, cancelled recurring gifts,
 * anonymized donors, webhook changes. `before` and `after` hold the changed fields; the subject is what the
 * action was about (a donation's timeline reads its entries). Never updated; an erased donor's address is
 * removed from it like from every other table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Who it was when it happened, for when the account is gone.
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);

/** Endpoints that receive signed webhook deliveries (Settings → Webhooks, issue 23). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  // The HMAC key deliveries are signed with; shown to administrators, who paste it into the receiver.
  secret: text('secret').notNull(),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint: written in the transaction that caused the event (an outbox), then delivered from
 * the job queue with retries. `payload` is the exact body signed and sent; a response body is kept to 1 KB.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', oneOf('status', webhookDeliveryStatuses)),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Who gets a campaign's update e-mails (issue 23): a donor who ticked the box with a gift that succeeded. The
 * one-click unsubscribe link (RFC 8058) sets `unsubscribed_at`; ticking the box again with a new gift clears it.
 */
export const updateSubscriptions = pgTable(
  'update_subscriptions',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The language of the gift that subscribed (issue 26): a guest's update e-mails; an account's saved one wins.
    locale: text('locale'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('update_subscriptions_campaign_email_key').on(t.campaignId, sql`lower(${t.email})`)],
);

export const fundraiserStatuses = ['active', 'paused', 'closed'] as const;

/**
 * A team of supporters' pages for one campaign (issue 25): its captain made it; its totals are its pages', kept in
 * step in the transaction that moves each gift, as the campaign's are.
 */
export const fundraiserTeams = pgTable(
  'fundraiser_teams',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    captainId: integer('captain_id').references(() => users.id, { onDelete: 'set null' }),
    goal: cents('goal').notNull(),
    raisedAmount: cents('raised_amount').notNull().default(0),
    giftCount: integer('gift_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fundraiser_teams_campaign_slug_key').on(t.campaignId, t.slug),
    index('fundraiser_teams_leaderboard_idx').on(t.campaignId, t.raisedAmount.desc(), t.id),
    check('fundraiser_teams_goal_check', sql`"goal" >= 10000`),
    check('fundraiser_teams_raised_check', sql`"raised_amount" >= 0`),
    check('fundraiser_teams_gift_count_check', sql`"gift_count" >= 0`),
  ],
);

/**
 * A supporter's own fundraising page for a campaign (issue 25), at /campaigns/{campaignId}/fundraisers/{slug}.
 * `raisedAmount` and `giftCount` move with each succeeded or refunded gift given through it, in that gift's
 * transaction. A hidden page (an administrator's) answers 404 to the public. The e-mail about new gifts goes out at
 * most once an hour: `noticeThroughId` is the newest gift the last one told of.
 */
export const fundraisers = pgTable(
  'fundraisers',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => fundraiserTeams.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    story: text('story').notNull(),
    goal: cents('goal').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: fundraiserStatuses }).notNull().default('active'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    raisedAmount: cents('raised_amount').notNull().default(0),
    giftCount: integer('gift_count').notNull().default(0),
    lastNoticeAt: timestamp('last_notice_at', { withTimezone: true }),
    noticeThroughId: integer('notice_through_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fundraisers_campaign_slug_key').on(t.campaignId, t.slug),
    index('fundraisers_leaderboard_idx').on(t.campaignId, t.raisedAmount.desc(), t.id),
    index('fundraisers_user_idx').on(t.userId),
    index('fundraisers_team_idx').on(t.teamId),
    check('fundraisers_status_check', oneOf('status', fundraiserStatuses)),
    check('fundraisers_goal_check', sql`"goal" >= 10000`),
    check('fundraisers_raised_check', sql`"raised_amount" >= 0`),
    check('fundraisers_gift_count_check', sql`"gift_count" >= 0`),
  ],
);

/** A fundraiser's thank-you to one of their page's donors (issue 25): sent once, through us, never their address. */
export const fundraiserThanks = pgTable('fundraiser_thanks', {
  donationId: integer('donation_id')
    .primaryKey()
    .references(() => donations.id, { onDelete: 'cascade' }),
  fundraiserId: integer('fundraiser_id')
    .notNull()
    .references(() => fundraisers.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
