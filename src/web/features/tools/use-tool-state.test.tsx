// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ROI_INPUTS } from '@shared/tools/roi-calculator';
import { LessonToolContext, type LessonToolPlace } from './tool-context';
import { SAVE_DELAY_MS, useToolState } from './use-tool-state';

const PATH = '/api/learn/course-a/lessons/lesson-1/tools/roi-calculator';
const COMPLETION = { progress: { completedLessonIds: ['lesson-1'], completedCount: 1, totalLessons: 4, percent: 25 }, certificate: null, certificateIssued: false };

let requests: { method: string; body: unknown }[];
let saveAnswer: { completion: typeof COMPLETION | null };

beforeEach(() => {
  requests = [];
  saveAnswer = { completion: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      expect(url).toBe(PATH);
      const method = init.method ?? 'GET';
      requests.push({ method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body = method === 'GET' ? { toolId: 'roi-calculator', state: { ...EMPTY_ROI_INPUTS, hoursPerWeek: '4' }, updatedAt: 'x' } : { toolId: 'roi-calculator', state: {}, updatedAt: 'x', ...saveAnswer };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapperFor(place: LessonToolPlace | null) {
  return ({ children }: { children: ReactNode }) => <LessonToolContext.Provider value={place}>{children}</LessonToolContext.Provider>;
}

describe('useToolState', () => {
  it('restores the saved work, then saves once after a pause in typing', async () => {
    const place = { courseId: 'c', courseSlug: 'course-a', lessonId: 'lesson-1' };
    const { result } = renderHook(() => useToolState('roi-calculator', EMPTY_ROI_INPUTS), { wrapper: wrapperFor(place) });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.state.hoursPerWeek).toBe('4');

    vi.useFakeTimers();
    act(() => result.current.update((state) => ({ ...state, hoursPerWeek: '5' })));
    act(() => result.current.update((state) => ({ ...state, hourlyCost: '40' })));
    expect(result.current.status).toBe('pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts).toEqual([{ method: 'PUT', body: { state: { ...EMPTY_ROI_INPUTS, hoursPerWeek: '5', hourlyCost: '40' } } }]);
  });

  it('hands a completion from the server to the lesson player', async () => {
    const onLessonCompleted = vi.fn();
    saveAnswer = { completion: COMPLETION };
    const place = { courseId: 'c', courseSlug: 'course-a', lessonId: 'lesson-1', onLessonCompleted };
    const { result } = renderHook(() => useToolState('roi-calculator', EMPTY_ROI_INPUTS), { wrapper: wrapperFor(place) });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => {
      result.current.update((state) => ({ ...state, setupCost: '0' }));
      result.current.saveNow();
    });
    await waitFor(() => expect(onLessonCompleted).toHaveBeenCalledWith('lesson-1', COMPLETION));
  });

  it('saves nothing without a lesson to save to (a preview)', () => {
    const { result } = renderHook(() => useToolState('roi-calculator', EMPTY_ROI_INPUTS), { wrapper: wrapperFor(null) });
    act(() => result.current.update((state) => ({ ...state, hoursPerWeek: '5' })));
    expect(result.current.status).toBe('preview');
    expect(result.current.state.hoursPerWeek).toBe('5');
    expect(requests).toEqual([]);
  });
});
