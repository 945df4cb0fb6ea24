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
  useDocumentTitle('Profile');
  const { user } = useUser();
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold text-primary-soft-foreground">Account</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Profile</h1>
        <p className="mt-2 text-muted-foreground">Your name, sign-in details, password, data and security.</p>
      </header>

      <div className="mt-8 grid items-start gap-6 xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
        <AccountDetailsCard user={user} />
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Your name</CardTitle>
              <CardDescription>How we address you on Causeway. Both are optional.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Language</CardTitle>
              <CardDescription>The language of these pages and of the e-mails we send you.</CardDescription>
            </CardHeader>
            <CardContent>
              <LanguageSelect signedIn />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Change password</CardTitle>
              <CardDescription>
                Changing it signs you out on every other device; this one stays signed in.
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
