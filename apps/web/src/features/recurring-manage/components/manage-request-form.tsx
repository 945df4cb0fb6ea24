import { recurringManageMessages as m, recurringManageRequestSchema } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestManageLink } from '../api/recurring-manage';

const fields = ['email'] as const;

/** The address the gifts were given with; the answer reads the same for every address. */
export function ManageRequestForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useLingui();
  const text = useContractText();
  const form = useZodForm<typeof recurringManageRequestSchema, { email: string }>(recurringManageRequestSchema, {
    defaultValues: { email: '' },
  });
  const request = useRequestManageLink();
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      // Shown by the page as it is (no toast): in the page's language from here.
      onSuccess: (answer) => onSent(text(answer.message || m.requestSent)),
      onError: (error) => {
        applyFieldErrors(error, fields, form.setError);
        const fallback =
          isApiError(error) && error.status === 429 ? m.tooManyRequests : t`Please try again in a moment.`;
        toast({ variant: 'destructive', title: t`Request failed`, description: errorMessage(error, fallback) });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={t`Email`} error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t`you@example.com`}
          />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" busy={request.isPending} busyLabel={t`Sending link...`}>
        <Trans>Send me a link</Trans>
      </SubmitButton>
    </form>
  );
}
