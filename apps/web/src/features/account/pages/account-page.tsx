import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSelect } from '@/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUser } from '@/features/auth';
import { SecuritySection } from '@/features/account-security';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AccountDetailsCard } from '../components/account-details-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { PrivacyCard } from '../components/privacy-card';
import { ProfileForm } from '../components/profile-form';

/** /account. Rendered inside <RequireAuth>, so the user is known. */
export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  const { user } = useUser();
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Account</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Profile</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Your name, sign-in details, password, data and security.</Trans>
        </p>
      </header>

      <div className="mt-8 grid items-start gap-6 xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
        <AccountDetailsCard user={user} />
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Your name</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>How we address you on Causeway. Both are optional.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Language</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>The language of these pages and of the e-mails we send you.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <LanguageSelect signedIn />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Change password</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Changing it signs you out on every other device; this one stays signed in.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm email={user.email} />
            </CardContent>
          </Card>
          <PrivacyCard />
        </div>
      </div>

      <SecuritySection email={user.email} />
    </div>
  );
}
