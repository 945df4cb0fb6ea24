import { campaignCategories, campaignStatuses, categoryLabels } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useContractLabels } from '@/lib/i18n';
import { statusHints, statusLabels } from '@/features/campaign-admin/lib/campaign-labels';
import { SHORT_DESCRIPTION_MAX } from '@/features/campaign-admin/lib/campaign-form';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

/** Title, short and full description, category and status (spec sections 2 and 5). */
export function BasicsFields({ form }: { form: CampaignForm }) {
  const { t, i18n } = useLingui();
  const categories = useContractLabels(categoryLabels);
  const { errors } = form.formState;
  const shortLength = useWatch({ control: form.control, name: 'shortDescription' }).length;
  const status = useWatch({ control: form.control, name: 'status' });
  const over = shortLength > SHORT_DESCRIPTION_MAX;

  return (
    <FormSection
      title={t`Campaign details`}
      description={t`What supporters see first on the campaign's card and page.`}
    >
      <FormField label={t`Title`} error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormField
        label={t`Short description`}
        error={errors.shortDescription?.message}
        hint={t`Shown on campaign cards: 20 to 150 characters.`}
      >
        {(control) => (
          <div className="grid gap-1">
            <Textarea {...control} {...form.register('shortDescription')} rows={3} className="min-h-20" />
            <p
              aria-live="polite"
              className={cn(
                'justify-self-end text-xs tabular-nums',
                over ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              {shortLength}/{SHORT_DESCRIPTION_MAX}
              <span className="sr-only">
                {' '}
                <Trans>characters</Trans>
              </span>
            </p>
          </div>
        )}
      </FormField>
      <FormField
        label={t`Description`}
        error={errors.description?.message}
        hint={t`The full story, at least 100 characters. Line breaks start new paragraphs.`}
      >
        {(control) => <Textarea {...control} {...form.register('description')} rows={8} />}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t`Category`} error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              {campaignCategories.map((value) => (
                <option key={value} value={value}>
                  {categories[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t`Status`} error={errors.status?.message} hint={i18n._(statusHints[status])}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {campaignStatuses.map((value) => (
                <option key={value} value={value}>
                  {i18n._(statusLabels[value])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
