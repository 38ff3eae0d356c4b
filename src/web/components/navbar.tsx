import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LayoutDashboard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { useAuthSync, useSession, useSignOut, type SessionState } from '@web/lib/use-session';
import { cn } from '@web/lib/cn';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-surface hover:text-ink',
  );
}

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const session = useSession();
  useAuthSync();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="flex h-16 items-center justify-between gap-4">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden min-w-52 items-center justify-end gap-2 md:flex">
          <DesktopAccountActions session={session} />
        </div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </Container>
      {menuOpen && (
        <nav id={menuId} aria-label="Mobile" className="border-t border-line bg-white md:hidden">
          <Container className="flex flex-col gap-1 py-3">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            <MobileAccountActions session={session} />
          </Container>
        </nav>
      )}
    </header>
  );
}

/** Signed out (or the session could not be checked): the two ways in. Signed in: the user menu. */
function DesktopAccountActions({ session }: { session: SessionState }) {
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') return <UserMenu user={session.user} />;
  return (
    <>
      <ButtonLink to="/auth" variant="ghost">
        Sign In
      </ButtonLink>
      <ButtonLink to="/pricing">Start Learning</ButtonLink>
    </>
  );
}

const MOBILE_ITEM_CLASS = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface';

function MobileAccountActions({ session }: { session: SessionState }) {
  const signOut = useSignOut();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') {
    return (
      <div className="mt-2 border-t border-line pt-3">
        <p className="px-3 pb-2 text-xs text-muted">
          Signed in as <span className="font-medium break-all text-ink">{session.user.email}</span>
        </p>
        <NavLink to="/dashboard" className={({ isActive }) => cn(MOBILE_ITEM_CLASS, isActive && 'bg-brand-50 text-brand-800')}>
          <LayoutDashboard className="size-4 text-brand-700" aria-hidden="true" />
          My Dashboard
        </NavLink>
        <NavLink to="/profile" className={({ isActive }) => cn(MOBILE_ITEM_CLASS, isActive && 'bg-brand-50 text-brand-800')}>
          <UserRound className="size-4 text-brand-700" aria-hidden="true" />
          My Profile
        </NavLink>
        <Button variant="outline" className="mt-2 w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut className="size-4" aria-hidden="true" />
          {signOut.isPending ? 'Signing Out…' : 'Sign Out'}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 border-t border-line pt-3">
      <ButtonLink to="/auth" variant="outline">
        Sign In
      </ButtonLink>
      <ButtonLink to="/pricing">Start Learning</ButtonLink>
    </div>
  );
}
