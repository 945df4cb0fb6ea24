import { ArrowRight, HandHeart, Repeat, Receipt, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HeroArt } from './hero-art';

const features = [
  {
    icon: ShieldCheck,
    title: 'Secure card payments',
    text: 'Donations are processed by a trusted card payment provider over an encrypted connection.',
  },
  {
    icon: Repeat,
    title: 'Give once or every month',
    text: 'Make a single gift or set up monthly, quarterly or yearly support you can pause at any time.',
  },
  {
    icon: Receipt,
    title: 'Receipts for every gift',
    text: 'Every successful donation comes with a receipt by e-mail, and donors can download theirs at any time.',
  },
];

export function HomePage() {
  useDocumentTitle();
  const { user, isAdmin } = useUser();
  const featuredRef = useRef<HTMLElement>(null);

  // Spec section 2: a signed-in user landing on exactly / goes to their own area; visitors stay.
  if (user) return <Navigate to={isAdmin ? '/admin' : '/dashboard'} replace />;

  const startGiving = () => {
    const target = featuredRef.current;
    if (!target) return;
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
              Fundraising for the causes that matter
            </span>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl 2xl:text-6xl">
              Make a difference today
            </h1>
            <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">
              Support campaigns for education, healthcare, the environment and more. Every gift, large or small, helps a
              community move forward.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button size="lg" onClick={startGiving}>
                Start Giving
                <ArrowRight aria-hidden="true" />
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/how-it-works">How It Works</Link>
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
          <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-8 shadow-sm sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="featured-campaigns-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                Find a cause you care about
              </h2>
              <p className="mt-2 text-muted-foreground">
                Browse active campaigns, read their stories and give once or monthly, with an account or as a guest.
              </p>
            </div>
            <Button asChild size="lg" className="shrink-0">
              <Link to="/campaigns">
                View All Campaigns
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>

          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-card/60 p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
