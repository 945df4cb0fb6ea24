import {
  webhookEndpointInputSchema,
  webhookEventLabels,
  webhookEventTypes,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveWebhookEndpoint } from '../api/webhooks-api';

type EndpointFormValues = {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
};
const fields = ['url', 'description', 'events', 'enabled'] as const;

type EndpointFormDialogProps = {
  open: boolean;
  /** The endpoint to edit; null adds a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
};

/** Add or edit an endpoint: its URL, a description, the events it receives, and whether it is on. */
export function EndpointFormDialog({ open, endpoint, onClose }: EndpointFormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={endpoint ? t`Edit endpoint` : t`Add endpoint`}
      description={t`Causeway POSTs a signed JSON body to this URL for each event you choose.`}
      onDismiss={onClose}
      className="max-w-xl"
    >
      {open ? <EndpointForm key={endpoint?.id ?? 'new'} endpoint={endpoint} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EndpointForm({ endpoint, onClose }: Omit<EndpointFormDialogProps, 'open'>) {
  const { t } = useLingui();
  const eventLabels = useContractLabels(webhookEventLabels);
  const contractText = useContractText();
  const form = useZodForm<typeof webhookEndpointInputSchema, EndpointFormValues>(webhookEndpointInputSchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['donation.succeeded'],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const save = useSaveWebhookEndpoint({
    onSuccess: () => {
      toast({ title: endpoint ? t`Endpoint saved` : t`Endpoint added` });
      onClose();
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      // A refused URL is said under the field; a toast over the dialog's buttons would only repeat it.
      if (isApiError(error) && error.fieldErrors) return;
      toast({
        variant: 'destructive',
        title: t`The endpoint could not be saved`,
        description: errorMessage(error, t`Please check your connection and try again.`),
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(endpoint ? { id: endpoint.id, patch: values } : { id: null, body: values });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t`Endpoint URL`}
        error={errors.url?.message}
        hint={t`An https:// address on the public internet.`}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('url')}
            type="url"
            inputMode="url"
            placeholder="https://example.org/causeway-webhooks"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label={t`Description (optional)`} error={errors.description?.message}>
        {(control) => (
          <Input {...control} {...form.register('description')} maxLength={200} placeholder={t`CRM sync`} />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <fieldset className="grid gap-2" aria-describedby={fieldState.error ? 'webhook-events-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">
              <Trans>Events</Trans>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {webhookEventTypes.map((type) => {
                const checked = field.value.includes(type);
                return (
                  <label
                    key={type}
                    className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring"
                  >
                    <Checkbox
                      className="mt-0.5"
                      checked={checked}
                      onBlur={field.onBlur}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true ? [...field.value, type] : field.value.filter((other) => other !== type),
                        )
                      }
                    />
                    <span className="grid gap-0.5">
                      <code className="font-mono text-xs font-semibold">{type}</code>
                      <span className="text-muted-foreground">{eventLabels[type]}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            {fieldState.error ? (
              <p id="webhook-events-error" role="alert" className="text-sm font-medium text-destructive">
                {contractText(fieldState.error.message ?? '')}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
        <FormCheckbox control={form.control} name="enabled" className="mt-0.5" />
        <span className="grid gap-0.5">
          <span className="font-medium">
            <Trans>Enabled</Trans>
          </span>
          <span className="text-muted-foreground">
            <Trans>A disabled endpoint receives no new events.</Trans>
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={save.isPending} busyLabel={t`Saving...`}>
          {endpoint ? t`Save endpoint` : t`Add endpoint`}
        </SubmitButton>
      </div>
    </form>
  );
}
