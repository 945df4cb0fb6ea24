import { MAX_TOUR_STEPS } from '@causeway/contracts';
import { MousePointerClick, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { newStep } from '@/features/onboarding/lib/tour-form';
import { EditorCard } from './editor-card';
import { StepFields } from './step-fields';
import type { TourForm } from './tour-form-types';

/** Interactive Tour Steps (section 2): tooltips that highlight parts of the page, in order. */
export function StepsCard({ form }: { form: TourForm }) {
  const { t } = useLingui();
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const add = (
    <Button
      variant="outline"
      size="sm"
      onClick={() => steps.append(newStep())}
      disabled={steps.fields.length >= MAX_TOUR_STEPS}
    >
      <Plus aria-hidden="true" />
      <Trans>Add Step</Trans>
    </Button>
  );
  return (
    <EditorCard
      title={t`Interactive Tour Steps`}
      description={t`Each step highlights an element of the page, chosen by a CSS selector.`}
      actions={add}
    >
      {steps.fields.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <MousePointerClick className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <Trans>No steps yet.</Trans>
          </p>
        </div>
      ) : (
        <ol className="grid gap-4">
          {steps.fields.map((field, index) => (
            <li key={field.id}>
              <StepFields
                form={form}
                index={index}
                count={steps.fields.length}
                onMove={(to) => steps.move(index, to)}
                onRemove={() => steps.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
    </EditorCard>
  );
}
