/**
 * Knowing when a YouTube or Vimeo embed starts playing, and where it is, without loading either's script (no
 * third-party code, design §5): both players speak postMessage. We ask for their events once
 * the frame has loaded and read the answers that come from the player's own origin.
 */

export type EmbedProvider = 'youtube' | 'vimeo';

const ORIGINS: Record<EmbedProvider, readonly string[]> = {
  youtube: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  vimeo: ['https://player.vimeo.com'],
};

/** The embed address with YouTube's JS API switched on (Vimeo's needs nothing). */
export function withPlayerEvents(embedUrl: string, provider: EmbedProvider, pageOrigin: string): string {
  if (provider !== 'youtube') return embedUrl;
  const url = new URL(embedUrl);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', pageOrigin);
  return url.toString();
}

/** What to post to the loaded frame so that the player reports its events (YouTube's 'listening' brings its time too). */
export function subscribeMessages(provider: EmbedProvider): string[] {
  return provider === 'youtube'
    ? [JSON.stringify({ event: 'listening', id: 'lesson-video', channel: 'widget' })]
    : ['play', 'timeupdate', 'pause'].map((value) => JSON.stringify({ method: 'addEventListener', value }));
}

/** The embed address that starts at `seconds`: YouTube's `start=`, Vimeo's `#t=`. */
export function embedUrlAt(embedUrl: string, provider: EmbedProvider, seconds: number): string {
  const url = new URL(embedUrl);
  const whole = Math.max(0, Math.floor(seconds));
  if (provider === 'youtube') url.searchParams.set('start', String(whole));
  else url.hash = `t=${whole}s`;
  return url.toString();
}

/** What to post to a loaded player to jump to `seconds` and play on. */
export function seekMessages(provider: EmbedProvider, seconds: number): string[] {
  return provider === 'youtube'
    ? [
        JSON.stringify({ event: 'command', func: 'seekTo', args: [seconds, true], id: 'lesson-video', channel: 'widget' }),
        JSON.stringify({ event: 'command', func: 'playVideo', args: [], id: 'lesson-video', channel: 'widget' }),
      ]
    : [JSON.stringify({ method: 'setCurrentTime', value: seconds }), JSON.stringify({ method: 'play' })];
}

export interface PlaybackTime {
  positionSeconds: number;
  /** Null when the message does not carry the video's length. */
  durationSeconds: number | null;
}

const secondsIn = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** Where the provider's player is, from one of its messages (YouTube's infoDelivery, Vimeo's timeupdate), else null. */
export function playbackTimeOf(provider: EmbedProvider, origin: string, data: unknown): PlaybackTime | null {
  if (!ORIGINS[provider].includes(origin)) return null;
  const message = parse(data);
  if (!message) return null;
  const body = provider === 'youtube' ? (message.event === 'infoDelivery' ? parse(message.info) : null) : message.event === 'timeupdate' ? parse(message.data) : null;
  if (!body) return null;
  const position = secondsIn(provider === 'youtube' ? body.currentTime : body.seconds);
  const duration = secondsIn(body.duration);
  return position === null ? null : { positionSeconds: position, durationSeconds: duration !== null && duration > 0 ? duration : null };
}

function parse(data: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a message from `origin` says the provider's player has started playing. */
export function isPlayMessage(provider: EmbedProvider, origin: string, data: unknown): boolean {
  if (!ORIGINS[provider].includes(origin)) return false;
  const message = parse(data);
  if (!message) return false;
  if (provider === 'vimeo') return message.event === 'play';
  // YouTube: state 1 is "playing", sent as onStateChange or inside infoDelivery.
  if (message.event === 'onStateChange') return message.info === 1;
  const info = parse(message.info);
  return message.event === 'infoDelivery' && info?.playerState === 1;
}

/** The origin to post to, for a frame showing `embedUrl`. */
export function playerOrigin(embedUrl: string): string {
  return new URL(embedUrl).origin;
}
