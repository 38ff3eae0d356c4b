// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@shared/api/accounts';
import { endpointKey } from './endpoint-client';
import { memberQueryKey, memberQueryOptions, useUserId } from './member-query';
import { sessionQueryKey, userQueryKey } from './use-session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SIGNED_IN: SessionResponse = {
  user: { id: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', isAdmin: false, emailVerified: true, secondFactorEnabled: false, plan: 'pro', subscriptionStatus: 'active' },
};

function withSession(session: SessionResponse | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  else vi.stubGlobal('fetch', () => new Promise(() => {}));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('memberQueryKey', () => {
  it("is the endpoint's own key, from its descriptor's route, under the person's user key", () => {
    const input = { params: { slug: 'ai-basics' } };
    expect(memberQueryKey('user-1', 'GET /api/learn/:slug', input)).toEqual([...userQueryKey('user-1'), ...endpointKey('GET /api/learn/:slug', input)]);
    expect(memberQueryKey('user-1', 'GET /api/me/courses')).toEqual(['user', 'user-1', 'GET /api/me/courses']);
  });

  it('without the query is a prefix of every page of a list, so one invalidation reaches them all', () => {
    const page = memberQueryKey('admin-1', 'GET /api/admin/emails', { query: { page: 2, status: 'failed' } });
    const list = memberQueryKey('admin-1', 'GET /api/admin/emails');
    expect(page.slice(0, list.length)).toEqual(list);
  });
});

describe('memberQueryOptions', () => {
  it('asks nothing until the session names someone', () => {
    expect(memberQueryOptions(undefined, 'GET /api/me/courses').enabled).toBe(false);
    expect(memberQueryOptions('user-1', 'GET /api/me/courses').enabled).toBe(true);
  });

  it("calls the endpoint and caches the answer under the member's key", async () => {
    const fetch = vi.fn<(url: RequestInfo | URL) => Promise<Response>>(async () => new Response(JSON.stringify({ courses: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const { queryClient, wrapper } = withSession(SIGNED_IN);
    function Courses() {
      const courses = useQuery(memberQueryOptions('user-1', 'GET /api/me/courses'));
      return <p>{courses.data ? `${courses.data.courses.length} courses` : 'loading'}</p>;
    }
    render(<Courses />, { wrapper });
    expect(await screen.findByText('0 courses')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/me/courses');
    expect(queryClient.getQueryData(memberQueryKey('user-1', 'GET /api/me/courses'))).toEqual({ courses: [] });
  });
});

describe('useUserId', () => {
  it("is the signed-in person's id, and undefined while the session loads or for a visitor", async () => {
    expect(renderHook(() => useUserId(), withSession(SIGNED_IN)).result.current).toBe('user-1');
    expect(renderHook(() => useUserId(), withSession({ user: null })).result.current).toBeUndefined();
    const loading = renderHook(() => useUserId(), withSession(undefined));
    await waitFor(() => expect(loading.result.current).toBeUndefined());
  });
});
