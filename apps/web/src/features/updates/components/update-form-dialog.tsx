import { updateInputSchema, type CampaignUpdate } from '@causeway/contracts';
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
import { useCreateUpdate, useEditUpdate } from '../api/update-mutations';
import { useZodForm } from '@/lib/use-zod-form';

type UpdateFormValues = { title: string; content: string; imageUrl: string; isPublic: boolean };

const CONTENT_MAX = 2000;
const fields = ['title', 'content', 'imageUrl', 'isPublic'] as const;

type UpdateFormDialogProps = {
  campaignId: number;
  open: boolean;
  /** The update to edit; null posts a new one. */
  update: CampaignUpdate | null;
  onClose: () => void;
};

/** 'Post Update' and 'Edit Update' (spec sections 2 and 5): title, content, optional image, public or private. */
export function UpdateFormDialog({ campaignId, open, update, onClose }: UpdateFormDialogProps) {
  return (
    <Dialog
      open={open}
      title={update ? 'Edit Update' : 'Post Update'}
      description={
        update ? 'Change what supporters read in this update.' : 'Tell your supporters how the campaign is going.'
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
  const form = useZodForm<typeof updateInputSchema, UpdateFormValues>(updateInputSchema, {
    defaultValues: {
      title: update?.title ?? '',
      content: update?.content ?? '',
      imageUrl: update?.imageUrl ?? '',
      isPublic: update?.isPublic ?? true,
    },
  });
  const { errors } = form.formState;
  const contentLength = useWatch({ control: form.control, name: 'content' }).length;
  const onError = (error: Error) => applyFieldErrors(error, fields, form.setError);
  const create = useCreateUpdate(campaignId, { onError });
  const edit = useEditUpdate(campaignId, { onError });
  const busy = create.isPending || edit.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    if (update) edit.mutate({ id: update.id, input: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField label="Content" error={errors.content?.message}>
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
              <span className="sr-only"> characters</span>
            </p>
          </div>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Update image"
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
          <span className="font-medium">Public update</span>
          <span className="text-muted-foreground">
            Shown on the campaign page. Private updates are visible to administrators only.
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel={update ? 'Saving...' : 'Posting...'}>
          {update ? 'Save Update' : 'Post Update'}
        </SubmitButton>
      </div>
    </form>
  );
}
