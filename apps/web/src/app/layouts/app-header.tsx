import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useUser } from '@/features/auth';
import { ThemeToggle } from '../theme/theme-toggle';

export function AppHeader({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { user, isLoading } = useUser();
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Button
          variant="ghost"
          size="icon"
          className="-ms-2 lg:hidden"
          onClick={onOpenMenu}
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
        >
          <Menu aria-hidden="true" />
        </Button>
        <Logo className="lg:hidden" compact={!user} />
        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          <ThemeToggle className="hidden sm:inline-flex" />
          {!isLoading && !user ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">
                  <Trans>Sign In</Trans>
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/register">
                  {/* Its own id: the tours' last button says the same in English, not in Spanish ("Regístrate", a link
                      that says where it goes). */}
                  <Trans context="sign-up link">Get Started</Trans>
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
