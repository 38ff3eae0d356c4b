/**
 * Rules for a lesson's video address (spec §2, Video area): whether it can be played, and
 * how. YouTube and Vimeo links play in their embedded players; direct links to video files
 * play in the browser's own player.
 */

export type VideoSourceKind = 'youtube' | 'vimeo' | 'file' | 'none';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

const VIDEO_FILE_PATH = /\.(?:mp4|webm|ogg|mov|m4v)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_PRIVACY_HASH = /^[0-9a-f]+$/i;

/** Admins often paste 'youtube.com/watch?v=…' without the scheme; those hosts get https. */
const SCHEMELESS_VIDEO_HOST = /^(?:(?:www|m)\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//i;

/** Resolves site-relative paths (uploaded files) without treating them as another origin. */
const PLACEHOLDER_ORIGIN = 'https://same-site.invalid';

/**
 * Parses an address the lesson player may load: http(s) only, or a path on this site such as
 * an uploaded '/videos/intro.mp4'. Every other scheme (javascript:, data:, file:, …) and
 * anything that does not parse gives null.
 */
function parseVideoUrl(raw: string | null | undefined): URL | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- refusing control characters is what this check is for
  if (value.length === 0 || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    if (value.startsWith('/')) {
      if (value.startsWith('//')) return null;
      const resolved = new URL(value, PLACEHOLDER_ORIGIN);
      return resolved.origin === PLACEHOLDER_ORIGIN ? resolved : null;
    }
    const candidate = SCHEMELESS_VIDEO_HOST.test(value) ? `https://${value}` : value;
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment.length > 0);
}

/** Reads '90', '90s', '1m30s', '1h2m3s' (and 2m) as whole seconds; anything else is null. */
export function parseTimestamp(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text.length === 0) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeStart(url: URL): number | null {
  const fromHash = new URLSearchParams(url.hash.replace(/^#/, '')).get('t');
  const start = parseTimestamp(url.searchParams.get('t') ?? url.searchParams.get('start') ?? fromHash);
  return start !== null && start > 0 ? start : null;
}

function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = pathSegments(url);
  let id: string | undefined;
  if (YOUTU_BE_HOSTS.has(host)) {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch' && segments.length === 1) id = url.searchParams.get('v') ?? undefined;
    else if (first === 'shorts' || first === 'embed' || first === 'live' || first === 'v') id = second;
  }
  return id !== undefined && YOUTUBE_ID.test(id) ? id : null;
}

interface VimeoVideo {
  id: string;
  hash: string | null;
}

function vimeoVideo(url: URL): VimeoVideo | null {
  const host = url.hostname.toLowerCase();
  const segments = pathSegments(url);
  const hashFrom = (pathHash: string | undefined) => {
    const hash = pathHash ?? url.searchParams.get('h');
    return hash !== null && VIMEO_PRIVACY_HASH.test(hash) ? hash : null;
  };

  if (host === VIMEO_PLAYER_HOST) {
    const [first, id] = segments;
    return first === 'video' && id !== undefined && VIMEO_ID.test(id) ? { id, hash: hashFrom(undefined) } : null;
  }
  if (!VIMEO_HOSTS.has(host)) return null;

  const [first, second, third, fourth] = segments;
  // vimeo.com/{id} or, for an unlisted video, vimeo.com/{id}/{privacy hash}
  if (first !== undefined && VIMEO_ID.test(first) && segments.length <= 2) return { id: first, hash: hashFrom(second) };
  // vimeo.com/channels/{name}/{id}
  if (first === 'channels' && segments.length === 3 && third !== undefined && VIMEO_ID.test(third)) return { id: third, hash: null };
  // vimeo.com/groups/{name}/videos/{id}, vimeo.com/album/{id}/video/{id}, vimeo.com/showcase/{id}/video/{id}
  const listed =
    (first === 'groups' && third === 'videos') || ((first === 'album' || first === 'showcase') && third === 'video');
  if (listed && second !== undefined && segments.length === 4 && fourth !== undefined && VIMEO_ID.test(fourth)) {
    return { id: fourth, hash: null };
  }
  return null;
}

/**
 * How a lesson's video address plays. A YouTube or Vimeo address counts only when it names
 * one video (a channel or home page cannot be embedded); a file counts when its path ends in
 * .mp4, .webm, .ogg, .mov or .m4v, on any http(s) host or as a path on this site.
 */
export function videoSourceKind(url: string | null | undefined): VideoSourceKind {
  const parsed = parseVideoUrl(url);
  if (parsed === null) return 'none';
  const host = parsed.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || YOUTU_BE_HOSTS.has(host)) return youtubeVideoId(parsed) !== null ? 'youtube' : 'none';
  if (VIMEO_HOSTS.has(host) || host === VIMEO_PLAYER_HOST) return vimeoVideo(parsed) !== null ? 'vimeo' : 'none';
  return VIDEO_FILE_PATH.test(parsed.pathname) ? 'file' : 'none';
}

/** Spec §2: playable only if non-empty after trimming and a YouTube/Vimeo video or a video file. */
export function isPlayableVideoUrl(url: string | null | undefined): boolean {
  return videoSourceKind(url) !== 'none';
}

/**
 * The address of the embedded player for a YouTube or Vimeo video, else null. A YouTube start
 * time (t= or start=, in seconds or as 1m30s) is kept as ?start=N; an unlisted Vimeo video
 * keeps its privacy hash, without which it does not play.
 */
export function toEmbedUrl(url: string | null | undefined): string | null {
  const parsed = parseVideoUrl(url);
  if (parsed === null) return null;
  const youtubeId = youtubeVideoId(parsed);
  if (youtubeId !== null) {
    const start = youtubeStart(parsed);
    return `https://www.youtube.com/embed/${youtubeId}${start !== null ? `?start=${start}` : ''}`;
  }
  const vimeo = vimeoVideo(parsed);
  if (vimeo !== null) return `https://player.vimeo.com/video/${vimeo.id}${vimeo.hash !== null ? `?h=${vimeo.hash}` : ''}`;
  return null;
}
