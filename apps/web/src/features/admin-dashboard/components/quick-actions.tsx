import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, LayoutList, Plus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const actions: { to: string; label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon }[] = [
  { to: '/admin/campaigns/new', label: msg`Create Campaign`, hint: msg`Start a new fundraiser`, icon: Plus },
  { to: '/admin/campaigns', label: msg`Manage Campaigns`, hint: msg`Edit, duplicate or embed`, icon: LayoutList },
  { to: '/campaigns', label: msg`View Public Site`, hint: msg`See what donors see`, icon: ExternalLink },
];

/** Admin spec section 2: links to the create form, the campaign list and the public campaigns. */
export function QuickActions() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">
          <Trans>Quick Actions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {actions.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{i18n._(label)}</span>
                  <span className="block text-xs text-muted-foreground">{i18n._(hint)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
