import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { platformTerms } from '@/features/static-pages';
import { usePublicSettings } from '../api/get-public-settings';

function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClassName =
  'break-words font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

/** The support address from Settings → Organization, where the form's messages go too. */
function SupportAddress() {
  const { data, isPending } = usePublicSettings();
  if (isPending) return <Skeleton className="h-5 w-48" />;
  if (!data)
    return (
      <p>
        <Trans>Use the form on this page; it reaches our support team.</Trans>
      </p>
    );
  return (
    <a href={`mailto:${data.supportEmail}`} className={linkClassName}>
      {data.supportEmail}
    </a>
  );
}

export function ContactDetails() {
  const { i18n, t } = useLingui();
  const responseTime = i18n._(platformTerms.supportResponseTime);
  return (
    <ul className="grid gap-7">
      <Detail icon={Mail} title={t`Email support`}>
        <SupportAddress />
      </Detail>
      <Detail icon={Clock} title={t`Response time`}>
        <p>
          <Trans>Our support team responds to every message within {responseTime}.</Trans>
        </p>
      </Detail>
      <Detail icon={LifeBuoy} title={t`Help Center`}>
        <p>
          <Trans>
            Many questions about donations, recurring gifts, fees and refunds are answered in our{' '}
            <Link to="/help" className={linkClassName}>
              Help Center
            </Link>
            .
          </Trans>
        </p>
      </Detail>
    </ul>
  );
}
