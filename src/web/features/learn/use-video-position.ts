import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, parseRoute } from '@shared/api/endpoint';
import type { ApiRoute } from '@shared/api/endpoints';
import { POSITION_SAVE_INTERVAL_MS, shouldOfferResume, type VideoPosition } from '@shared/video-resume';
import { myCoursesQueryKey } from '@web/features/enrollment';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { onPageHide, putOnLeave } from '@web/lib/save-on-leave';

/** The address the keepalive save goes to directly (a request that outlives the page is not callEndpoint's). */
const VIDEO_POSITION_PATH = parseRoute('PUT /api/learn/:slug/lessons/:lessonId/video-position' satisfies ApiRoute).path;

/** A save moves the stored position only when the player has moved at least this far. */
const MIN_MOVE_SECONDS = 1;

interface SavedMark {
  at: number;
  positionSeconds: number;
}

/** Whether there is a position to save that differs from the last one saved. */
function hasMoved(position: VideoPosition | null, previous: SavedMark | null): position is VideoPosition {
  return position !== null && (previous === null || Math.abs(previous.positionSeconds - position.positionSeconds) >= MIN_MOVE_SECONDS);
}

export interface VideoPositionHandle {
  /**
   * Where the learner stopped last time, when worth offering (shared `shouldOfferResume`); read
   * once as the lesson opens, so the offer does not move while the video plays.
   */
  offer: VideoPosition | null;
  /** The player says where it is: saved every few seconds while it moves. */
  report: (position: VideoPosition) => void;
  /** Saves the last reported position now (a pause, the end, leaving the lesson). */
  saveNow: () => void;
}

/**
 * Where the learner is in a lesson's video, kept on the server so it follows them to another
 * device: saved every few seconds while playing, at once on pause, and when the page hides or
 * is left (a keepalive request that outlives the page).
 */
export function useVideoPosition(courseSlug: string, lessonId: string): VideoPositionHandle {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const params = useMemo(() => ({ slug: courseSlug, lessonId }), [courseSlug, lessonId]);
  const saved = useQuery({
    ...memberQueryOptions(userId, 'GET /api/learn/:slug/lessons/:lessonId/video-position', { params }),
    // Another device may have moved it since: ask each time the lesson opens.
    staleTime: 0,
    gcTime: 0,
  });
  const [offer, setOffer] = useState<VideoPosition | null | undefined>(undefined);
  const stored = saved.data?.position;
  useEffect(() => {
    if (offer !== undefined || !saved.isSuccess) return;
    setOffer(stored && shouldOfferResume(stored) ? { positionSeconds: stored.positionSeconds, durationSeconds: stored.durationSeconds } : null);
  }, [offer, saved.isSuccess, stored]);

  const latest = useRef<VideoPosition | null>(null);
  const lastSaved = useRef<SavedMark | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const saveNow = useCallback(() => {
    const body = latest.current;
    if (userId === undefined || !hasMoved(body, lastSaved.current)) return;
    lastSaved.current = { at: Date.now(), positionSeconds: body.positionSeconds };
    // One save after another, so an older position never lands after a newer one.
    queue.current = queue.current.then(async () => {
      try {
        await callEndpoint('PUT /api/learn/:slug/lessons/:lessonId/video-position', { params, body });
        void queryClient.invalidateQueries({ queryKey: myCoursesQueryKey(userId) });
      } catch (failure) {
        // Losing one save costs a few seconds of position, not worth interrupting the video for.
        console.warn('Could not save the video position', failure);
      }
    });
  }, [params, queryClient, userId]);

  const report = useCallback(
    (position: VideoPosition) => {
      // An embed's message may leave the length out; keep the one it gave before.
      const durationSeconds = position.durationSeconds ?? latest.current?.durationSeconds ?? null;
      const positionSeconds = durationSeconds === null ? position.positionSeconds : Math.min(position.positionSeconds, durationSeconds);
      latest.current = { positionSeconds, durationSeconds };
      const previous = lastSaved.current;
      if (previous === null || Date.now() - previous.at >= POSITION_SAVE_INTERVAL_MS) saveNow();
    },
    [saveNow],
  );

  // Hiding the page (switching apps on a phone) or leaving it must not lose the last seconds.
  useEffect(() => {
    if (userId === undefined) return;
    const path = endpointUrl(VIDEO_POSITION_PATH, { params });
    const flush = () => {
      const body = latest.current;
      if (!hasMoved(body, lastSaved.current)) return;
      lastSaved.current = { at: Date.now(), positionSeconds: body.positionSeconds };
      putOnLeave(path, body);
    };
    const stopListening = onPageHide(flush);
    return () => {
      stopListening();
      // Moving to another lesson unmounts the video: save where it stopped.
      saveNow();
    };
  }, [params, saveNow, userId]);

  return { offer: offer ?? null, report, saveNow };
}
