import { Trans } from '@lingui/react/macro';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The profile's "Security": second factors, passkeys, and where the account is signed in. */
export function SecuritySection({ email }: { email: string }) {
  return (
    <section aria-labelledby="security-heading" className="mt-12">
      <header>
        <h2 id="security-heading" className="text-2xl font-bold tracking-tight">
          <Trans>Security</Trans>
        </h2>
        <p className="mt-1 text-muted-foreground">
          <Trans>How you sign in, and where you are signed in.</Trans>
        </p>
      </header>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        <TwoFactorCard email={email} />
        <PasskeysCard />
        <div className="xl:col-span-2">
          <SessionsCard />
        </div>
      </div>
    </section>
  );
}
