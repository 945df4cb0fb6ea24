import { organizationInputSchema, organizationMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Plus, RotateCw } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useCreateOrganization, useOrganizations } from '@/features/campaign-admin/api/organizations';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

/** The campaign's organization: chosen from the list, or created here and selected at once (spec section 2). */
export function OrganizationField({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  const organizations = useOrganizations();
  const { errors } = form.formState;

  return (
    <FormSection title={t`Organization`} description={t`The charity or group that runs this campaign.`}>
      <FormField
        label={t`Organization`}
        error={errors.organizationId?.message}
        hint={organizations.isError ? t`Could not load the organizations.` : undefined}
      >
        {(control) => (
          <div className="flex gap-2">
            <div className="flex-1">
              <Controller
                control={form.control}
                name="organizationId"
                render={({ field }) => (
                  <NativeSelect
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    value={field.value === null ? '' : String(field.value)}
                    onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
                    onBlur={field.onBlur}
                    disabled={organizations.isPending}
                  >
                    <option value="">
                      {organizations.isPending ? t`Loading organizations…` : t`Select an organization`}
                    </option>
                    {organizations.data?.map((organization) => (
                      <option key={organization.id} value={organization.id}>
                        {organization.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            </div>
            {organizations.isError ? (
              <Button variant="outline" size="icon" onClick={() => void organizations.refetch()}>
                <RotateCw aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Load organizations again</Trans>
                </span>
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      <NewOrganization
        onCreated={(id) => form.setValue('organizationId', id, { shouldDirty: true, shouldValidate: true })}
      />
    </FormSection>
  );
}

/**
 * Inline creation. It is not a form of its own (forms cannot nest): Enter in the name field creates instead of
 * submitting the campaign form.
 */
function NewOrganization({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateOrganization({
    onSuccess: (organization) => {
      onCreated(organization.id);
      setName('');
      const organizationName = organization.name;
      toast({ title: t`Organization created`, description: t`${organizationName} is now selected.` });
    },
    onError: (failure) => {
      setError(isApiError(failure) ? (failure.fieldErrors?.name?.[0] ?? failure.serverMessage ?? null) : null);
      toast({
        variant: 'destructive',
        title: organizationMessages.createFailed,
        ...(errorMessage(failure, '') ? { description: errorMessage(failure, '') } : {}),
      });
    },
  });

  const submit = () => {
    if (create.isPending) return;
    const parsed = organizationInputSchema.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? organizationMessages.nameMin);
    setError(null);
    create.mutate({ name: parsed.data, description: '', contactEmail: null });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (name.trim()) submit();
  };

  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-border p-4">
      <Label htmlFor={`${id}-name`}>
        <Trans>Or create a new organization</Trans>
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Organization name`}
          maxLength={120}
          autoComplete="organization"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button variant="secondary" onClick={submit} disabled={!name.trim() || create.isPending} className="shrink-0">
          {create.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {create.isPending ? t`Creating...` : t`Create`}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {contractText(error)}
        </p>
      ) : null}
    </div>
  );
}
