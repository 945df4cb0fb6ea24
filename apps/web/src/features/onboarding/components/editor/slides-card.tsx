import { MAX_TOUR_SLIDES } from '@causeway/contracts';
import { Images, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { newSlide } from '@/features/onboarding/lib/tour-form';
import { EditorCard } from './editor-card';
import { SlideFields } from './slide-fields';
import type { TourForm } from './tour-form-types';

/** Welcome Slides (section 2): shown before the steps while "Show intro slides" is on. */
export function SlidesCard({ form }: { form: TourForm }) {
  const { t, i18n } = useLingui();
  const slides = useFieldArray({ control: form.control, name: 'slides' });
  const add = (
    <Button
      variant="outline"
      size="sm"
      onClick={() => slides.append(newSlide(i18n))}
      disabled={slides.fields.length >= MAX_TOUR_SLIDES}
    >
      <Plus aria-hidden="true" />
      <Trans>Add Slide</Trans>
    </Button>
  );
  return (
    <EditorCard title={t`Welcome Slides`} description={t`Full-screen slides shown before the steps.`} actions={add}>
      {slides.fields.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <Images className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <Trans>No slides yet. Without slides the steps start at once.</Trans>
          </p>
        </div>
      ) : (
        <ol className="grid gap-4">
          {slides.fields.map((field, index) => (
            <li key={field.id}>
              <SlideFields
                form={form}
                index={index}
                count={slides.fields.length}
                onMove={(to) => slides.move(index, to)}
                onRemove={() => slides.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
    </EditorCard>
  );
}
