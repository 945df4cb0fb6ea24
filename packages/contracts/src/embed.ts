/**
 * The donation widget and its embed codes (public spec section 2 'Embeddable widget', admin spec sections 2, 4, 8
 * and 9). Zod-free: the widget bundle imports these and must stay within its 20 KB budget.
 */
import { currencyBounds, currencyOf, currencyRules, toMajorUnits, toMinorUnits, type CurrencyCode } from './currencies';
import { formatAmount } from './format';
import type { PublicMatch } from './matches';
import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/** The widget's own fallbacks (spec section 9); they differ from the campaign form's defaults on purpose. */
export const widgetFallbacks = {
  primaryColor: '#8B5CF6',
  textColor: '#1F2937',
  backgroundColor: '#FFFFFF',
  accentColor: '#F97316',
  presetAmounts: [5, 15, 30, 50],
  buttonTextOnce: 'Donate Now',
  buttonTextMonthly: 'Donate Monthly',
  /** Shown when the campaign has no impact text of its own. */
  impactText: 'Your gift of {amount} can help {people} people.',
} as const;

/**
 * The embed settings a campaign keeps (its columns, the admin form's fields) and the widget's name for each: the
 * one list the server, the admin form, the embed code panel and the widget read.
 */
export const embedSettingNames = {
  embedPrimaryColor: 'primaryColor',
  embedTextColor: 'textColor',
  embedAccentColor: 'accentColor',
  embedBackgroundColor: 'backgroundColor',
  embedButtonText: 'buttonText',
  embedPresetAmounts: 'presetAmounts',
  embedImpactText: 'impactText',
} as const;
export type EmbedSettingKey = keyof typeof embedSettingNames;
/** The settings' keys, in the admin form's order. */
export const embedSettingKeys = Object.keys(embedSettingNames) as EmbedSettingKey[];
type EmbedSettingValues = Record<EmbedSettingKey, string | null>;

/** Every embed setting of `source`, null where it has none (a saved form replaces them all: one left out goes back to the widget's fallback). */
export function pickEmbedSettings(
  source: Partial<Record<EmbedSettingKey, string | null | undefined>>,
): EmbedSettingValues {
  return Object.fromEntries(embedSettingKeys.map((key) => [key, source[key] ?? null])) as EmbedSettingValues;
}

/** The same settings under the widget's names (its boot data, the code panel's live preview). */
export function toWidgetSettings(settings: EmbedSettingValues): WidgetPreviewSettings {
  return Object.fromEntries(
    embedSettingKeys.map((key) => [embedSettingNames[key], settings[key]]),
  ) as WidgetPreviewSettings;
}

/** Impact text: 35 dollars help one person; the text shows the sample amount until the donor picks one. */
export const IMPACT_DOLLARS_PER_PERSON = 35;
export const IMPACT_SAMPLE_AMOUNT = 25;
export const IMPACT_PLACEHOLDERS = { amount: '{amount}', people: '{people}' } as const;
export const WIDGET_MIN_AMOUNT = 1;
export const widgetFrequencies = ['once', 'monthly'] as const;
export type WidgetFrequency = (typeof widgetFrequencies)[number];

/** The spec's plain iframe (section 9): 100% wide, 450 tall. */
export const EMBED_FRAME = { width: '100%', height: 450 } as const;
/** The message the widget posts to its host page so the embed script can size the frame to the content. */
export const WIDGET_RESIZE_MESSAGE = 'causeway:widget-height';
/** The message the embed code panel (same origin only) sends its preview: unsaved settings to show live. */
export const WIDGET_PREVIEW_MESSAGE = 'causeway:widget-preview';
export type WidgetPreviewSettings = Pick<
  WidgetCampaign,
  'primaryColor' | 'textColor' | 'accentColor' | 'backgroundColor' | 'buttonText' | 'presetAmounts' | 'impactText'
>;

export const widgetMessages = {
  offlineTitle: 'Campaign Currently Offline',
  offline: 'This campaign has been paused by the administrator. Please check back later.',
  /** The offline card of a campaign that ended (its end date passed, or an administrator completed it). */
  ended: 'This campaign has ended and is no longer accepting donations.',
  unavailableTitle: 'Campaign Not Available',
  loadFailed: 'Failed to load campaign',
  couldNotLoad: 'Could not load campaign',
  noId: 'No campaign ID provided',
  notFound: 'This campaign could not be found',
  giveOnce: 'GIVE ONCE',
  monthly: 'MONTHLY',
  otherAmount: 'Other amount',
  secure: 'Secure payment: you complete your gift on our encrypted donation page.',
  amountMin: 'Please choose or enter an amount of at least $1',
  loading: 'Loading campaign…',
  howOften: 'How often',
  amount: 'Amount',
  /** '$1,250 raised of $5,000', the raised figure in bold. */
  raisedOfGoal: '{raised} raised of {goal}',
  progressLabel: 'Raised towards the goal',
  pageTitle: 'Donate',
} as const;

/**
 * `lang` of the widget page's address: the language the embed code asks for (`data-lang`) or the host page's
 * `<html lang>`, which /embed.js passes on (issue 26).
 */
export const WIDGET_LANG_PARAM = 'lang';

/**
 * The widget's words (issue 26): the server puts their translations in the widget page, so it needs no catalogue
 * of its own. The messages with values are their templates.
 */
export const widgetTexts: readonly string[] = [
  ...Object.values(widgetMessages),
  widgetFallbacks.buttonTextOnce,
  widgetFallbacks.buttonTextMonthly,
  widgetFallbacks.impactText,
  'Please choose or enter an amount of at least {amount}',
  "Supporting {name}'s page",
  'Your {amount} becomes {matched}, thanks to {sponsor}',
];

export const embedMessages = {
  onlyActive: 'Only active campaigns can generate embed codes. Please activate this campaign first.',
  onlyActiveTitle: 'Cannot Generate Embed Code',
  notGenerated: 'No embed code has been generated for this campaign yet',
  generateFailed: 'Failed to generate embed code',
  copyFailedTitle: 'Copy failed',
  copyFailed: 'Please copy the code manually',
  copied: 'Copied!',
} as const;

/** The people a gift helps, at 35 dollars each; at least one for any gift. */
export function peopleHelped(amountDollars: number): number {
  return Math.max(1, Math.floor(amountDollars / IMPACT_DOLLARS_PER_PERSON));
}

/** A whole amount of the major unit as the widget says it: '$25' (as typed), '€25', '¥500' (issue 26). */
export function widgetAmountText(amount: number, currency?: string): string {
  const code = currencyOf(currency);
  return formatAmount(toMinorUnits(amount, code), code);
}

/** The smallest amount the widget takes, whole major units: $1, or the campaign currency's minimum gift. */
export function widgetMinAmount(currency?: string): number {
  const code = currencyOf(currency);
  return code === 'usd' ? WIDGET_MIN_AMOUNT : Math.ceil(toMajorUnits(currencyBounds(code).minDonation, code));
}

/** The widget's 'at least' message in the campaign's currency; US dollars say widgetMessages.amountMin. */
export function widgetAmountMinMessage(currency?: string): string {
  return fill('Please choose or enter an amount of at least {amount}', {
    amount: widgetAmountText(widgetMinAmount(currency), currency),
  });
}

/** Fills the impact template's placeholders (every occurrence) for a gift in whole units of the currency. */
export function fillImpactText(template: string, amountDollars: number, currency?: string): string {
  // Counted in the dollars the amount stands for: ¥7,000 (scale 100) helps two, as $70 does.
  const people = peopleHelped(amountDollars / currencyRules[currencyOf(currency)].scale);
  return (
    template
      // "${amount}" typed by an administrator must not show "$$25".
      .split(`$${IMPACT_PLACEHOLDERS.amount}`)
      .join(IMPACT_PLACEHOLDERS.amount)
      .split(`${IMPACT_PLACEHOLDERS.people} people`)
      .join(people === 1 ? '1 person' : `${people} people`)
      .split(IMPACT_PLACEHOLDERS.amount)
      .join(widgetAmountText(amountDollars, currency))
      .split(IMPACT_PLACEHOLDERS.people)
      .join(String(people))
  );
}

/**
 * A campaign's preset list ("10,20,40,100", whole units of its currency), or the widget's fallback when unset or
 * unreadable (the fallback scaled to the currency: ¥500, ¥1,500…).
 */
export function parsePresetAmounts(value: string | null | undefined, currency?: string): number[] {
  const min = widgetMinAmount(currency);
  const list = (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n >= min);
  const { scale } = currencyRules[currencyOf(currency)];
  return list.length > 0 ? list : widgetFallbacks.presetAmounts.map((n) => n * scale);
}

/**
 * The donation page a widget gift continues on (spec: amount in whole dollars, type once or monthly), with the
 * origin of the page the widget is on as `host` when known: the gift's source (issue 24, item 6).
 */
export function widgetDonateUrl(
  campaignId: number,
  amountDollars: number,
  type: WidgetFrequency,
  hostOrigin?: string | null,
  fundraiserSlug?: string | null,
): string {
  const host = hostOrigin ? `&host=${encodeURIComponent(hostOrigin)}` : '';
  // A gift through a supporter's page (issue 25): the donation page reads `fundraiser` as fundraiserDonatePath's.
  const page = fundraiserSlug ? `&fundraiser=${encodeURIComponent(fundraiserSlug)}` : '';
  return `/donate/${campaignId}?amount=${amountDollars}&type=${type}${host}${page}`;
}

/**
 * The query parameter of /embed/{id} and of the widget's data that names a supporter's page (issue 25): the widget
 * then gives through that page. The host page sets it on the iframe's src, or as data-causeway-fundraiser on the
 * script snippet's placeholder (embed-script.ts).
 */
export const WIDGET_FUNDRAISER_PARAM = 'fundraiser';
/** The slug form fundraiserSlugBase makes (with its -2, -3… suffix); anything else names no page. */
export const WIDGET_FUNDRAISER_SLUG = /^[a-z0-9-]{1,70}$/;

/** The supporter's page a widget gives through: visible and taking gifts, of the widget's campaign. */
export interface WidgetFundraiser {
  slug: string;
  /** The owner's public name, "Ada L." (fundraiserPublicName). */
  name: string;
  title: string;
}

/** "Supporting Ada L.'s page", above the widget's amounts. */
export const widgetSupportingText = (name: string) => fill("Supporting {name}'s page", { name });

/** What the widget needs of a campaign; the server inlines it in the widget page (no API round trip). */
export interface WidgetCampaign {
  id: number;
  title: string;
  status: string;
  /** Computed by the server, as on every campaign answer: active, and not past its end date. */
  acceptingDonations: boolean;
  /** The campaign's currency (issue 26): every amount here is in its minor unit; absent means US dollars. */
  currency?: CurrencyCode;
  /** Cents. */
  goal: number;
  /** Cents. */
  currentAmount: number;
  featuredImageUrl: string | null;
  primaryColor: string | null;
  textColor: string | null;
  accentColor: string | null;
  backgroundColor: string | null;
  buttonText: string | null;
  presetAmounts: string | null;
  impactText: string | null;
  /** The campaign's live match with part of its cap left (issue 24), else null. */
  match: PublicMatch | null;
  /** Cents matched by sponsors, apart from currentAmount. */
  matchedAmount: number;
}

/**
 * The widget page's inlined state: a campaign (with the supporter's page it gives through, when the page asked for
 * one that takes gifts), or why there is none.
 */
export type WidgetBootData = { campaign: WidgetCampaign; fundraiser?: WidgetFundraiser } | { error: string };

/** The embed codes (admin) and the widget's data (public): where they live (operation.ts). */
export const embedEndpoints = {
  code: { method: 'GET', path: '/api/campaigns/:id/embed' },
  generate: { method: 'POST', path: '/api/campaigns/:id/embed' },
  page: { method: 'GET', path: '/embed/:id' },
  script: { method: 'GET', path: '/embed.js' },
  widget: { method: 'GET', path: '/api/campaigns/:id/widget' },
} as const satisfies Record<string, Endpoint>;
