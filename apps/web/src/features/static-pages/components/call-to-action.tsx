import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type CallToActionLink = { to: string; label: string };

type CallToActionProps = {
  title: string;
  text: string;
  action: CallToActionLink;
  secondary?: CallToActionLink;
};

/** The closing band of a content page: one main action and an optional second one. */
export function CallToAction({ title, text, action, secondary }: CallToActionProps) {
  return (
    <section aria-label={title} className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground shadow-sm sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-2 leading-relaxed">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary" className="max-sm:w-full">
            <Link to={action.to}>
              {action.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {secondary ? (
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-primary-foreground ring-1 max-sm:w-full ring-primary-foreground/40 hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
