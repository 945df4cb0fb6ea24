import {
  postUpdateInputSchema,
  updateEmailMessages,
  updateInputSchema,
  type CampaignUpdate,
} from '@causeway/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from '@/features/uploads';
import { cn } from '@/lib/cn';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useContractText } from '@/lib/i18n';
import { useCreateUpdate, useEditUpdate } from '../api/update-mutations';
import { useZodForm } from '@/lib/use-zod-form';

type UpdateFormValues = {
  title: string;
  content: string;
  imageUrl: string;
  isPublic: boolean;
  emailSubscribers: boolean;
};

const CONTENT_MAX = 2000;
const fields = ['title', 'content', 'imageUrl', 'isPublic', 'emailSubscribers'] as const;

type UpdateFormDialogProps = {
  campaignId: number;
  open: boolean;
  /** The update to edit; null posts a new one. */
  update: CampaignUpdate | null;
  onClose: () => void;
};

/** 'Post Update' and 'Edit Update' (spec sections 2 and 5): title, content, optional image, public or private. */
export function UpdateFormDialog({ campaignId, open, update, onClose }: UpdateFormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={update ? t`Edit Update` : t`Post Update`}
      description={
        update ? t`Change what supporters read in this update.` : t`Tell your supporters how the campaign is going.`
      }
      onDismiss={onClose}
      className="max-w-xl"
    >
      {/* Keyed so each opening starts from that update (or from an empty form). */}
      {open ? <UpdateForm key={update?.id ?? 'new'} campaignId={campaignId} update={update} onClose={onClose} /> : null}
    </Dialog>
  );
}

function UpdateForm({ campaignId, update, onClose }: Omit<UpdateFormDialogProps, 'open'>) {
  const { t } = useLingui();
  const contractText = useContractText();
  // Only a new update may be e-mailed: the edit body has no such field, so editing never sends again.
  const form = useZodForm<typeof postUpdateInputSchema, UpdateFormValues>(
    update ? (updateInputSchema as unknown as typeof postUpdateInputSchema) : postUpdateInputSchema,
    {
      defaultValues: {
        title: update?.title ?? '',
        content: update?.content ?? '',
        imageUrl: update?.imageUrl ?? '',
        isPublic: update?.isPublic ?? true,
        emailSubscribers: false,
      },
    },
  );
  const { errors } = form.formState;
  const contentLength = useWatch({ control: form.control, name: 'content' }).length;
  const isPublic = useWatch({ control: form.control, name: 'isPublic' });
  // A private update is never e-mailed: the box clears with the visibility instead of staying ticked but unusable.
  useEffect(() => {
    if (!isPublic) form.setValue('emailSubscribers', false);
  }, [isPublic, form]);
  const onError = (error: Error) => applyFieldErrors(error, fields, form.setError);
  const create = useCreateUpdate(campaignId, { onError });
  const edit = useEditUpdate(campaignId, { onError });
  const busy = create.isPending || edit.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    if (update) {
      const { emailSubscribers: _ignored, ...input } = values;
      edit.mutate({ id: update.id, input }, { onSuccess: onClose });
    } else {
      create.mutate(
        { ...values, emailSubscribers: values.isPublic && values.emailSubscribers },
        { onSuccess: onClose },
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t`Title`} error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField label={t`Content`} error={errors.content?.message}>
        {(control) => (
          <div className="grid gap-1">
            <Textarea {...control} {...form.register('content')} rows={6} />
            <p
              className={cn(
                'justify-self-end text-xs tabular-nums',
                contentLength > CONTENT_MAX ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              {contentLength}/{CONTENT_MAX}
              <span className="sr-only">
                {' '}
                <Trans>characters</Trans>
              </span>
            </p>
          </div>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t`Update image`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
        <FormCheckbox control={form.control} name="isPublic" className="mt-0.5" />
        <span className="grid gap-0.5">
          <span className="font-medium">
            <Trans>Public update</Trans>
          </span>
          <span className="text-muted-foreground">
            <Trans>Shown on the campaign page. Private updates are visible to administrators only.</Trans>
          </span>
        </span>
      </label>
      {update ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {update.emailedAt ? (
            <Plural
              value={update.emailRecipientCount ?? 0}
              one="E-mailed to # subscribed donor when it was posted. Saving changes does not e-mail it again."
              other="E-mailed to # subscribed donors when it was posted. Saving changes does not e-mail it again."
            />
          ) : (
            <Trans>Updates are e-mailed only when they are posted: saving changes does not e-mail this update.</Trans>
          )}
        </p>
      ) : (
        <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm has-[:disabled]:opacity-60">
          <FormCheckbox
            control={form.control}
            name="emailSubscribers"
            className="mt-0.5"
            disabled={!isPublic}
            aria-describedby="email-subscribers-hint"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{contractText(updateEmailMessages.sendCheckbox)}</span>
            <span id="email-subscribers-hint" className="text-muted-foreground">
              {isPublic
                ? t`Sent once, when you post it, to donors who asked for updates about this campaign. Editing it later does not send it again.`
                : t`Only a public update can be e-mailed.`}
            </span>
            {errors.emailSubscribers?.message ? (
              <span className="text-destructive">{contractText(errors.emailSubscribers.message)}</span>
            ) : null}
          </span>
        </label>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={busy} busyLabel={update ? t`Saving...` : t`Posting...`}>
          {update ? <Trans>Save Update</Trans> : <Trans>Post Update</Trans>}
        </SubmitButton>
      </div>
    </form>
  );
}
