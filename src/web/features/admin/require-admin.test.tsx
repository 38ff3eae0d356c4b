// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SessionUser } from '@shared/api/accounts';
import { sessionQueryKey } from '@web/lib/use-session';
import { RequireAdmin } from './require-admin';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));

afterEach(() => {
  cleanup();
  toastError.mockReset();
  vi.unstubAllGlobals();
});

const LEARNER: SessionUser = {
  id: 'user-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  isAdmin: false,
  emailVerified: true,
  secondFactorEnabled: false,
  plan: 'free',
  subscriptionStatus: 'inactive',
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the guard at /admin/emails with the session already known (or, for `undefined`, still on its way). */
function renderGuard(session: SessionResponse | undefined, denial?: Parameters<typeof RequireAdmin>[0]['denial']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  else vi.stubGlobal('fetch', () => new Promise(() => {}));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/emails?status=sent']}>
        <Routes>
          <Route
            path="/admin/emails"
            element={
              <RequireAdmin returnTo="/admin/emails?status=sent" denial={denial}>
                {(admin) => <h1>Log for {admin.firstName}</h1>}
              </RequireAdmin>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireAdmin', () => {
  it('shows "Checking access…" and not the page while the session is loading', () => {
    renderGuard(undefined);
    expect(screen.getByRole('status').textContent).toContain('Checking access…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('renders the page for an admin with a second factor', () => {
    renderGuard({ user: { ...LEARNER, firstName: 'Daniel', isAdmin: true, secondFactorEnabled: true } });
    expect(screen.getByRole('heading', { name: 'Log for Daniel' })).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends an admin without a second factor to set it up, and shows none of the page', async () => {
    renderGuard({ user: { ...LEARNER, firstName: 'Daniel', isAdmin: true } });
    expect(screen.queryByRole('heading', { name: 'Log for Daniel' })).toBeNull();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/second-factor');
  });

  it('sends a visitor to sign in and back to the page, saying why', async () => {
    renderGuard({ user: null });
    expect((await screen.findByTestId('location')).textContent).toBe('/auth?redirect=/admin/emails%3Fstatus%3Dsent');
    expect(toastError).toHaveBeenCalledWith('Authentication required', expect.objectContaining({ description: 'Please sign in to access this page' }));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('sends a signed-in learner to the home page with "Access Denied"', async () => {
    renderGuard({ user: LEARNER });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(toastError).toHaveBeenCalledWith('Access Denied', expect.objectContaining({ description: 'You must be an admin to access this page.' }));
  });

  it("lets a page choose its own denial message and destination (the upload page's wording)", async () => {
    renderGuard({ user: LEARNER }, { title: 'Access denied', description: "You don't have permission to access this page", redirectTo: '/dashboard' });
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(toastError).toHaveBeenCalledWith('Access denied', expect.objectContaining({ description: "You don't have permission to access this page" }));
  });
});
