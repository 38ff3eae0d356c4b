import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveToolStateResponse, ToolStateResponse, ToolStates } from '@shared/api/tools';
import type { ToolId } from '@shared/tools/tool-catalog';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { useLessonToolPlace } from './tool-context';

/** How long typing pauses before the work is saved. */
export const SAVE_DELAY_MS = 800;

export type SaveStatus = 'loading' | 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'preview';

export interface ToolStateHandle<S> {
  state: S;
  update: (next: S | ((current: S) => S)) => void;
  /** Saves now, without waiting for the pause (a submit button, say). */
  saveNow: () => void;
  startOver: () => Promise<void>;
  status: SaveStatus;
  /** The server's message when the last save or load failed. */
  error: string | null;
}

function toolPath(courseSlug: string, lessonId: string, toolId: ToolId): string {
  return `/api/learn/${encodeURIComponent(courseSlug)}/lessons/${encodeURIComponent(lessonId)}/tools/${toolId}`;
}

/**
 * A tool's work, loaded from the server and saved back: after a pause in typing, at once on
 * `saveNow`, and when the page is hidden or left (a keepalive request that outlives the page).
 * The server's copy wins on load, so the work follows the learner to another device.
 */
export function useToolState<Id extends ToolId>(toolId: Id, empty: ToolStates[Id]): ToolStateHandle<ToolStates[Id]> {
  type State = ToolStates[Id];
  const place = useLessonToolPlace();
  const path = place ? toolPath(place.courseSlug, place.lessonId, toolId) : null;
  const [state, setState] = useState<State>(empty);
  const [status, setStatus] = useState<SaveStatus>(path ? 'loading' : 'preview');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(state);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emptyRef = useRef(empty);
  const placeRef = useRef(place);
  placeRef.current = place;

  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    setStatus('loading');
    apiRequest<ToolStateResponse>(path)
      .then((response) => {
        if (cancelled) return;
        const restored = (response.state ?? emptyRef.current) as State;
        latest.current = restored;
        setState(restored);
        setStatus('idle');
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setError(failure instanceof ApiRequestError ? failure.message : 'Your saved work could not be loaded.');
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [path]);

  // Saves go one after another, so an older state never lands after a newer one.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(() => {
    if (!path) return;
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      if (!dirty.current) return;
      dirty.current = false;
      setStatus('saving');
      try {
        const response = await apiRequest<SaveToolStateResponse>(path, { method: 'PUT', body: JSON.stringify({ state: latest.current }) });
        setError(null);
        setStatus(dirty.current ? 'pending' : 'saved');
        const current = placeRef.current;
        if (response.completion && current) current.onLessonCompleted?.(current.lessonId, response.completion);
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? failure.message : 'Your work could not be saved. Check your connection; we will try again as you type.');
        setStatus('error');
      }
    });
  }, [path]);

  const update = useCallback(
    (next: State | ((current: State) => State)) => {
      const value = typeof next === 'function' ? (next as (current: State) => State)(latest.current) : next;
      latest.current = value;
      setState(value);
      if (!path) return;
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    },
    [path, save],
  );

  // Leaving the page or hiding it (switching apps on a phone) must not lose the last keystrokes.
  useEffect(() => {
    if (!path) return;
    const flush = () => {
      if (!dirty.current) return;
      clearTimeout(timer.current);
      dirty.current = false;
      void fetch(path, {
        method: 'PUT',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ state: latest.current }),
      }).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      // Moving to another lesson unmounts the tool: save what is pending.
      if (dirty.current) save();
    };
  }, [path, save]);

  const startOver = useCallback(async () => {
    clearTimeout(timer.current);
    dirty.current = false;
    latest.current = emptyRef.current;
    setState(emptyRef.current);
    if (!path) return;
    try {
      await apiRequest<void>(path, { method: 'DELETE' });
      setError(null);
      setStatus('idle');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Your saved work could not be cleared.');
      setStatus('error');
    }
  }, [path]);

  return { state, update, saveNow: save, startOver, status, error };
}
