/**
 * Knowing when a YouTube or Vimeo embed starts playing without loading either's script (no
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

/** What to post to the loaded frame so that the player reports its events. */
export function subscribeMessages(provider: EmbedProvider): string[] {
  return provider === 'youtube'
    ? [JSON.stringify({ event: 'listening', id: 'lesson-video', channel: 'widget' })]
    : [JSON.stringify({ method: 'addEventListener', value: 'play' })];
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
