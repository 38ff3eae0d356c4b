import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage, RenderSession, ServerRenderedPage } from '../../../shared/server-render';

/** The built page renderer, or undefined when the web app has not been built with it. */
export async function loadPageRenderer(entryFile: string): Promise<RenderPage | undefined> {
  if (!existsSync(entryFile)) return undefined;
  const module = (await import(pathToFileURL(path.resolve(entryFile)).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}

const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 200;
/** About a third of one core at ~15 ms a render; past it, pages go out to render in the browser. */
const MAX_RENDERS_PER_SECOND = 20;
/** One client's share of those, so one client cannot spend the budget of every visitor. */
const MAX_RENDERS_PER_CLIENT_PER_SECOND = 5;

/**
 * Keeps each rendered page for 5 seconds, the same staleness the catalogue response already
 * allows (docs/decisions/0001): rendering a page costs ~15 ms of CPU, serving it again nothing.
 * Entries are keyed by URL and session (at most two renderings of a URL: signed out, and
 * unknown for a request with a session cookie; unknown unless told, as it never shows wrong
 * content) and capped. New renders are limited per second, in all and per client (its
 * address), so requests made to miss the cache (a new address each time) cannot take the CPU,
 * nor one client the budget of the others: past a limit the answer is undefined and the page is
 * sent unrendered, which the browser renders itself.
 * Expired entries stay until replaced, so the cap is what bounds the memory held.
 * `now` and `ttlMs` are there for tests.
 */
export type RenderedPageCache<Reads> = ((url: string, reads: Reads, session?: RenderSession, client?: string) => Promise<ServerRenderedPage | undefined>) & {
  /** Forgets every rendered page (the courses they show have changed). */
  clear(): void;
};

export function cacheRenderedPages<Reads>(
  render: (url: string, reads: Reads, session: RenderSession) => Promise<ServerRenderedPage>,
  { now = Date.now, ttlMs = CACHE_TTL_MS }: { now?: () => number; ttlMs?: number } = {},
): RenderedPageCache<Reads> {
  const cache = new Map<string, { expires: number; page: Promise<ServerRenderedPage> }>();
  let windowStart = -Infinity;
  let rendersInWindow = 0;
  // Cleared every second, so it holds at most the clients of one second.
  const clientRendersInWindow = new Map<string, number>();
  /** `client`: the requester's address; without one only the overall limit applies. */
  const renderCached = async (url: string, reads: Reads, session: RenderSession = 'unknown', client?: string) => {
    const key = `${session} ${url}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.page;
    if (now() - windowStart >= 1_000) {
      windowStart = now();
      rendersInWindow = 0;
      clientRendersInWindow.clear();
    }
    const clientRenders = client === undefined ? 0 : (clientRendersInWindow.get(client) ?? 0);
    if (rendersInWindow >= MAX_RENDERS_PER_SECOND || clientRenders >= MAX_RENDERS_PER_CLIENT_PER_SECOND) return undefined;
    rendersInWindow++;
    if (client !== undefined) clientRendersInWindow.set(client, clientRenders + 1);
    cache.delete(key);
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    const page = render(url, reads, session);
    cache.set(key, { expires: now() + ttlMs, page });
    page.catch(() => cache.delete(key));
    return page;
  };
  return Object.assign(renderCached, { clear: () => cache.clear() });
}
