import { ArrowRight, CircleHelp, Compass, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';

const roleLabels = { donor: 'Donor', admin: 'Administrator' } as const;

/** Rendered inside <RequireAuth>, so the user is known. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useUser();
  if (!user) return null;

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const greetingName = user.firstName || user.username;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold text-primary-soft-foreground">Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Welcome back, {greetingName}!</h1>
        <p className="mt-2 text-muted-foreground">Thank you for being part of the Causeway community.</p>
      </header>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your account</CardTitle>
            <CardDescription>The details you signed up with.</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="flex items-center gap-4">
              <UserAvatar name={user.username} className="size-14 text-xl" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{fullName || user.username}</p>
                {fullName ? <p className="truncate text-sm text-muted-foreground">@{user.username}</p> : null}
              </div>
            </div>
            <dl className="mt-6 grid gap-3 text-sm">
              <div className="flex items-center gap-3">
                <dt className="flex items-center gap-2 text-muted-foreground">
                  <Mail className="size-4" aria-hidden="true" />
                  <span>Email</span>
                </dt>
                <dd className="ml-auto truncate font-medium">{user.email}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt className="flex items-center gap-2 text-muted-foreground">
                  {user.role === 'admin' ? (
                    <ShieldCheck className="size-4" aria-hidden="true" />
                  ) : (
                    <UserRound className="size-4" aria-hidden="true" />
                  )}
                  <span>Role</span>
                </dt>
                <dd className="ml-auto">
                  <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-foreground">
                    {roleLabels[user.role]}
                  </span>
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>Find your next cause</CardTitle>
            <CardDescription>
              Browse active campaigns and give once or set up a monthly gift. Signed-in donations are tracked here
              automatically.
            </CardDescription>
          </CardHeader>
          <CardContent className="mt-auto flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/campaigns">
                <Compass aria-hidden="true" />
                Browse Campaigns
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/how-it-works">
                How It Works
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <div className="mt-6 flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-5 text-sm sm:flex-row sm:items-center">
        <CircleHelp className="size-5 shrink-0 text-primary-soft-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          Questions about a donation or a receipt? Our{' '}
          <Link to="/help" className="font-semibold text-foreground underline-offset-4 hover:underline">
            Help Center
          </Link>{' '}
          has answers, or you can{' '}
          <Link to="/contact" className="font-semibold text-foreground underline-offset-4 hover:underline">
            contact us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
