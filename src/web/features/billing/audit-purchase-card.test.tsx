// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/api/billing';
import { DEFAULT_SITE_CONFIG } from '@shared/site-config';
import { memberQueryKey } from '@web/lib/member-query';
import { AuditPurchases } from './audit-purchase-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AUDIT: Order = {
  id: 'order-audit',
  product: 'custom-ai-audit',
  productName: 'Custom AI Audit',
  amountCents: 49_900,
  currency: 'usd',
  status: 'paid',
  createdAt: '2026-11-26T12:00:00.000Z',
  refundedAt: null,
};
const PRO: Order = { ...AUDIT, id: 'order-pro', product: 'pro', productName: 'Pro Member', amountCents: 24_900 };

/** Renders the dashboard's audit section for user-1 with the server answering `orders`. */
function renderWithOrders(orders: Order[]) {
  const fetch = vi.fn<(url: RequestInfo | URL) => Promise<Response>>(async () => new Response(JSON.stringify({ orders }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  const { container } = render(<AuditPurchases userId="user-1" />, { wrapper });
  const loaded = () => waitFor(() => expect(queryClient.getQueryState(memberQueryKey('user-1', 'GET /api/billing/orders'))?.status).toBe('success'));
  return { container, fetch, loaded };
}

describe('AuditPurchases', () => {
  it('names a paid audit, when it was bought and for how much, and what happens next', async () => {
    const { fetch } = renderWithOrders([PRO, AUDIT]);
    expect(await screen.findByRole('heading', { name: 'Your Custom AI Audit', level: 2 })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/billing/orders');
    expect(screen.getByRole('heading', { name: 'Custom AI Audit', level: 3 })).toBeTruthy();
    expect(screen.getByText(/^Bought on November 26, 2026 for \$499\.00, one time\.$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.getByText('Our team will email you within 24 hours to schedule the review of your business.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in the audit intake' }).getAttribute('href')).toBe('/audit');
    expect(screen.getByText(/^Not heard from us by November 27, 2026 at/).textContent).toContain(DEFAULT_SITE_CONFIG.supportEmail);
    expect(screen.queryByText('Pro Member')).toBeNull();
  });

  it('shows each audit bought, newest first as the server lists them', async () => {
    renderWithOrders([AUDIT, { ...AUDIT, id: 'order-earlier', createdAt: '2026-10-02T12:00:00.000Z' }]);
    const cards = await screen.findAllByRole('heading', { name: 'Custom AI Audit', level: 3 });
    expect(cards).toHaveLength(2);
    expect(screen.getAllByText(/^Bought on /).map((line) => line.textContent)).toEqual([
      'Bought on November 26, 2026 for $499.00, one time.',
      'Bought on October 2, 2026 for $499.00, one time.',
    ]);
  });

  it('shows nothing for a learner without a paid audit: only plans, or an audit refunded', async () => {
    const { container, loaded } = renderWithOrders([PRO, { ...AUDIT, status: 'refunded', refundedAt: '2026-11-27T09:00:00.000Z' }]);
    await loaded();
    expect(container.innerHTML).toBe('');
  });
});
