import {
  currencySymbol,
  formatAmount,
  FUNDRAISER_GUIDE_MAX,
  fundraiserGoalBounds,
  fundraiserMessages,
  type FundraisingSettings,
  formatNumber,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useFundraisingSettings, useSaveFundraisingSettings } from '../api/fundraiser-admin';
import { settingsFormSchemaOf, settingsFormValues, type SettingsFormValues } from '../lib/settings-form';

/**
 * The campaign's peer-to-peer setting: loaded, then edited in a form that starts from what is saved. `currency` is
 * the campaign's: the suggested goal is typed and bounded in it (issue 26); US dollars when absent.
 */
export function FundraisingSettingsForm({ campaignId, currency = 'usd' }: { campaignId: number; currency?: string }) {
  const { t } = useLingui();
  const settings = useFundraisingSettings(campaignId);
  if (settings.isPending) {
    return (
      <div role="status" aria-label={t`Loading fundraising settings`} className="grid gap-3">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={t`Could not load the fundraising settings`}
        description={errorMessage(settings.error, t`Please try again.`)}
        action={
          <Button variant="outline" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            <RotateCw className={settings.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <SettingsForm campaignId={campaignId} saved={settings.data} currency={currency} />;
}

const fields = ['enabled', 'suggestedGoal', 'guide'] as const;

type SettingsFormProps = { campaignId: number; saved: FundraisingSettings; currency: string };

function SettingsForm({ campaignId, saved, currency }: SettingsFormProps) {
  const { t } = useLingui();
  const m = useContractLabels(fundraiserMessages);
  const contractText = useContractText();
  const enabledId = useId();
  const save = useSaveFundraisingSettings(campaignId);
  const schema = useMemo(() => settingsFormSchemaOf(currency), [currency]);
  const form = useZodForm<typeof schema, SettingsFormValues>(schema, {
    defaultValues: settingsFormValues(saved, currency),
  });
  const guideLength = (useWatch({ control: form.control, name: 'guide' }) ?? '').length;
  const { errors } = form.formState;
  const currencyCode = currency.toUpperCase();
  const minimumGoal = formatAmount(fundraiserGoalBounds(currency).min, currency);
  const typed = formatNumber(guideLength);
  const max = formatNumber(FUNDRAISER_GUIDE_MAX);

  const onSubmit = form.handleSubmit((settings) => {
    if (save.isPending) return;
    save.mutate(settings, {
      // What the server kept (the guide trimmed) is what the form shows from now on.
      onSuccess: (kept) => form.reset(settingsFormValues(kept, currency)),
      onError: (failure) => {
        applyFieldErrors(failure, fields, form.setError);
        if (!isApiError(failure) || !failure.fieldErrors) {
          form.setError('root', { message: errorMessage(failure, t`Please try again.`) });
        }
      },
    });
  });

  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${enabledId}-title`} className="grid gap-4">
          <div className="grid gap-1">
            <h3 id={`${enabledId}-title`} className="font-semibold">
              <Trans>Peer-to-peer fundraising</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Supporters make a page of their own for this campaign, alone or in a team, and ask friends to give
                through it. Every gift counts for the campaign.
              </Trans>
            </p>
          </div>
          {errors.root?.message ? (
            <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
              {contractText(errors.root.message)}
            </p>
          ) : null}
          <div className="flex items-start gap-3">
            <FormCheckbox control={form.control} name="enabled" id={enabledId} className="mt-0.5" />
            <div className="grid gap-0.5">
              <Label htmlFor={enabledId}>{m.allowLabel}</Label>
              <p className="text-xs text-muted-foreground">
                <Trans>Turning it off keeps the existing pages and their totals; no new pages can be made.</Trans>
              </p>
            </div>
          </div>
          <FormField
            label={t`Suggested personal goal (${currencyCode}, optional)`}
            error={errors.suggestedGoal?.message}
            hint={t`Offered in the form a supporter fills in. At least ${minimumGoal}.`}
          >
            {(control) => (
              <MoneyInput
                {...control}
                symbol={currencySymbol(currency)}
                {...form.register('suggestedGoal')}
                inputMode="decimal"
                autoComplete="off"
                className="max-w-48"
              />
            )}
          </FormField>
          <FormField
            label={t`Guide for fundraisers (optional)`}
            error={errors.guide?.message}
            hint={t`Tips shown beside the form, as plain text. ${typed} of ${max} characters.`}
          >
            {(control) => <Textarea {...control} {...form.register('guide')} rows={5} />}
          </FormField>
          <div className="flex justify-end">
            <SubmitButton busy={save.isPending} busyLabel={t`Saving…`}>
              <Trans>Save settings</Trans>
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
