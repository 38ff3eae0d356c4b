// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@shared/api/accounts';
import { sessionQueryKey } from '@web/lib/use-session';
import { LessonVideo } from './lesson-video';

const SIGNED_IN: SessionResponse = {
  user: { id: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', isAdmin: false, emailVerified: true, secondFactorEnabled: false, plan: 'pro', subscriptionStatus: 'active' },
};
const POSITION_PATH = '/api/learn/course-a/lessons/intro/video-position';

let saves: unknown[];
let stored: { positionSeconds: number; durationSeconds: number | null; updatedAt: string } | null;

beforeEach(() => {
  saves = [];
  stored = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== POSITION_PATH) return new Response(JSON.stringify(url === '/api/session' ? SIGNED_IN : {}), { status: 200, headers: { 'content-type': 'application/json' } });
      if (init.method === 'PUT') saves.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ lessonId: 'intro', position: stored }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderVideo(url: string, startAt: number | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, SIGNED_IN);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(<LessonVideo courseSlug="course-a" lessonId="intro" lessonTitle="Intro" url={url} startAt={startAt} />, { wrapper });
  return screen.getByTitle('Video: Intro') as HTMLIFrameElement;
}

function playerSays(frame: HTMLIFrameElement, origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame.contentWindow }));
  });
}

describe('an embedded video remembers where the learner stopped', () => {
  it('saves the time a YouTube player reports, from YouTube only', async () => {
    const frame = renderVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(POSITION_PATH, expect.anything()));
    playerSays(frame, 'https://evil.example', { event: 'infoDelivery', info: { currentTime: 99, duration: 300 } });
    playerSays(frame, 'https://www.youtube.com', { event: 'infoDelivery', info: { currentTime: 42.5, duration: 300 } });
    await waitFor(() => expect(saves).toEqual([{ positionSeconds: 42.5, durationSeconds: 300 }]));
  });

  it('offers the saved position and asks the player to seek there', async () => {
    stored = { positionSeconds: 42.9, durationSeconds: 300, updatedAt: '2026-11-25T10:00:00.000Z' };
    const frame = renderVideo('https://vimeo.com/76979871');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    expect(await screen.findByText('You stopped at 0:42 last time.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume at 0:42' }));
    expect(post.mock.calls.map(([message]) => JSON.parse(String(message)))).toEqual([{ method: 'setCurrentTime', value: 42 }, { method: 'play' }]);
    expect(screen.queryByRole('region', { name: 'Resume video' })).toBeNull();
  });

  it('offers nothing for a position in the first seconds', async () => {
    stored = { positionSeconds: 3, durationSeconds: 300, updatedAt: '2026-11-25T10:00:00.000Z' };
    renderVideo('https://vimeo.com/76979871');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(POSITION_PATH, expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Resume video' })).toBeNull();
  });

  it("starts the embed at the position 'Continue Learning' names", () => {
    expect(new URL(renderVideo('https://youtu.be/dQw4w9WgXcQ', 20).src).searchParams.get('start')).toBe('20');
    cleanup();
    expect(renderVideo('https://vimeo.com/76979871', 75).src).toBe('https://player.vimeo.com/video/76979871#t=75s');
  });
});
