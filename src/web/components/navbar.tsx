import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { useAuthSync, useSession, type SessionState } from '@web/lib/use-session';
import { cn } from '@web/lib/cn';
import { CloseIcon, MenuIcon } from './icons';
import { SiteLogo } from './site-logo';

type SignedInMenus = typeof import('./user-menu');
let loadedMenus: SignedInMenus | undefined;

/**
 * Only a signed-in person sees these menus: their code (and sign-out's) stays out of what every
 * visitor loads first (decision 0012), and loads as soon as the session says someone is signed
 * in, so both menus are ready before they are opened.
 */
function useSignedInMenus(signedIn: boolean): SignedInMenus | undefined {
  const [menus, setMenus] = useState(loadedMenus);
  useEffect(() => {
    if (!signedIn || menus) return;
    let current = true;
    import('./user-menu').then(
      (module) => {
        loadedMenus = module;
        if (current) setMenus(module);
      },
      (error: unknown) => console.error('Could not load the account menu:', error),
    );
    return () => {
      current = false;
    };
  }, [signedIn, menus]);
  return menus;
}

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
  const menus = useSignedInMenus(session.status === 'signed-in');
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
        <SiteSearch className="header-search hidden w-56 md:flex" />
        <div className="hidden min-w-52 items-center justify-end gap-2 md:flex">
          <DesktopAccountActions session={session} menus={menus} />
        </div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
        </button>
      </Container>
      {menuOpen && (
        <nav id={menuId} aria-label="Mobile" className="border-t border-line bg-white md:hidden">
          <Container className="flex flex-col gap-1 py-3">
            <SiteSearch className="mb-2 flex" />
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            <MobileAccountActions session={session} menus={menus} />
          </Container>
        </nav>
      )}
    </header>
  );
}

/**
 * The site's search box: a plain GET form, so it works before (and without) any script and lands
 * on the shareable /search?q=… page. Kept to bare markup: the header is in what `/` loads first.
 */
function SiteSearch({ className }: { className: string }) {
  return (
    <form action="/search" role="search" aria-label="Site" className={className}>
      <input
        type="search"
        name="q"
        maxLength={200}
        aria-label="Search courses and lessons"
        placeholder="Search courses"
        className="h-10 w-full rounded-lg border border-line px-3 text-sm"
      />
    </form>
  );
}

/** Signed out (or the session could not be checked): the two ways in. Signed in: the user menu. */
function DesktopAccountActions({ session, menus }: { session: SessionState; menus: SignedInMenus | undefined }) {
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') return menus ? <menus.UserMenu user={session.user} /> : null;
  return (
    <>
      <ButtonLink to="/auth" variant="ghost">
        Sign In
      </ButtonLink>
      <ButtonLink to="/pricing">Start Learning</ButtonLink>
    </>
  );
}

function MobileAccountActions({ session, menus }: { session: SessionState; menus: SignedInMenus | undefined }) {
  if (session.status === 'loading') return null;
  if (session.status === 'signed-in') return menus ? <menus.SignedInMobileActions user={session.user} /> : null;
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 border-t border-line pt-3">
      <ButtonLink to="/auth" variant="outline">
        Sign In
      </ButtonLink>
      <ButtonLink to="/pricing">Start Learning</ButtonLink>
    </div>
  );
}
