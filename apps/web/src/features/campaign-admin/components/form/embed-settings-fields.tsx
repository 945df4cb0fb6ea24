import { campaignFormDefaults as d, IMPACT_PLACEHOLDERS } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ColorField } from './color-field';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

/**
 * The donation widget's look (spec section 2, embed settings), under `#embed` so 'Get Embed Code' in the list
 * lands here. Every field is optional; an empty one lets the widget use its own default.
 */
export function EmbedSettingsFields({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const amountToken = IMPACT_PLACEHOLDERS.amount;
  const peopleToken = IMPACT_PLACEHOLDERS.people;
  return (
    <FormSection
      id="embed"
      title={t`Embed settings`}
      description={t`How this campaign's donation widget looks when embedded on another website.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorField form={form} name="embedPrimaryColor" label={t`Primary colour`} fallback={d.embedPrimaryColor} />
        <ColorField form={form} name="embedTextColor" label={t`Text colour`} fallback={d.embedTextColor} />
        <ColorField form={form} name="embedAccentColor" label={t`Accent colour`} fallback={d.embedAccentColor} />
        <ColorField
          form={form}
          name="embedBackgroundColor"
          label={t`Background colour`}
          fallback={d.embedBackgroundColor}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t`Button text`} error={errors.embedButtonText?.message}>
          {(control) => (
            <Input {...control} {...form.register('embedButtonText')} maxLength={30} placeholder={d.embedButtonText} />
          )}
        </FormField>
        <FormField
          label={t`Preset amounts`}
          error={errors.embedPresetAmounts?.message}
          hint={t`Whole dollar amounts, comma-separated (up to 6), e.g. 10,20,40,100.`}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('embedPresetAmounts')}
              inputMode="numeric"
              placeholder={d.embedPresetAmounts}
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t`Impact text`}
        error={errors.embedImpactText?.message}
        hint={
          <Trans>
            Use <code className="rounded bg-muted px-1 font-mono">{amountToken}</code> for the donation amount and{' '}
            <code className="rounded bg-muted px-1 font-mono">{peopleToken}</code> for the number of people it helps
            ($35 per person).
          </Trans>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('embedImpactText')}
            rows={2}
            className="min-h-16"
            maxLength={300}
            placeholder={t`Your ${amountToken} gives clean water to ${peopleToken} people.`}
          />
        )}
      </FormField>
    </FormSection>
  );
}
