import type { LucideIcon } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqCategory } from '../lib/filter-faq';
import { HighlightedText } from './highlighted-text';

type FaqCategorySectionProps = {
  category: FaqCategory;
  icon: LucideIcon;
  /** The folded search words to mark in questions and answers. */
  terms: readonly string[];
};

export function FaqCategorySection({ category, icon: Icon, terms }: FaqCategorySectionProps) {
  const headingId = `faq-${category.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex scroll-mt-24 items-center gap-3 text-xl font-semibold tracking-tight">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-[1.1rem]" aria-hidden="true" />
        </span>
        {category.title}
      </h2>
      <Accordion type="multiple" className="mt-4 rounded-xl border border-border bg-card px-5 shadow-xs sm:px-6">
        {category.items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger>
              <HighlightedText text={item.question} terms={terms} />
            </AccordionTrigger>
            <AccordionContent>
              <p className="max-w-[68ch]">
                <HighlightedText text={item.answer} terms={terms} />
              </p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
