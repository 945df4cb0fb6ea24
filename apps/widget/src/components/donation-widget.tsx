import { useId, useState, type FormEvent } from 'react';
import {
  fillImpactText,
  imageSrcSet,
  IMPACT_SAMPLE_AMOUNT,
  matchNotice,
  parsePresetAmounts,
  currencyOf,
  currencyRules,
  currencySymbol,
  toMinorUnits,
  widgetAmountMinMessage,
  widgetAmountText,
  widgetDonateUrl,
  widgetMinAmount,
  widgetFallbacks as fallback,
  widgetMessages as m,
  widgetSupportingText,
  type WidgetCampaign,
  type WidgetFundraiser,
  type WidgetFrequency,
} from '@causeway/contracts';
import { hostPageOrigin } from '../lib/host-origin';
import { ChoiceGroup } from './choice-group';
import { ProgressBar } from './progress-bar';
import { say } from '../lib/words';

const frequencies = [
  { value: 'once' as const, label: say(m.giveOnce) },
  { value: 'monthly' as const, label: say(m.monthly) },
];

/** Amounts are whole units of the campaign's currency, as in the donation page's URL (DECISIONS.md, Data and units). */
const wholeDollars = (text: string) => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN);

type DonationWidgetProps = {
  campaign: WidgetCampaign;
  /** The supporter's page the gift goes through (issue 25): named above the amounts, and on the donation page. */
  fundraiser?: WidgetFundraiser | undefined;
};

/**
 * The live widget (public spec section 2): the donor picks once or monthly and an amount, and continues on the
 * donation page in a new window. The button acts only for an amount of at least $1 (the currency's minimum gift).
 */
export function DonationWidget({ campaign, fundraiser }: DonationWidgetProps) {
  const { currency } = campaign;
  const presets = parsePresetAmounts(campaign.presetAmounts, currency);
  const minAmount = widgetMinAmount(currency);
  // The impact line's example gift before one is chosen: $25, scaled to the currency (¥2,500).
  const sample = IMPACT_SAMPLE_AMOUNT * currencyRules[currencyOf(currency)].scale;
  const [frequency, setFrequency] = useState<WidgetFrequency>('once');
  const [preset, setPreset] = useState<number | null>(null);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const ids = useId();

  const amount = preset ?? wholeDollars(other);
  const valid = amount >= minAmount;
  // The campaign's own words are shown as its administrator wrote them; the fallbacks are in the page's language.
  const buttonText =
    campaign.buttonText || say(frequency === 'monthly' ? fallback.buttonTextMonthly : fallback.buttonTextOnce);
  const impact = fillImpactText(campaign.impactText || say(fallback.impactText), valid ? amount : sample, currency);
  // The live match (issue 24): "Your $25 becomes $50, thanks to Acme", for the amount chosen (minor units on the wire).
  const matchedEnglish = matchNotice(
    toMinorUnits(valid ? amount : sample, currency ?? 'usd'),
    campaign.match,
    currency,
  );
  const matched = matchedEnglish && say(matchedEnglish);
  // Only images of this site: the widget makes no request to any third party.
  const image = campaign.featuredImageUrl?.startsWith('/') ? campaign.featuredImageUrl : null;

  const donate = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    const url = widgetDonateUrl(campaign.id, amount, frequency, hostPageOrigin(), fundraiser?.slug);
    window.open(url, '_blank', 'noopener');
  };

  return (
    <form className="live" onSubmit={donate} noValidate aria-labelledby={`${ids}t`}>
      {image ? <HeroImage src={image} /> : null}
      <h1 id={`${ids}t`} className="title">
        {campaign.title}
      </h1>
      {fundraiser ? (
        <p className="supporting" data-testid="supporting">
          {say(widgetSupportingText(fundraiser.name))}
        </p>
      ) : null}
      <ProgressBar raised={campaign.currentAmount} goal={campaign.goal} currency={currency} />
      <ChoiceGroup
        legend={say(m.howOften)}
        name="frequency"
        className="frequency"
        choices={frequencies}
        value={frequency}
        onChange={setFrequency}
      />
      <ChoiceGroup
        legend={say(m.amount)}
        name="amount"
        className="amounts"
        choices={presets.map((value) => ({ value, label: widgetAmountText(value, currency) }))}
        value={preset}
        onChange={(value) => {
          setPreset(value);
          setOther('');
        }}
      />
      <label className="other">
        <span aria-hidden="true">{currencySymbol(currency)}</span>
        <input
          type="number"
          inputMode="numeric"
          min={minAmount}
          step={1}
          placeholder={say(m.otherAmount)}
          aria-label={say(m.otherAmount)}
          aria-invalid={tried && !valid}
          aria-describedby={tried && !valid ? `${ids}e` : undefined}
          value={other}
          onChange={(event) => {
            setOther(event.currentTarget.value);
            setPreset(null);
          }}
        />
      </label>
      <p className="impact" aria-live="polite">
        {impact}
      </p>
      {matched ? (
        <p className="match" data-testid="match-notice">
          {matched}
        </p>
      ) : null}
      {tried && !valid ? (
        <p id={`${ids}e`} className="error" role="alert">
          {say(currency && currency !== 'usd' ? widgetAmountMinMessage(currency) : m.amountMin)}
        </p>
      ) : null}
      {/* Never disabled: a press without an amount explains itself (the alert above) instead of doing nothing. */}
      <button type="submit" className="donate">
        {buttonText}
      </button>
      <p className="secure">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z" />
        </svg>
        {say(m.secure)}
      </p>
    </form>
  );
}

/** The campaign picture across the frame (the frame is the viewport): AVIF or WebP variants when it has them. */
function HeroImage({ src }: { src: string }) {
  const avif = imageSrcSet(src, 'avif');
  const webp = imageSrcSet(src, 'webp');
  // The stylesheet gives it a 16:7 box before it loads.
  const img = <img className="hero" src={src} alt="" />;
  if (!avif || !webp) return img;
  return (
    <picture className="hero-picture">
      <source type="image/avif" srcSet={avif} sizes="100vw" />
      <source type="image/webp" srcSet={webp} sizes="100vw" />
      {img}
    </picture>
  );
}
