import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins, LifeBuoy, Megaphone, Receipt, Repeat, SearchX, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FaqCategorySection } from '../components/faq-category-section';
import { FaqSearch } from '../components/faq-search';
import { faqCategoriesIn } from '../content/faq';
import { platformTerms } from '../content/platform-terms';
import { countFaqItems, filterFaq, searchTerms } from '../lib/filter-faq';

const categoryIcons: Record<string, LucideIcon> = {
  donations: HandCoins,
  'recurring-giving': Repeat,
  campaigns: Megaphone,
  'account-security': ShieldCheck,
  'fees-refunds': Receipt,
};

export function HelpCenterPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Help Center`);
  // The questions in the page's language: the search matches the words the visitor reads.
  const faqCategories = useMemo(() => faqCategoriesIn(i18n), [i18n]);
  const responseTime = i18n._(platformTerms.supportResponseTime);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setQuery('');
    // The button that was clicked disappears with the empty state; carry on from the search box.
    searchRef.current?.focus();
  };
  const trimmed = query.trim();
  // Two dozen short entries: filtering on every keystroke costs nothing worth memoizing.
  const results = filterFaq(faqCategories, query);
  const terms = searchTerms(query);
  const found = countFaqItems(results);
  const totalQuestions = countFaqItems(faqCategories);
  const categoryCount = faqCategories.length;
  const summary = trimmed
    ? t`${plural(found, { one: '# result', other: '# results' })} for "${trimmed}"`
    : t`${totalQuestions} questions in ${categoryCount} categories`;

  return (
    <>
      <PageHeader
        eyebrow={t`Help Center`}
        title={t`How can we help?`}
        description={t`Answers to common questions about giving, recurring gifts, campaigns, your account, fees and refunds.`}
      >
        <FaqSearch value={query} onChange={setQuery} inputRef={searchRef} />
      </PageHeader>

      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[13rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="faq-categories-title" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 id="faq-categories-title" className="text-sm font-semibold">
            <Trans>Categories</Trans>
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {faqCategories.map((category) => {
              const shown = results.find((result) => result.id === category.id)?.items.length ?? 0;
              return (
                <li key={category.id}>
                  {shown > 0 ? (
                    <a
                      href={`#faq-${category.id}`}
                      className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span>{category.title}</span>
                      <span className="text-xs tabular-nums">{shown}</span>
                    </a>
                  ) : (
                    <span className="flex items-center justify-between gap-2 px-2 py-1.5 text-muted-foreground/60">
                      <span>{category.title}</span>
                      <span className="text-xs tabular-nums">0</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="grid min-w-0 content-start gap-10">
          <p role="status" className="text-sm text-muted-foreground">
            {summary}
          </p>

          {found > 0 ? (
            results.map((category) => (
              <FaqCategorySection
                key={category.id}
                category={category}
                icon={categoryIcons[category.id] ?? LifeBuoy}
                terms={terms}
              />
            ))
          ) : (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold break-words">
                <Trans>No results for &quot;{trimmed}&quot;</Trans>
              </h2>
              <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">
                <Trans>
                  Try other words or check the spelling. Or ask us directly: we respond within {responseTime}.
                </Trans>
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Button variant="outline" onClick={clearSearch}>
                  <Trans>Clear search</Trans>
                </Button>
                <Button asChild>
                  <Link to="/contact">
                    <Trans>Contact Support</Trans>
                  </Link>
                </Button>
              </div>
            </div>
          )}

          {/* The empty state above already offers the contact link. */}
          {found > 0 ? (
            <section
              aria-labelledby="still-need-help"
              className="flex flex-col gap-5 rounded-2xl border border-border bg-muted/50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
            >
              <div className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                  <LifeBuoy className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 id="still-need-help" className="text-lg font-semibold">
                    <Trans>Can&apos;t find what you&apos;re looking for?</Trans>
                  </h2>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    <Trans>Send us a message and our support team will respond within {responseTime}.</Trans>
                  </p>
                </div>
              </div>
              <Button asChild className="shrink-0">
                <Link to="/contact">
                  <Trans>Contact Us</Trans>
                </Link>
              </Button>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
