import {
  currencySymbol,
  formatAmount,
  fundraiserGoalBounds,
  FUNDRAISER_STORY_MAX,
  FUNDRAISER_TITLE_MAX,
  fundraiserMessages as m,
  type FundraiserInput,
  type OwnFundraiser,
  formatNumber,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isContractMessage } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import {
  fundraiserFormSchemaOf,
  serverFieldNames,
  type FundraiserFormSchema,
  type FundraiserFormValues,
} from '../lib/fundraiser-form';
import { FundraiserPhotoField } from './fundraiser-form-photo';
import { FundraiserTeamFields } from './fundraiser-form-team';

type FundraiserFormProps = {
  campaignId: number;
  /** The campaign's currency: the goals are typed, bounded and sent in it (issue 26); US dollars when absent. */
  currency?: string;
  defaultValues: FundraiserFormValues;
  /** The create or the edit request; its answer is the saved page. */
  save: { isPending: boolean; mutateAsync: (body: FundraiserInput) => Promise<OwnFundraiser> };
  submitLabel: string;
  busyLabel: string;
  /** What went wrong when the server gave no message of its own. */
  failedTitle: string;
  onSaved: (page: OwnFundraiser) => void;
  onCancel: () => void;
};

/**
 * The fundraising page's form (issue 25), for making one and for editing it: title, story (plain text, its line
 * breaks kept), goal in dollars, an optional photo, and the team. The contract's rules check each field as the
 * server will; a 400 puts the server's messages under the fields it names, anything else is told in a toast.
 */
export function FundraiserForm({
  campaignId,
  currency = 'usd',
  defaultValues,
  save,
  submitLabel,
  busyLabel,
  failedTitle,
  onSaved,
  onCancel,
}: FundraiserFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => fundraiserFormSchemaOf(currency), [currency]);
  const form = useZodForm<FundraiserFormSchema, FundraiserFormValues>(schema, { defaultValues });
  const { errors } = form.formState;
  const [uploading, setUploading] = useState(false);
  const story = useWatch({ control: form.control, name: 'story' }) ?? '';
  const storyLeft = FUNDRAISER_STORY_MAX - story.length;

  const onSubmit = form.handleSubmit(async (body) => {
    if (save.isPending || uploading) return;
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      let named = false;
      if (isApiError(error) && error.fieldErrors) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const field = serverFieldNames[key];
          if (field && messages[0]) {
            form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !named });
            named = true;
          }
        }
      }
      // The team picked was hidden or removed since the list was read: the picker says so.
      if (!named && isApiError(error) && isContractMessage(i18n, error.serverMessage, m.teamNotFound)) {
        form.setError('team', { type: 'server', message: m.teamNotFound }, { shouldFocus: true });
        named = true;
      }
      if (!named) {
        toast({ variant: 'destructive', title: failedTitle, description: errorMessage(error, t`Please try again.`) });
      }
    }
  });

  const typed = formatNumber(story.length);
  const max = formatNumber(FUNDRAISER_STORY_MAX);
  const currencyCode = currency.toUpperCase();
  const minimum = formatAmount(fundraiserGoalBounds(currency).min, currency);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormField
        label={t`Title`}
        error={errors.title?.message}
        hint={t`Short and personal, e.g. “Ada’s 10k for clean water”.`}
      >
        {(control) => (
          <Input {...control} {...form.register('title')} maxLength={FUNDRAISER_TITLE_MAX} autoComplete="off" />
        )}
      </FormField>

      <FormField
        label={t`Your story`}
        error={errors.story?.message}
        hint={t`Why this cause matters to you. Plain text: line breaks are kept.`}
      >
        {(control) => (
          <div className="grid gap-1">
            <Textarea
              {...control}
              {...form.register('story')}
              rows={8}
              maxLength={FUNDRAISER_STORY_MAX}
              aria-describedby={cn(control['aria-describedby'], `${control.id}-count`)}
            />
            <p
              id={`${control.id}-count`}
              className={cn(
                'text-end text-xs tabular-nums',
                storyLeft < 100 ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {t`${typed} / ${max} characters`}
            </p>
          </div>
        )}
      </FormField>

      <FormField
        label={t`Your goal (${currencyCode})`}
        error={errors.goal?.message}
        hint={t`At least ${minimum}. You can change it later.`}
      >
        {(control) => (
          <MoneyInput
            {...control}
            symbol={currencySymbol(currency)}
            {...form.register('goal')}
            inputMode="decimal"
            autoComplete="off"
            className="h-11 max-w-56 text-base font-semibold"
          />
        )}
      </FormField>

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <FundraiserPhotoField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onBusyChange={setUploading}
          />
        )}
      />

      <FundraiserTeamFields form={form} campaignId={campaignId} currency={currency} />

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={save.isPending || form.formState.isSubmitting} busyLabel={busyLabel} disabled={uploading}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
