import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { courseSlugSchema } from '../../../shared/api/catalog';
import { coursePageMeta, matchPage, NOT_FOUND_META, renderedPage, sitemapPaths, type PageMeta } from '../../../shared/page-manifest';
import type { AppContext } from '../../app-context';
import { rawPathOf, sameSiteLocation } from '../../http/request-paths';
import { sourceIndexHtml } from '../../paths';
import { hasSessionCookie } from '../accounts/session-cookie';
import { findCourseBySlug, findPublishedCourses } from '../catalog/catalog.service';
import { escapeHtml, renderDocument } from './html-document';
import { createRouteAssets, readBuildManifest } from './route-assets';
import { cacheRenderedPages, type RenderedPageCache } from './page-renderer';
import { changesPage } from '../../../shared/page-query';
import type { PageDataRead, PrefetchedResponse, ServerRenderedPage } from '../../../shared/server-render';
import type { SiteConfig } from '../../../shared/site-config';

const DEFAULT_SHARE_IMAGE = '/images/og-default.png';
const MAX_PATH_LENGTH = 2048;

/** Paths crawlers should not visit (design.md §5). */
const DISALLOWED_PATHS = ['/learn', '/dashboard', '/profile', '/admin', '/certificate', '/auth', '/reset-password', '/success', '/cancel', '/unsubscribe', '/renewal', '/community/'];

function readTemplate(webRoot: string | undefined, sourceIndex: string): string {
  const built = webRoot ? path.join(webRoot, 'index.html') : undefined;
  return readFileSync(built && existsSync(built) ? built : sourceIndex, 'utf8');
}

function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function notFoundFallback(pathname: string): string {
  return `<main><h1>Page Not Found</h1><p>We couldn't find <code>${escapeHtml(pathname)}</code>.</p><p><a href="/">Go Home</a> · <a href="/courses">Browse Courses</a></p></main>`;
}

export function siteRoutes({ database, config, web, changes }: AppContext) {
  const { db } = database;
  const { publicUrl } = config;
  const options = { webRoot: web.root, renderPage: web.renderPage };
  const template = readTemplate(web.root, sourceIndexHtml);
  const { company } = config.mail;
  const siteConfig: SiteConfig = { supportEmail: config.mail.supportEmail, legalName: company.legalName, postalAddress: company.postalAddress ?? null };
  const routeAssets = createRouteAssets(readBuildManifest(options.webRoot));

  interface Resolved {
    status: number;
    meta: PageMeta;
    image?: string;
    fallbackHtml?: string;
  }

  async function resolvePage(pathname: string): Promise<Resolved> {
    const page = matchPage(pathname);
    if (page?.entry.meta) return { status: 200, meta: page.entry.meta };
    const slug = page?.entry.path === '/courses/:slug' ? page.params.slug : undefined;
    if (slug !== undefined && courseSlugSchema.safeParse(slug).success) {
      const course = await findCourseBySlug(db, slug);
      if (course) {
        return {
          status: 200,
          meta: coursePageMeta(course),
          image: course.thumbnailUrl ?? undefined,
          fallbackHtml: `<main><h1>${escapeHtml(course.title)}</h1><p>${escapeHtml(course.description)}</p></main>`,
        };
      }
    }
    return { status: 404, meta: NOT_FOUND_META, fallbackHtml: notFoundFallback(pathname) };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = decodePath(request.url);
    if (pathname === undefined) return sendHtml(request, reply, 404, NOT_FOUND_META, notFoundFallback('this address'));
    const rawPath = rawPathOf(request.url);
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      return reply.redirect(sameSiteLocation(rawPath.replace(/\/+$/, ''), request.url.slice(rawPath.length)), 301);
    }
    const page = await resolvePage(pathname);
    const rendered = page.status === 200 ? await renderPublicPage(request, pathname) : undefined;
    return sendHtml(request, reply, page.status, page.meta, page.fallbackHtml, page.image, pathname, rendered);
  }

  /** The server-rendered markup of a public page, or undefined (the browser renders it alone). */
  async function renderPublicPage(request: FastifyRequest, pathname: string): Promise<ServerRenderedPage | undefined> {
    const route = renderedPage(pathname, searchParamsOf(request.url));
    if (!renderCached || !route) return undefined;
    try {
      return await renderCached(renderUrl(request.url, route.query), route.data, hasSessionCookie(request) ? 'unknown' : 'signed-out', renderingClient(request.ip));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  }

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    meta: PageMeta,
    fallbackHtml?: string,
    image?: string,
    pathname = '/',
    rendered?: ServerRenderedPage,
  ): FastifyReply {
    const html = renderDocument(template, {
      meta,
      canonicalUrl: absolute(publicUrl, pathname === '/' ? '/' : pathname),
      imageUrl: absolute(publicUrl, image ?? DEFAULT_SHARE_IMAGE),
      fallbackHtml,
      rendered,
      assets: status === 200 ? routeAssets(pathname, searchParamsOf(request.url)) : undefined,
      siteConfig,
    });
    // A page's navbar differs with and without a session cookie: no cache may serve one for the other.
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  }

  let renderCached: RenderedPageCache<PageDataRead[]> | undefined;
  changes.on('catalog', () => renderCached?.clear());

  return async function register(app: FastifyInstance): Promise<void> {
    const { renderPage } = options;
    if (renderPage) {
      // The page's data comes from the API itself, in-process, so it is byte for byte what the
      // browser would have fetched (and shares the catalogue's cache).
      const fetchData = async (read: PageDataRead): Promise<PrefetchedResponse> => {
        const response = await app.inject({ method: 'GET', url: read.url, headers: { accept: 'application/json' } });
        if (response.statusCode !== 200) throw new Error(`GET ${read.url} answered ${response.statusCode}`);
        return { ...read, body: response.json() as unknown };
      };
      renderCached = cacheRenderedPages(async (url, reads: PageDataRead[], session) =>
        renderPage({ url, data: await Promise.all(reads.map(fetchData)), session, siteConfig }),
      );
    }

    if (options.webRoot && existsSync(options.webRoot)) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
        },
      });
    }

    app.get('/robots.txt', async (_request, reply) => {
      const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
    });

    app.get('/sitemap.xml', async (_request, reply) => {
      const courses = await findPublishedCourses(db);
      const urls = [
        ...sitemapPaths().map((p) => `  <url><loc>${escapeHtml(absolute(publicUrl, p))}</loc></url>`),
        ...courses.map(
          (course) =>
            `  <url><loc>${escapeHtml(absolute(publicUrl, `/courses/${course.slug}`))}</loc><lastmod>${course.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
        ),
      ];
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ error: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
      }
      if (request.url.length > MAX_PATH_LENGTH) return sendHtml(request, reply, 414, NOT_FOUND_META, notFoundFallback('this address'));
      return sendPage(request, reply);
    });
  };
}

/**
 * The URL a page is rendered for: its path and only the query parameters it reads, with a value
 * that changes the page, so links carrying tracking parameters or an unknown level share one
 * rendering (and one cache entry) with the bare page.
 */
function renderUrl(requestUrl: string, readParameters: readonly string[]): string {
  const url = new URL(requestUrl, 'http://localhost');
  const kept = new URLSearchParams();
  for (const name of readParameters) {
    const value = url.searchParams.get(name);
    if (value !== null && changesPage(name, value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The decoded path of a request URL, or undefined when it cannot be decoded. */
function decodePath(url: string): string | undefined {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function searchParamsOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

/**
 * Who a rendering counts against. A loopback peer is a proxy on this machine (without
 * TRUST_PROXY) or a test, standing for every visitor at once: only the overall budget applies.
 */
function renderingClient(ip: string): string | undefined {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.') ? undefined : ip;
}
