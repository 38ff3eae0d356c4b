import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { endpointUrl, parseRoute } from '@shared/api/endpoint';
import type { ApiRoute } from '@shared/api/endpoints';
import type { ToolStates } from '@shared/api/tools';
import type { ToolId } from '@shared/tools/tool-catalog';
import { ApiRequestError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/endpoint-client';
import { useLessonToolPlace } from './tool-context';
import { onPageHide, putOnLeave } from '@web/lib/save-on-leave';

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

/** The address the keepalive save posts to directly (a request that outlives the page is not callEndpoint's). */
const TOOL_STATE_PATH = parseRoute('PUT /api/learn/:slug/lessons/:lessonId/tools/:toolId' satisfies ApiRoute).path;

/**
 * A tool's work, loaded from the server and saved back: after a pause in typing, at once on
 * `saveNow`, and when the page is hidden or left (a keepalive request that outlives the page).
 * The server's copy wins on load, so the work follows the learner to another device.
 */
export function useToolState<Id extends ToolId>(toolId: Id, empty: ToolStates[Id]): ToolStateHandle<ToolStates[Id]> {
  type State = ToolStates[Id];
  const place = useLessonToolPlace();
  const courseSlug = place?.courseSlug;
  const lessonId = place?.lessonId;
  const params = useMemo(() => (courseSlug && lessonId ? { slug: courseSlug, lessonId, toolId } : null), [courseSlug, lessonId, toolId]);
  const path = params ? endpointUrl(TOOL_STATE_PATH, { params }) : null;
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
    if (!params) return;
    let cancelled = false;
    setStatus('loading');
    callEndpoint('GET /api/learn/:slug/lessons/:lessonId/tools/:toolId', { params })
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
  }, [params]);

  // Saves go one after another, so an older state never lands after a newer one.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(() => {
    if (!params) return;
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      if (!dirty.current) return;
      dirty.current = false;
      setStatus('saving');
      try {
        const response = await callEndpoint('PUT /api/learn/:slug/lessons/:lessonId/tools/:toolId', { params, body: { state: latest.current } });
        setError(null);
        setStatus(dirty.current ? 'pending' : 'saved');
        const current = placeRef.current;
        if (response.completion && current) current.onLessonCompleted?.(current.lessonId, response.completion);
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? failure.message : 'Your work could not be saved. Check your connection; we will try again as you type.');
        setStatus('error');
      }
    });
  }, [params]);

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
      putOnLeave(path, { state: latest.current });
    };
    const stopListening = onPageHide(flush);
    return () => {
      stopListening();
      // Moving to another lesson unmounts the tool: save what is pending.
      if (dirty.current) save();
    };
  }, [path, save]);

  const startOver = useCallback(async () => {
    clearTimeout(timer.current);
    dirty.current = false;
    latest.current = emptyRef.current;
    setState(emptyRef.current);
    if (!params) return;
    try {
      await callEndpoint('DELETE /api/learn/:slug/lessons/:lessonId/tools/:toolId', { params });
      setError(null);
      setStatus('idle');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Your saved work could not be cleared.');
      setStatus('error');
    }
  }, [params]);

  return { state, update, saveNow: save, startOver, status, error };
}
