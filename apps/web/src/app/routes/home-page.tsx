import { Trans } from '@lingui/react/macro';
import { ArrowRight, HandHeart } from 'lucide-react';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { FeaturedCampaigns } from '@/features/campaigns';
import { ImpactSection } from '@/features/stats';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HeroArt } from './hero-art';

export function HomePage() {
  useDocumentTitle();
  const { user, isAdmin } = useUser();
  const featuredRef = useRef<HTMLElement>(null);

  // Spec section 2: a signed-in user landing on exactly / goes to their own area; visitors stay.
  if (user) return <Navigate to={isAdmin ? '/admin' : '/dashboard'} replace />;

  const startGiving = () => {
    const target = featuredRef.current;
    if (!target) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they were sent to.
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary-soft),transparent_60%),radial-gradient(ellipse_at_bottom_left,color-mix(in_oklch,var(--color-primary-soft)_60%,transparent),transparent_55%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 xl:grid-cols-[1.15fr_1fr] lg:px-8">
          <div className="flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full border border-border bg-card/80 px-3 py-1 text-xs font-semibold text-primary-soft-foreground shadow-xs">
              <HandHeart className="size-3.5" aria-hidden="true" />
              <Trans>Fundraising for the causes that matter</Trans>
            </span>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl 2xl:text-6xl">
              <Trans>Make a difference today</Trans>
            </h1>
            <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">
              <Trans>
                Support campaigns for education, healthcare, the environment and more. Every gift, large or small, helps
                a community move forward.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <Button size="lg" onClick={startGiving}>
                <Trans>Start Giving</Trans>
                <ArrowRight aria-hidden="true" />
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/how-it-works">
                  <Trans>How It Works</Trans>
                </Link>
              </Button>
            </div>
          </div>
          <HeroArt className="hidden xl:block" />
        </div>
      </section>

      <section
        id="featured-campaigns"
        ref={featuredRef}
        tabIndex={-1}
        aria-labelledby="featured-campaigns-title"
        className="scroll-mt-20 outline-none"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <h2 id="featured-campaigns-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                <Trans>Featured Campaigns</Trans>
              </h2>
              <p className="mt-2 text-muted-foreground">
                <Trans>Find a cause you care about and give once or monthly, with an account or as a guest.</Trans>
              </p>
            </div>
            <Button asChild variant="outline" className="shrink-0 self-start sm:self-auto">
              <Link to="/campaigns">
                <Trans>View All Campaigns</Trans>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <FeaturedCampaigns />
        </div>
      </section>

      <ImpactSection />
    </>
  );
}
