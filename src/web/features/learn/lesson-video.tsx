import { useEffect, useRef } from 'react';
import { Video } from 'lucide-react';
import { toEmbedUrl, videoSourceKind } from '@shared/video-url';
import { track } from '@web/lib/analytics';
import { isPlayMessage, playerOrigin, subscribeMessages, withPlayerEvents, type EmbedProvider } from './embedded-player-events';

const FRAME = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-950 shadow-sm';

/**
 * Spec §2 Video area: YouTube and Vimeo play in their own embedded player, a video file in
 * the browser's player with controls. The caller decides (lessonMediaLayout) that the address
 * is playable.
 */
export function LessonVideo({ lessonId, lessonTitle, url }: { lessonId: string; lessonTitle: string; url: string }) {
  const kind = videoSourceKind(url);
  const embedUrl = kind === 'youtube' || kind === 'vimeo' ? toEmbedUrl(url) : null;
  if (embedUrl !== null && (kind === 'youtube' || kind === 'vimeo')) {
    return <EmbeddedVideo key={`${lessonId}:${embedUrl}`} lessonId={lessonId} lessonTitle={lessonTitle} embedUrl={embedUrl} provider={kind} />;
  }
  if (kind === 'file') return <NativeVideo key={`${lessonId}:${url}`} lessonId={lessonId} lessonTitle={lessonTitle} src={url.trim()} />;
  return null;
}

/** A YouTube or Vimeo player; its first play is reported (spec §7 video_played) through the player's messages. */
function EmbeddedVideo({ lessonId, lessonTitle, embedUrl, provider }: { lessonId: string; lessonTitle: string; embedUrl: string; provider: EmbedProvider }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = withPlayerEvents(embedUrl, provider, window.location.origin);
  useEffect(() => {
    let played = false;
    const onMessage = (event: MessageEvent) => {
      if (played || event.source !== frame.current?.contentWindow || !isPlayMessage(provider, event.origin, event.data)) return;
      played = true;
      track('video_played', { lesson_id: lessonId, provider });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [lessonId, provider]);
  const subscribe = () => {
    for (const message of subscribeMessages(provider)) frame.current?.contentWindow?.postMessage(message, playerOrigin(src));
  };
  return (
    <div className={FRAME}>
      <iframe
        ref={frame}
        onLoad={subscribe}
        src={src}
        title={`Video: ${lessonTitle}`}
        className="size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        // YouTube refuses to play embeds that send no referrer, which the site's own policy would do.
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}

function NativeVideo({ lessonId, lessonTitle, src }: { lessonId: string; lessonTitle: string; src: string }) {
  const played = useRef(false);
  const reportFirstPlay = () => {
    if (played.current) return;
    played.current = true;
    track('video_played', { lesson_id: lessonId, provider: 'file' });
  };
  return (
    <div className={FRAME}>
      <video src={src} controls preload="metadata" playsInline aria-label={`Video: ${lessonTitle}`} className="size-full" onPlay={reportFirstPlay}>
        Your browser does not support the video tag.
      </video>
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
