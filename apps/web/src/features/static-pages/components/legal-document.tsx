import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { platformTerms } from '../content/platform-terms';

export type LegalSection = { id: string; title: MessageDescriptor; content: ReactNode };

/** One of the platform's stated terms (a descriptor), in the page's language: for the sections' <Trans> paragraphs. */
export function Term({ of }: { of: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <>{i18n._(of)}</>;
}

type LegalDocumentProps = {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
};

/** A policy page: dated header, a table of contents with anchor links, and numbered sections at reading width. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  const { i18n, t } = useLingui();
  const date = i18n._(platformTerms.legalLastUpdated);
  return (
    <>
      <PageHeader
        eyebrow={t`Legal`}
        title={title}
        description={
          <>
            <p className="text-base font-medium text-foreground">
              <Trans>Last updated: {date}</Trans>
            </p>
            <p className="mt-3">{summary}</p>
          </>
        }
      />
      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[13rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-border bg-card p-5 lg:border-0 lg:bg-transparent lg:p-0">
            <h2 id="toc-title" className="text-sm font-semibold">
              <Trans>On this page</Trans>
            </h2>
            <ol className="mt-3 grid gap-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md py-1 text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <span className="w-5 shrink-0 tabular-nums text-muted-foreground">{index + 1}.</span>
                    <span>{i18n._(section.title)}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-[68ch] text-[0.975rem] leading-7 text-foreground/90">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mb-10 last:mb-0">
              <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-foreground">
                <span className="me-2 tabular-nums text-muted-foreground">{index + 1}.</span>
                {i18n._(section.title)}
              </h2>
              <div className="mt-3 grid gap-4 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ps-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:ps-5 [&_ul]:marker:text-muted-foreground">
                {section.content}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
