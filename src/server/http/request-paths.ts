import type { FastifyRequest } from 'fastify';

/**
 * How the server reads a request's address. The router is lenient (it decodes `%61` to `a` and
 * ignores doubled slashes), so decisions about a request are taken on the route that will run,
 * and API routes answer only at their one canonical address.
 */

/** The path as sent, without the query. */
export function rawPathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** True for requests an API route (or the API's not-found answer) handles: they answer JSON. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && !request.is404) return route === '/api' || route.startsWith('/api/');
  return isApiUrl(request.url);
}

/** `/api`, `//api/…`, `/%61pi/…`, `/API/…`: any spelling a lenient reader could take for the API. */
export function isApiUrl(url: string): boolean {
  const rawPath = rawPathOf(url);
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Undecodable: judge the raw text.
  }
  return /^[/\\]+api(?:[/\\]|$)/i.test(path);
}

/** Unreserved characters (RFC 3986) percent-encoded: a second spelling of a plain character. */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/i;

/** The one address an API route answers at: no doubled slashes, dot segments, backslashes or needless escapes. */
export function isCanonicalPath(rawPath: string): boolean {
  if (rawPath.includes('//') || rawPath.includes('\\')) return false;
  if (ENCODED_UNRESERVED.test(rawPath)) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * A request URL the router can decode: every `%` of a path that does not decode as UTF-8 is
 * escaped as `%25`, so `/courses/%E0%A4%A` reaches the not-found page (and an API route its
 * validation) instead of Fastify's own 400 (FST_ERR_BAD_URL).
 */
export function withDecodablePath(url: string): string {
  const rawPath = rawPathOf(url);
  if (!rawPath.includes('%')) return url;
  try {
    decodeURI(rawPath);
    return url;
  } catch {
    return rawPath.replaceAll('%', '%25') + url.slice(rawPath.length);
  }
}

/** Characters kept as they are in a Location path; everything else is percent-encoded. */
const LOCATION_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%]/;

function percentEncode(character: string): string {
  return [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * A same-site Location for a path as sent: built from the encoded path (never the decoded
 * one, which may hold `//host`, a backslash or bytes a header cannot carry), with every
 * character outside the URL-safe set encoded and the leading slashes collapsed to one.
 */
export function sameSiteLocation(rawPath: string, query = ''): string {
  const encoded = [...rawPath].map((character) => (LOCATION_SAFE.test(character) ? character : percentEncode(character))).join('');
  const path = `/${encoded.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/^\/+/, '')}`;
  const safeQuery = [...query].map((character) => (LOCATION_SAFE.test(character) || character === '?' ? character : percentEncode(character))).join('');
  return path + safeQuery;
}
