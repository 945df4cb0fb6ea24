import type { CampaignDetail } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { Building2, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Spec section 2: the organization behind the campaign and who processes the payment. */
export function OrganizerCard({ organization }: { organization: CampaignDetail['organization'] }) {
  const name = organization?.name;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">
          <Trans>Organizer</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <p className="font-semibold leading-snug">{name ?? <Trans>Independent organizer</Trans>}</p>
        </div>
        {organization?.description ? (
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{organization.description}</p>
        ) : null}
        <p className="mt-4 flex items-center gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
          <span>
            <Trans>
              Secure payment processing by <span className="font-semibold text-foreground">Stripe</span>
            </Trans>
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
