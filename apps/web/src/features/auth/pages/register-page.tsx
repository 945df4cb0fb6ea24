import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeRedirect } from '@/lib/safe-redirect';
import { useUser } from '../api/get-me';
import { CenteredCard } from '@/components/ui/centered-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account`);
  const [searchParams] = useSearchParams();
  const { user } = useUser();

  // A new account is signed in at once (DECISIONS.md) and lands on the page it was on its way to, else the dashboard.
  const onTheWay = safeRedirect(searchParams.get('redirect'), '');
  if (user) return <Navigate to={onTheWay || safeRedirect(null)} replace />;
  const logInPath = onTheWay ? `/login?redirect=${encodeURIComponent(onTheWay)}` : '/login';

  return (
    <CenteredCard
      title={t`Create an account`}
      description={t`Join Causeway to keep track of every gift and the causes you support.`}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to={logInPath} className="font-semibold text-primary underline-offset-4 hover:underline">
              Log in
            </Link>
          </Trans>
        </p>
      }
    >
      <RegisterForm />
    </CenteredCard>
  );
}
