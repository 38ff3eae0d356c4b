import { describe, expect, it, vi } from 'vitest';
import { getCourse, listCourses } from '../../../shared/api/catalog';
import { endpointQueryKey } from '../../../shared/api/endpoint';
import { APP_STATE_ELEMENT_ID, type RenderPage, type RenderSession } from '../../../shared/server-render';
import { renderPage } from '../../../web/entry-server';
import { createLearner } from '../../testing/accounts';
import { createCourse } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { APP_LOADER_PATH } from './html-document';
import { cacheRenderedPages } from './page-renderer';
import { getSession } from '../../../shared/api/accounts';

/** The query the browser reads who is signed in by (web/lib/use-session.ts). */
const SESSION_KEY = JSON.stringify(endpointQueryKey(getSession.route));

const renderer = vi.fn<RenderPage>(renderPage);
const app = useTestApp({ seed: true, renderPage: renderer });

const get = (url: string, cookie?: string) => app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** What is inside `<div id="root">`: everything up to the first script after it. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<script /.exec(html)?.[1] ?? '';
/** The navbar's markup: the site's `<header>`. */
const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(rootOf(html))?.[0] ?? '';
const stateOf = (html: string) => new RegExp(`<script type="application/json" id="${APP_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('server-rendered public pages', () => {
  // First: a page rendered before it would keep the catalogue cached without the new course.
  it('renders the catalogue with the API response the browser hydrates from', async () => {
    const course = await createCourse(app.database.db, { title: 'Rendered On The Server' });
    const response = await get('/courses');
    expect(rootOf(response.body)).toContain('Rendered On The Server');
    const state = JSON.parse(stateOf(response.body)!) as { queries: { queryKey: unknown[]; state: { data: { courses: { slug: string }[] } } }[] };
    const catalogue = state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(endpointQueryKey(listCourses.route)));
    expect(catalogue?.state.data.courses.map((c) => c.slug)).toContain(course.slug);
  });

  it('sends the pricing page rendered, headings and plans in the HTML', async () => {
    const response = await get('/pricing');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Simple Pricing That Pays for Itself');
    expect(root).toContain('Pro Member');
    expect(root).toContain('Elite Access');
    // Each plan card lists the courses it opens, from the catalogue the server fetched first.
    expect(root).toContain('AI Strategy Blueprint for SMBs');
  });

  it('renders a course page with its curriculum', async () => {
    const response = await get('/courses/ai-101-for-business-owners');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('AI 101 for Business Owners');
    const key = endpointQueryKey(getCourse.route, { params: { slug: 'ai-101-for-business-owners' } });
    expect(stateOf(response.body)).toContain(`"queryKey":${JSON.stringify(key)}`);
  });

  it('keeps markup out of the data block, so course text cannot close the script element', async () => {
    const course = await createCourse(app.database.db, { title: 'Ends </script><script>alert(1)</script>' });
    const response = await get(`/courses/${course.slug}`);
    const state = stateOf(response.body)!;
    expect(state).not.toContain('</script>');
    expect(state).toContain('\\u003c/script>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it("hands a rendered page's scripts to the loader that runs after first paint, entry first", async () => {
    const html = (await get('/about')).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script defer src="${APP_LOADER_PATH}" data-modules="/src/web/main.tsx"></script>`);
    const dashboard = (await get('/dashboard')).body;
    expect(dashboard).toContain('<script type="module" src="/src/web/main.tsx"></script>');
    expect(dashboard).not.toContain(APP_LOADER_PATH);
  });

  it('renders a page once for links that differ only in parameters it does not read', async () => {
    renderer.mockClear();
    const first = await get('/certification?utm_source=newsletter');
    const second = await get('/certification?utm_source=ads&utm_medium=cpc');
    expect(rootOf(first.body)).toContain('Get Certified in AI for Business');
    expect(second.body).toBe(first.body);
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(renderer.mock.calls[0]![0].url).toBe('/certification');
  });

  it('keeps the parameters a page reads: the level tab of the catalogue', async () => {
    renderer.mockClear();
    await get('/courses?level=Advanced&utm_source=x');
    expect(renderer.mock.calls[0]![0].url).toBe('/courses?level=Advanced');
  });

  it('renders an unknown level like none, so random levels share one rendering (issue 25)', async () => {
    renderer.mockClear();
    const bare = await get('/courses');
    const unknown = await get('/courses?level=Nonsense');
    const lowerCase = await get('/courses?level=beginner');
    expect(renderer.mock.calls.filter(([input]) => input.url !== '/courses')).toEqual([]);
    expect(rootOf(unknown.body)).toBe(rootOf(bare.body));
    expect(rootOf(lowerCase.body)).toBe(rootOf(bare.body));
  });

  it('leaves member pages and unknown pages to the browser', async () => {
    renderer.mockClear();
    for (const url of ['/dashboard', '/learn/ai-101-for-business-owners', '/admin/emails', '/no/such/page', '/courses/no-such-course']) {
      const response = await get(url);
      expect(response.body, url).not.toContain(APP_STATE_ELEMENT_ID);
    }
    expect(renderer).not.toHaveBeenCalled();
  });

  it('sends /auth rendered (decision 0110): sign-in, sign-up for a plan, the reset form, and the loading card for a session cookie', async () => {
    const learner = await createLearner(app);
    const signIn = rootOf((await get('/auth')).body);
    expect(signIn).toContain('Sign in to your account');
    expect(signIn).toMatch(/<input [^>]*name="email"/);
    expect(signIn).toMatch(/<input [^>]*name="password"/);
    const signUp = rootOf((await get('/auth?plan=pro&code=PARTNER20')).body);
    expect(signUp).toMatch(/<input [^>]*name="firstName"/);
    expect(signUp).toContain('Pro Member');
    expect(signUp).not.toContain('PARTNER20');
    expect(rootOf((await get('/auth?view=forgot-password')).body)).toContain('Forgot your password?');
    expect(rootOf((await get('/auth?plan=gold')).body), 'an unknown plan is the plain sign-in').toContain('Sign in to your account');
    const withCookie = rootOf((await get('/auth', learner.cookie)).body);
    expect(withCookie).not.toContain('name="password"');
    expect(withCookie).toContain('aria-label="Loading"');
  });

  it("shows the navbar's sign-in actions to a request without a session cookie", async () => {
    const response = await get('/');
    const header = headerOf(response.body);
    expect(header).toMatch(/<a [^>]*href="\/auth"[^>]*>Sign In<\/a>/);
    expect(header).toMatch(/<a [^>]*href="\/pricing"[^>]*>Start Learning<\/a>/);
    // The browser hydrates from the same answer, so its first render shows them too; the answer
    // is stale from the start, so the browser still confirms it with /api/session.
    const state = JSON.parse(stateOf(response.body)!) as { queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };
    const session = state.queries.find((query) => JSON.stringify(query.queryKey) === SESSION_KEY);
    expect(session?.state).toMatchObject({ data: { user: null }, dataUpdatedAt: 0 });
    expect(response.headers.vary).toContain('cookie');
    expect(headerOf((await get('/', 'theme=dark')).body), 'a cookie that is not a session').toContain('Sign In');
  });

  it('leaves the account area to the browser for a request with a session cookie, even while the signed-out page is cached', async () => {
    const learner = await createLearner(app);
    renderer.mockClear();
    expect(headerOf((await get('/instructor')).body)).toContain('Sign In');
    const signedIn = await get('/instructor', learner.cookie);
    expect(rootOf(signedIn.body)).toContain('Teaching Philosophy');
    expect(headerOf(signedIn.body)).not.toContain('Sign In');
    expect(headerOf(signedIn.body)).not.toContain('Start Learning');
    expect(stateOf(signedIn.body)).not.toContain(`"queryKey":${SESSION_KEY}`);
    expect(renderer.mock.calls.map(([input]) => input.session)).toEqual(['signed-out', 'unknown']);
  });

  it('serves the page unrendered when rendering fails, instead of an error', async () => {
    renderer.mockRejectedValueOnce(new Error('render exploded'));
    const response = await get('/faq?from=failure');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(APP_STATE_ELEMENT_ID);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('cacheRenderedPages', () => {
  const page = (html: string) => ({ head: '', html, state: '{}' });

  it('renders a URL once within five seconds and again after', async () => {
    let clock = 0;
    const render = vi.fn(async (url: string) => page(url));
    const cached = cacheRenderedPages(render, { now: () => clock });
    await cached('/faq', []);
    clock = 4_999;
    await cached('/faq', []);
    expect(render).toHaveBeenCalledTimes(1);
    clock = 5_000;
    await cached('/faq', []);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps the signed-out rendering of a URL apart from the one whose session is unknown', async () => {
    const render = vi.fn(async (url: string, _dataUrls: string[], session: RenderSession) => page(`${url} ${session}`));
    const cached = cacheRenderedPages(render, { now: () => 0 });
    expect(await cached('/faq', [], 'signed-out')).toEqual(page('/faq signed-out'));
    expect(await cached('/faq', [], 'unknown')).toEqual(page('/faq unknown'));
    expect(await cached('/faq', [], 'signed-out')).toEqual(page('/faq signed-out'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed render', async () => {
    const render = vi.fn(async () => page('ok'));
    render.mockRejectedValueOnce(new Error('down'));
    const cached = cacheRenderedPages(render, { now: () => 0 });
    await expect(cached('/faq', [])).rejects.toThrow('down');
    await expect(cached('/faq', [])).resolves.toEqual(page('ok'));
  });

  it('holds at most 200 pages, dropping the oldest', async () => {
    // At 20 renders a second no more than ~100 pages are fresh within 5 s, so the pages are
    // kept for a minute here: otherwise expiry, not the cap, would explain a second render.
    let clock = 0;
    const render = vi.fn(async (url: string) => page(url));
    const cached = cacheRenderedPages(render, { now: () => clock, ttlMs: 60_000 });
    for (let i = 0; i <= 200; i++) {
      clock = i * 50;
      await cached(`/courses?level=${i}`, []);
    }
    expect(render).toHaveBeenCalledTimes(201);
    await cached('/courses?level=1', []);
    await cached('/courses?level=200', []);
    expect(render).toHaveBeenCalledTimes(201);
    await cached('/courses?level=0', []);
    expect(render).toHaveBeenCalledTimes(202);
  });

  it('renders at most 5 new pages a second for one client, leaving the rest of the budget to the others', async () => {
    const render = vi.fn(async (url: string) => page(url));
    const cached = cacheRenderedPages(render, { now: () => 0 });
    const flood = await Promise.all(Array.from({ length: 25 }, (_, i) => cached(`/faq?n=${i}`, [], 'signed-out', '203.0.113.1')));
    expect(flood.filter(Boolean)).toHaveLength(5);
    expect(await cached('/faq?n=0', [], 'signed-out', '203.0.113.1')).toEqual(page('/faq?n=0'));
    for (const url of ['/about', '/pathways', '/terms']) expect(await cached(url, [], 'signed-out', '198.51.100.2')).toEqual(page(url));
  });

  it('renders at most 20 new pages a second and leaves the rest to the browser', async () => {
    let clock = 0;
    const render = vi.fn(async (url: string) => page(url));
    const cached = cacheRenderedPages(render, { now: () => clock });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => cached(`/courses?level=${i}`, [])));
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(await cached('/courses?level=0', [])).toEqual(page('/courses?level=0'));
    clock = 1_000;
    expect(await cached('/courses?level=24', [])).toEqual(page('/courses?level=24'));
  });
});
