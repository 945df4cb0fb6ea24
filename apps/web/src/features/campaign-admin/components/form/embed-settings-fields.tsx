import { campaignFormDefaults as d, IMPACT_PLACEHOLDERS } from '@causeway/contracts';
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
  const { errors } = form.formState;
  return (
    <FormSection
      id="embed"
      title="Embed settings"
      description="How this campaign's donation widget looks when embedded on another website."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorField form={form} name="embedPrimaryColor" label="Primary colour" fallback={d.embedPrimaryColor} />
        <ColorField form={form} name="embedTextColor" label="Text colour" fallback={d.embedTextColor} />
        <ColorField form={form} name="embedAccentColor" label="Accent colour" fallback={d.embedAccentColor} />
        <ColorField
          form={form}
          name="embedBackgroundColor"
          label="Background colour"
          fallback={d.embedBackgroundColor}
        />
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Button text" error={errors.embedButtonText?.message}>
          {(control) => (
            <Input {...control} {...form.register('embedButtonText')} maxLength={30} placeholder={d.embedButtonText} />
          )}
        </FormField>
        <FormField
          label="Preset amounts"
          error={errors.embedPresetAmounts?.message}
          hint="Whole dollar amounts, comma-separated (up to 6), e.g. 10,20,40,100."
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
        label="Impact text"
        error={errors.embedImpactText?.message}
        hint={
          <>
            Use <code className="rounded bg-muted px-1 font-mono">{IMPACT_PLACEHOLDERS.amount}</code> for the donation
            amount and <code className="rounded bg-muted px-1 font-mono">{IMPACT_PLACEHOLDERS.people}</code> for the
            number of people it helps ($35 per person).
          </>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('embedImpactText')}
            rows={2}
            className="min-h-16"
            maxLength={300}
            placeholder={`Your ${IMPACT_PLACEHOLDERS.amount} gives clean water to ${IMPACT_PLACEHOLDERS.people} people.`}
          />
        )}
      </FormField>
    </FormSection>
  );
}
