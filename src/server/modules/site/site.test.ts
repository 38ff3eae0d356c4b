import { describe, expect, it } from 'vitest';
import { createCourse } from '../../testing/factories';
import { useTestApp, TEST_PUBLIC_URL } from '../../testing/test-app';
import { preloadTags } from './html-document';
import { createRouteAssets, readBuildManifest, type BuildManifest } from './route-assets';
import { loadSeedCourses } from '../../db/seed/catalog-data';

const app = useTestApp({ seed: true });

const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('HTML pages', () => {
  it("puts each public route's title, description, canonical and Open Graph tags in the HTML", async () => {
    const response = await get('/pricing');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(response.body)).toBe('Pricing | AI Action Academy');
    expect(metaContent(response.body, 'name', 'description')).toMatch(/Pro Member and Elite Access/);
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/pricing">`);
    expect(metaContent(response.body, 'property', 'og:title')).toBe('Pricing | AI Action Academy');
    expect(metaContent(response.body, 'property', 'og:url')).toBe(`${TEST_PUBLIC_URL}/pricing`);
    expect(metaContent(response.body, 'name', 'robots')).toBeUndefined();
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it('names the course in the title, og:title, description and og:image of a course page', async () => {
    const response = await get('/courses/ai-101-for-business-owners');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('AI 101 for Business Owners | AI Action Academy');
    expect(metaContent(response.body, 'property', 'og:title')).toBe('AI 101 for Business Owners | AI Action Academy');
    expect(metaContent(response.body, 'property', 'og:image')).toBe(`${TEST_PUBLIC_URL}/images/courses/ai-101-for-business-owners.svg`);
    expect(metaContent(response.body, 'name', 'description')!.length).toBeGreaterThan(20);
  });

  it('escapes course text written into the HTML', async () => {
    const course = await createCourse(app.database.db, { title: 'Tags <script>alert(1)</script> & "quotes"' });
    const response = await get(`/courses/${course.slug}`);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(titleOf(response.body)).toBe('Tags &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34; | AI Action Academy');
  });

  it("writes a title holding replacement patterns like $& or $' as it is", async () => {
    const course = await createCourse(app.database.db, { title: "Save $& and $' on costs" });
    const response = await get(`/courses/${course.slug}`);
    expect(titleOf(response.body)).toBe('Save $&#38; and $&#39; on costs | AI Action Academy');
  });

  it('keeps draft courses and private pages out of search results', async () => {
    const course = await createCourse(app.database.db, { title: 'Still Being Written', published: false });
    const draft = await get(`/courses/${course.slug}`);
    expect(draft.statusCode).toBe(200);
    expect(metaContent(draft.body, 'name', 'robots')).toBe('noindex');
    for (const path of ['/dashboard', '/profile', '/learn/ai-101-for-business-owners', '/auth']) {
      expect(metaContent((await get(path)).body, 'name', 'robots'), path).toBe('noindex');
    }
  });

  it('answers 404 with the not-found page for unknown routes and unknown courses', async () => {
    for (const path of ['/no/such/page', '/courses/no-such-course', '/courses/Not_A_Slug', `/courses/${'a'.repeat(150)}`]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(titleOf(response.body), path).toBe('Page Not Found | AI Action Academy');
      expect(metaContent(response.body, 'name', 'robots'), path).toBe('noindex');
      expect(response.body, path).toContain('<div id="root"><noscript><main><h1>Page Not Found</h1>');
    }
  });

  it('never answers 500 to malformed or overlong paths', async () => {
    for (const path of ['/%E0%A4%A', '/%', `/${'x'.repeat(5000)}`, '/courses/%00', '/..%2f..%2fetc/passwd', '//double//slashes']) {
      const response = await get(path);
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });

  it('ignores unknown query parameters on pages', async () => {
    const response = await get('/courses?level=Bogus&utm_source=mail');
    expect(response.statusCode).toBe(200);
  });

  it('redirects a trailing slash to the canonical address, keeping the query', async () => {
    const response = await get('/courses/?level=Beginner');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/courses?level=Beginner');
  });

  it('gzips HTML for clients that accept it', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a CSP without inline scripts and refuses framing', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of learning, dashboard, profile and admin pages', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    for (const path of ['/learn', '/dashboard', '/profile', '/admin']) expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it('lists the public pages and published courses, not drafts', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const path of ['/', '/courses', '/pricing', '/about', '/pathways', '/faq', '/certification', '/instructor', '/community', '/terms', '/privacy']) {
      expect(response.body, path).toContain(`<loc>${TEST_PUBLIC_URL}${path}</loc>`);
    }
    const listedCourses = [...response.body.matchAll(/<loc>[^<]*\/courses\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);
    expect(listedCourses).toContain('ai-101-for-business-owners');
    // Courses whose lessons are not written yet are drafts, and drafts are not advertised.
    for (const seed of loadSeedCourses()) expect(listedCourses.includes(seed.slug), seed.slug).toBe(seed.published);
    expect(response.body).not.toContain('/dashboard');
  });
});

describe('security headers', () => {
  it('adds HSTS and upgrades requests only when the site is served over https', async () => {
    const { securityHeaders } = await import('../../http/security-headers');
    expect(securityHeaders('https://learn.example.com')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders('https://learn.example.com')['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(securityHeaders('http://127.0.0.1:3000')['strict-transport-security']).toBeUndefined();
  });

  it('sends them with API answers and errors too', async () => {
    const response = await get('/api/courses?level=Bogus');
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('page preloads', () => {
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('announces the API data a catalogue page fetches first, in the head', async () => {
    const catalogue = headOf((await get('/courses')).body);
    expect(catalogue).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses">');
    const course = headOf((await get('/courses/ai-101-for-business-owners')).body);
    expect(course).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/ai-101-for-business-owners">');
    expect(course).not.toContain('href="/api/courses">');
    // The home page shows only the featured courses that are published.
    expect(headOf((await get('/')).body)).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses">');
  });

  it('preloads no data for pages that need none, unknown courses or errors', async () => {
    for (const path of ['/about', '/courses/no-such-course', '/no/such/page']) {
      expect((await get(path)).body, path).not.toContain('rel="preload"');
    }
  });

  it('adds no module preloads without a build manifest', async () => {
    expect(readBuildManifest(undefined)).toBeUndefined();
    expect((await get('/courses')).body).not.toContain('modulepreload');
  });

  it("preloads a page's route chunk and the chunks it imports that the entry does not load, member pages included", () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js', '_shared-1.js'] },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
      '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_vendor-1.js'] },
      'src/web/pages/courses-page.tsx': { file: 'assets/courses-page-1.js', imports: ['_shared-1.js', '_tabs-1.js', 'index.html'] },
      'src/web/pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shared-1.js'] },
      'src/web/pages/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['_tabs-1.js'] },
    };
    const assets = createRouteAssets(manifest);
    const preloads = (pathname: string) => preloadTags(assets(pathname));
    expect(preloads('/courses')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/courses-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/tabs-1.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses">',
    ]);
    expect(preloads('/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses">',
    ]);
    expect(preloads('/courses/a-b')).toEqual(['<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/a-b">']);
    // A member page is not rendered and needs no data first, but its code is announced all the same.
    expect(preloads('/dashboard')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/tabs-1.js">',
    ]);
    expect(preloads('/no/such/page')).toEqual([]);
  });

  it("preloads an admin page's section table beside its own chunk (decision 0077)", () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell-1.js'] },
      '_shell-1.js': { file: 'assets/shell-1.js' },
      '_table-1.js': { file: 'assets/table-1.js' },
      'virtual:section-page-loaders/admin': { file: 'assets/admin-1.js', imports: ['_shell-1.js'] },
      'src/web/pages/admin-courses-page.tsx': { file: 'assets/admin-courses-page-1.js', imports: ['_table-1.js'] },
    };
    expect(preloadTags(createRouteAssets(manifest)('/admin/courses'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/admin-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/admin-courses-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/table-1.js">',
    ]);
  });
});
