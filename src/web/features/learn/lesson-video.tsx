import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Video } from 'lucide-react';
import { resumeSecond, type VideoPosition } from '@shared/video-resume';
import { toEmbedUrl, videoSourceKind } from '@shared/video-url';
import { track } from '@web/lib/analytics';
import {
  embedUrlAt,
  isPlayMessage,
  playbackTimeOf,
  playerOrigin,
  seekMessages,
  subscribeMessages,
  withPlayerEvents,
  type EmbedProvider,
} from './embedded-player-events';
import { ResumedNotice, ResumeOffer } from './resume-offer';
import { useVideoPosition } from './use-video-position';

const FRAME = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-950 shadow-sm';

interface LessonVideoProps {
  courseSlug: string;
  lessonId: string;
  lessonTitle: string;
  url: string;
  /** Open the video at this second ('Continue Learning'), instead of offering to resume. */
  startAt: number | null;
}

/**
 * Spec §2 Video area: YouTube and Vimeo play in their own embedded player, a video file in
 * the browser's player with controls. The caller decides (lessonMediaLayout) that the address
 * is playable. Either remembers where the learner stopped and offers to resume there (issue 32).
 */
export function LessonVideo({ courseSlug, lessonId, lessonTitle, url, startAt }: LessonVideoProps) {
  const kind = videoSourceKind(url);
  const embedUrl = kind === 'youtube' || kind === 'vimeo' ? toEmbedUrl(url) : null;
  const shared = { courseSlug, lessonId, lessonTitle, startAt };
  if (embedUrl !== null && (kind === 'youtube' || kind === 'vimeo')) {
    return <EmbeddedVideo key={`${lessonId}:${embedUrl}`} {...shared} embedUrl={embedUrl} provider={kind} />;
  }
  if (kind === 'file') return <NativeVideo key={`${lessonId}:${url}`} {...shared} src={url.trim()} />;
  return null;
}

/**
 * The panel under a video: the offer to resume where the learner stopped, or, when the video
 * opened at a position, a note saying so. It closes once the learner chooses or plays.
 */
function useResumePanel(offer: VideoPosition | null, startAt: number | null, seek: (seconds: number) => void): { panel: ReactNode; close: () => void } {
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => setClosed(true), []);
  const seekAndClose = (seconds: number) => {
    seek(seconds);
    close();
  };
  if (closed) return { panel: null, close };
  if (startAt !== null) return { panel: <ResumedNotice positionSeconds={startAt} onStartOver={() => seekAndClose(0)} />, close };
  if (offer === null) return { panel: null, close };
  const resumeAt = resumeSecond(offer.positionSeconds);
  return { panel: <ResumeOffer positionSeconds={resumeAt} onResume={() => seekAndClose(resumeAt)} onStartOver={() => seekAndClose(0)} />, close };
}

interface EmbeddedVideoProps extends Omit<LessonVideoProps, 'url'> {
  embedUrl: string;
  provider: EmbedProvider;
}

/**
 * A YouTube or Vimeo player, heard through its postMessage API: its first play is reported
 * (spec §7 video_played) and its time is saved; resuming asks it to seek.
 */
function EmbeddedVideo({ courseSlug, lessonId, lessonTitle, embedUrl, provider, startAt }: EmbeddedVideoProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Fixed for the frame's life: a new address would reload the player.
  const [src] = useState(() => {
    const withEvents = withPlayerEvents(embedUrl, provider, window.location.origin);
    return startAt !== null ? embedUrlAt(withEvents, provider, startAt) : withEvents;
  });
  const position = useVideoPosition(courseSlug, lessonId);
  const post = (messages: string[]) => {
    for (const message of messages) frame.current?.contentWindow?.postMessage(message, playerOrigin(src));
  };
  const { panel, close } = useResumePanel(position.offer, startAt, (seconds) => {
    post(seekMessages(provider, seconds));
    frame.current?.focus();
  });
  const { report } = position;
  useEffect(() => {
    let played = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const time = playbackTimeOf(provider, event.origin, event.data);
      if (time !== null) report(time);
      if (played || !isPlayMessage(provider, event.origin, event.data)) return;
      played = true;
      close();
      track('video_played', { lesson_id: lessonId, provider });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [close, lessonId, provider, report]);
  return (
    <div>
      <div className={FRAME}>
        <iframe
          ref={frame}
          onLoad={() => post(subscribeMessages(provider))}
          src={src}
          title={`Video: ${lessonTitle}`}
          className="size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          // YouTube refuses to play embeds that send no referrer, which the site's own policy would do.
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      {panel}
    </div>
  );
}

interface NativeVideoProps extends Omit<LessonVideoProps, 'url'> {
  src: string;
}

function timeOf(video: HTMLVideoElement): VideoPosition {
  return { positionSeconds: video.currentTime, durationSeconds: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null };
}

/** Sets the time once the video knows its length (before that a seek is lost). */
function seekWhenReady(video: HTMLVideoElement, seconds: number): void {
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds;
  else video.addEventListener('loadedmetadata', () => (video.currentTime = seconds), { once: true });
}

function NativeVideo({ courseSlug, lessonId, lessonTitle, src, startAt }: NativeVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const played = useRef(false);
  const position = useVideoPosition(courseSlug, lessonId);
  const { panel, close } = useResumePanel(position.offer, startAt, (seconds) => {
    const element = video.current;
    if (!element) return;
    seekWhenReady(element, seconds);
    element.focus();
    element.play().catch(() => undefined);
  });
  const [openAt] = useState(startAt);
  useEffect(() => {
    if (openAt !== null && video.current) seekWhenReady(video.current, openAt);
  }, [openAt]);
  const onPlay = () => {
    close();
    if (played.current) return;
    played.current = true;
    track('video_played', { lesson_id: lessonId, provider: 'file' });
  };
  const onStop = (element: HTMLVideoElement) => {
    position.report(timeOf(element));
    position.saveNow();
  };
  return (
    <div>
      <div className={FRAME}>
        <video
          ref={video}
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={`Video: ${lessonTitle}`}
          className="size-full"
          onPlay={onPlay}
          onTimeUpdate={(event) => {
            if (!event.currentTarget.paused) position.report(timeOf(event.currentTarget));
          }}
          onPause={(event) => onStop(event.currentTarget)}
          onEnded={(event) => onStop(event.currentTarget)}
        >
          Your browser does not support the video tag.
        </video>
      </div>
      {panel}
    </div>
  );
}

/** Spec §2: no playable video and the placeholder flag off. */
export function VideoPlaceholder() {
  return (
    <div className={`${FRAME} flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 to-brand-950 text-white`}>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
        <Video className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">Video coming soon</p>
    </div>
  );
}
