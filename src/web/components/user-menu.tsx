import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '@shared/api/accounts';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/use-sign-out';
import { cn } from '@web/lib/cn';

/** What the navbar calls a signed-in person: the first name, else the email. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return user.firstName.trim() || user.email;
}

function initials(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

const ITEM_CLASS = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink transition-colors hover:bg-surface';

/**
 * The signed-in person's menu on wide screens: a disclosure button that shows three actions.
 * Escape (returning focus to the button), a click outside and leaving it with Tab all close it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const signOut = useSignOut();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !containerRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={containerRef} className="relative" onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-white py-1 pr-3 pl-1 text-sm font-semibold text-ink transition-colors hover:bg-surface"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-md bg-brand-700 text-xs font-bold text-white" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="sr-only">Account menu for </span>
        <span className="max-w-40 truncate">{displayName(user)}</span>
        <ChevronDown className={cn('size-4 text-muted transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 mt-2 w-64 rounded-xl border border-line bg-white p-2 shadow-lg">
          <p className="border-b border-line px-3 pt-1 pb-3 text-xs text-muted">
            Signed in as
            <span className="mt-0.5 block truncate text-sm font-medium text-ink">{user.email}</span>
          </p>
          <ul className="pt-2">
            <li>
              <Link to="/dashboard" className={ITEM_CLASS}>
                <LayoutDashboard className="size-4 text-brand-700" aria-hidden="true" />
                My Dashboard
              </Link>
            </li>
            <li>
              <Link to="/profile" className={ITEM_CLASS}>
                <UserRound className="size-4 text-brand-700" aria-hidden="true" />
                My Profile
              </Link>
            </li>
            {user.isAdmin && (
              <li>
                <Link to="/admin" className={ITEM_CLASS}>
                  <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
                  Admin
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={ITEM_CLASS} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                <LogOut className="size-4 text-brand-700" aria-hidden="true" />
                {signOut.isPending ? 'Signing Out…' : 'Sign Out'}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

const MOBILE_ITEM_CLASS = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface';

/** The signed-in person's actions in the navbar's mobile menu. */
export function SignedInMobileActions({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <div className="mt-2 border-t border-line pt-3">
      <p className="px-3 pb-2 text-xs text-muted">
        Signed in as <span className="font-medium break-all text-ink">{user.email}</span>
      </p>
      <NavLink to="/dashboard" className={({ isActive }) => cn(MOBILE_ITEM_CLASS, isActive && 'bg-brand-50 text-brand-800')}>
        <LayoutDashboard className="size-4 text-brand-700" aria-hidden="true" />
        My Dashboard
      </NavLink>
      <NavLink to="/profile" className={({ isActive }) => cn(MOBILE_ITEM_CLASS, isActive && 'bg-brand-50 text-brand-800')}>
        <UserRound className="size-4 text-brand-700" aria-hidden="true" />
        My Profile
      </NavLink>
      {user.isAdmin && (
        <NavLink to="/admin" end className={({ isActive }) => cn(MOBILE_ITEM_CLASS, isActive && 'bg-brand-50 text-brand-800')}>
          <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
          Admin
        </NavLink>
      )}
      <Button variant="outline" className="mt-2 w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        <LogOut className="size-4" aria-hidden="true" />
        {signOut.isPending ? 'Signing Out…' : 'Sign Out'}
      </Button>
    </div>
  );
}
