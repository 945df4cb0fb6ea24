import { Trans, useLingui } from '@lingui/react/macro';
import {
  contactMessages,
  contactRequestSchema,
  contactSubjectLabels,
  contactSubjects,
  type ContactRequest,
} from '@causeway/contracts';
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formatNumber } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['name', 'email', 'subject', 'message'] as const;
const MESSAGE_MAX_LENGTH = 5000;

/** The select starts on an empty "Select a subject" choice, which the schema refuses with its own message. */
type ContactFormValues = Omit<ContactRequest, 'subject'> & { subject: ContactRequest['subject'] | '' };

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useLingui();
  const subjectLabels = useContractLabels(contactSubjectLabels);
  const form = useZodForm<typeof contactRequestSchema, ContactFormValues>(contactRequestSchema, {
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const send = useSendContactMessage({
    onSuccess: () => {
      toast({ title: contactMessages.sent, description: contactMessages.sentDescription });
      form.reset(emptyForm);
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      toast({
        variant: 'destructive',
        title: t`Message Not Sent`,
        description: errorMessage(error, t`Something went wrong. Please try again in a moment.`),
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => send.mutate(values));
  const typed = formatNumber(messageLength);
  const max = formatNumber(MESSAGE_MAX_LENGTH);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t`Name`} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label={t`Email`} error={errors.email?.message}>
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
      </div>
      <FormField label={t`Subject`} error={errors.subject?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('subject')}>
            <option value="">{t`Select a subject`}</option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabels[subject]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t`Message`} error={errors.message?.message} hint={t`${typed} / ${max} characters`}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('message')}
            rows={7}
            placeholder={t`How can we help? For a donation, tell us the date and amount.`}
          />
        )}
      </FormField>
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        busy={send.isPending}
        busyLabel={t`Sending...`}
      >
        <Send aria-hidden="true" />
        <Trans>Send Message</Trans>
      </SubmitButton>
    </form>
  );
}
