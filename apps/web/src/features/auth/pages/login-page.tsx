import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeRedirect } from '@/lib/safe-redirect';
import { useUser } from '../api/get-me';
import { CenteredCard } from '@/components/ui/centered-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  useDocumentTitle('Login');
  const [searchParams] = useSearchParams();
  const { user } = useUser();

  // Covers both a signed-in visitor and a successful login: the `me` query now holds the user.
  if (user) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  return (
    <CenteredCard
      title="Welcome back"
      description="Log in to follow your donations, manage monthly gifts and download receipts."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm />
    </CenteredCard>
  );
}
