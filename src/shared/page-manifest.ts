import { endpointQueryKey, endpointUrl, parseRoute } from './api/endpoint';
import type { ApiRoute, EndpointOfRoute } from './api/endpoints';
import { SITE_NAME } from './brand';
import { DEFAULT_DESCRIPTION, HOME_PAGE_META, type PageMeta } from './page-title';
import type { PageDataRead } from './server-render';

export type { PageMeta } from './page-title';

/**
 * Every page of the site, in one list (decision 0028). From it:
 * - the web app's routes: the build turns each entry into a lazy `import()` of its page
 *   (`virtual:page-loaders`, vite.config.ts), so the home page's code carries paths, not meta;
 * - titles, descriptions and indexing: the server writes them into the HTML, pages pass theirs
 *   to `usePageMeta(pageMeta(path))`;
 * - which pages the server renders, with which API data and query parameters, and the route
 *   chunk it announces (site/route-assets.ts);
 * - which addresses are pages (200) and which are not (404), and the sitemap.
 */
export interface PageEntry {
  /**
   * '/courses', a pattern with `:param` segments ('/courses/:slug'), or '*' for the page shown
   * at every other address (it is not a known address: the server answers 404 there).
   */
  readonly path: string;
  /**
   * The page's file in src/web/pages/ without '.tsx'; it exports a component named after it
   * ('course-detail-page' → `CourseDetailPage`).
   */
  readonly page: string;
  /** Absent only where the server looks the page's subject up for its meta (a course). */
  readonly meta?: PageMeta;
  /**
   * A public page: the server renders it, reading the endpoints in `data` first (GET routes of
   * src/shared/api, e.g. 'GET /api/courses/:slug', their parameters taken from the page's of the
   * same name) into the query cache under the keys the web app reads them by, and keeping only
   * the `query` parameters it reads while rendering. Absent: the page is sent empty and the
   * browser renders it (member pages).
   */
  readonly render?: {
    readonly data?: readonly PageRead[];
    readonly query?: readonly string[];
    /** Query parameters of the page passed on, as they are ('' when absent), as the query of each read in `data` (the search page's `q`). */
    readonly dataQuery?: readonly string[];
  };
}

/** An endpoint a page reads as it renders: a GET route of src/shared/api. */
type PageRead = { [Route in ApiRoute]: EndpointOfRoute<Route>['method'] extends 'GET' ? Route : never }[ApiRoute];

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has moved.",
  noindex: true,
};

const noindex = (title: string, description: string): PageMeta => ({ title, description, noindex: true });

export const PAGES = [
  { path: '/', page: 'home-page', meta: HOME_PAGE_META, render: { data: ['GET /api/courses'] } },
  {
    path: '/courses',
    page: 'courses-page',
    meta: { title: 'All Courses', description: 'Browse practical AI courses for business owners, from beginner essentials to advanced strategy.' },
    render: { data: ['GET /api/courses'], query: ['level'] },
  },
  { path: '/courses/:slug', page: 'course-detail-page', render: { data: ['GET /api/courses/:slug'] } },
  {
    path: '/search',
    page: 'search-page',
    // Results pages are for people: shareable by address, kept out of search engines' indexes.
    meta: noindex('Search', 'Find courses and lessons by what they teach.'),
    render: { data: ['GET /api/search'], query: ['q'], dataQuery: ['q'] },
  },
  {
    path: '/courses/:slug/preview',
    page: 'course-preview-page',
    meta: noindex('Free Preview Lesson', 'Read the first lesson of a course free, before you choose a plan.'),
  },
  {
    path: '/pricing',
    page: 'pricing-page',
    meta: { title: 'Pricing', description: 'Start free, or unlock the full AI course library with Pro Member and Elite Access plans.' },
    render: { data: ['GET /api/courses'] },
  },
  {
    path: '/about',
    page: 'about-page',
    meta: { title: 'About Us', description: `Why ${SITE_NAME} exists: zero-fluff AI education that small businesses can use right away.` },
    render: {},
  },
  {
    path: '/pathways',
    page: 'pathways-page',
    meta: {
      title: 'Learning Paths',
      description: 'Three guided learning paths that take you from AI basics to an AI strategy for your whole business.',
    },
    render: { data: ['GET /api/courses'] },
  },
  {
    path: '/faq',
    page: 'faq-page',
    meta: { title: 'Frequently Asked Questions', description: 'Answers about courses, plans, billing, certificates and support.' },
    render: {},
  },
  {
    path: '/certification',
    page: 'certification-page',
    meta: {
      title: 'Certification',
      description: 'Earn a Certificate of Completion and AI business certifications that show what you can do.',
    },
    // The catalogue says which tracks' courses are all published; a learner's progress is read in the
    // browser. `?assessment=<track>` shows that track's final assessment instead (a member's view).
    render: { data: ['GET /api/courses'], query: ['assessment'] },
  },
  {
    path: '/instructor',
    page: 'instructor-page',
    meta: { title: 'Meet Your Instructor', description: 'Meet the founder and lead instructor behind our practical AI courses.' },
    render: { data: ['GET /api/courses'] },
  },
  {
    path: '/community',
    page: 'community-page',
    meta: { title: 'Community', description: 'A community of business owners putting AI to work: channels, guidelines and access levels.' },
    render: {},
  },
  {
    path: '/terms',
    page: 'terms-page',
    meta: { title: 'Terms of Service', description: `The terms that govern your use of ${SITE_NAME}.` },
    render: {},
  },
  {
    path: '/privacy',
    page: 'privacy-page',
    meta: { title: 'Privacy Policy', description: `How ${SITE_NAME} collects, uses and protects your information.` },
    render: {},
  },
  {
    path: '/contact',
    page: 'contact-page',
    meta: { title: 'Contact Us', description: 'Questions, partnerships or corporate training: our team answers within about 24 hours.' },
    render: { query: ['type'] },
  },
  {
    path: '/auth',
    page: 'auth-page',
    meta: noindex('Sign In', 'Sign in or create your account.'),
    // Rendered so its forms are there to fill from the first paint (decision 0110): a visitor's
    // form, or for a session cookie the loading card; `plan` opens Sign Up, `view` the reset form.
    render: { query: ['plan', 'view'] },
  },
  { path: '/reset-password', page: 'reset-password-page', meta: noindex('Reset Password', 'Choose a new password for your account.') },
  { path: '/dashboard', page: 'dashboard-page', meta: noindex('My Dashboard', 'Your courses and progress.') },
  { path: '/workshops', page: 'workshops-page', meta: noindex('Live Workshops', 'Live workshops with the instructor, and their recordings, for Elite members.') },
  { path: '/workshops/:id', page: 'workshop-page', meta: noindex('Workshop', 'A live Elite workshop and its recording.') },
  { path: '/profile', page: 'profile-page', meta: noindex('My Profile', 'Your profile.') },
  { path: '/community/:space', page: 'community-space-page', meta: noindex('Community Space', 'A community space: its posts, newest, active or unanswered.') },
  { path: '/community/posts/:id', page: 'community-post-page', meta: noindex('Community Post', 'A community post and its replies.') },
  { path: '/unsubscribe', page: 'unsubscribe-page', meta: noindex('Unsubscribe', 'Stop one kind of learning email.') },
  { path: '/renewal/cancel', page: 'renewal-cancel-page', meta: noindex('Cancel Renewal', 'Stop an annual plan from renewing, in one click.') },
  { path: '/learn/:slug', page: 'learn-page', meta: noindex('Learn', 'Lesson player.') },
  { path: '/certificate/:courseId', page: 'certificate-page', meta: noindex('Certificate of Completion', 'Your certificate.') },
  {
    path: '/verify/:certificateId',
    page: 'verify-page',
    // Public so anyone can confirm a certificate or a certification's credential (the credential's own page, with
    // its PDF), but kept out of search results: it shows a learner's name.
    meta: noindex('Verify a Certificate', 'Confirm who earned a Certificate of Completion or a certification, for what and when.'),
  },
  { path: '/success', page: 'success-page', meta: noindex('Payment Successful', 'Your checkout.') },
  { path: '/cancel', page: 'cancel-page', meta: noindex('Payment Cancelled', 'Your payment was cancelled.') },
  { path: '/checkout/:id', page: 'checkout-page', meta: noindex('Checkout (Test Mode)', 'Pay for your plan.') },
  { path: '/audit', page: 'audit-page', meta: noindex('Your Custom AI Audit', 'The audit intake, its progress and your report.') },
  { path: '/team', page: 'team-page', meta: noindex('Your Team', 'Team Access: seats, members, their progress and invitations.') },
  { path: '/billing/portal', page: 'billing-portal-page', meta: noindex('Manage Subscription (Test Mode)', 'Change or cancel your subscription.') },
  { path: '/admin', page: 'admin-page', meta: noindex('Admin', 'The tools that run the site.') },
  { path: '/admin/courses', page: 'admin-courses-page', meta: noindex('Manage Courses', 'Course administration.') },
  { path: '/admin/courses/:slug/edit', page: 'admin-course-edit-page', meta: noindex('Edit Course', 'Course editor.') },
  { path: '/admin/upload-videos', page: 'admin-upload-videos-page', meta: noindex('Upload Videos', 'Video administration.') },
  { path: '/admin/community', page: 'admin-community-page', meta: noindex('Community Moderation', 'Reported posts and questions waiting for the instructor.') },
  { path: '/admin/emails', page: 'admin-emails-page', meta: noindex('Email Delivery Log', 'Outgoing email and its delivery status.') },
  { path: '/admin/messages', page: 'admin-messages-page', meta: noindex('Support Inbox', 'Contact messages and replies.') },
  { path: '/admin/analytics', page: 'admin-analytics-page', meta: noindex('Analytics', 'Visitors, conversion, revenue and learning.') },
  { path: '/admin/billing', page: 'admin-billing-page', meta: noindex('Billing', 'Subscriptions, orders and refunds.') },
  { path: '/admin/teams', page: 'admin-teams-page', meta: noindex('Teams', 'Team Access teams, seats and payments.') },
  { path: '/admin/calls', page: 'admin-calls-page', meta: noindex('Strategy Calls', 'Elite strategy calls and availability.') },
  { path: '/admin/promo-codes', page: 'admin-promo-codes-page', meta: noindex('Promo Codes', 'Discount codes for the yearly plans.') },
  { path: '/admin/workshops', page: 'admin-workshops-page', meta: noindex('Workshops', 'Live Elite workshops, their registrants and recordings.') },
  { path: '/admin/audit', page: 'admin-audit-page', meta: noindex('Audit Log', 'Every change an admin made.') },
  { path: '/admin/learners', page: 'admin-learners-page', meta: noindex('Learners', 'Find a learner and see their plan, progress and orders.') },
  { path: '/admin/learners/:id', page: 'admin-learner-page', meta: noindex('Learner', "One learner's account.") },
  { path: '/admin/audits', page: 'admin-audits-page', meta: noindex('Custom AI Audits', 'Audit intakes, their progress and reports.') },
  { path: '/admin/reviews', page: 'admin-reviews-page', meta: noindex('Review Board', 'Elite case studies to approve or return.') },
  { path: '/admin/second-factor', page: 'admin-second-factor-page', meta: noindex('Set Up Sign-in Codes', 'A code from an authenticator app for admin sign-in.') },
  { path: '*', page: 'not-found-page', meta: NOT_FOUND_META },
] as const satisfies readonly PageEntry[];

/**
 * The pages outside `/admin` a visitor reaches signed in, paying or from an email's link, never
 * as the first page from a search or an ad: their routes load with the first of them
 * (the `later` section, decision 0081), and so does the not-found page.
 */
const LATER_PAGES: ReadonlySet<string> = new Set([
  '/reset-password',
  '/dashboard',
  '/workshops',
  '/workshops/:id',
  '/profile',
  '/community/:space',
  '/community/posts/:id',
  '/unsubscribe',
  '/renewal/cancel',
  '/learn/:slug',
  '/certificate/:courseId',
  '/verify/:certificateId',
  '/success',
  '/cancel',
  '/checkout/:id',
  '/audit',
  '/team',
  '/billing/portal',
  '*',
]);

/**
 * Sections whose pages load their route table only when one of them is opened (decisions 0077,
 * 0081): `/` carries one entry for each section instead of one for each of its pages. A section's
 * route is `base/*`: the admin's pages under `/admin`, with paths relative to it; the `later`
 * pages at every address no other route takes, with their own paths.
 */
export const PAGE_SECTIONS = [
  { name: 'admin', base: '/admin' },
  { name: 'later', base: '' },
] as const;

export type PageSectionName = (typeof PAGE_SECTIONS)[number]['name'];

/** The module id of a section's route table, as the build names it and Vite's build manifest keys it. */
export function sectionTableModule(name: PageSectionName): string {
  return `virtual:section-page-loaders/${name}`;
}

/** The section a manifest path belongs to, if any. */
export function pageSection(path: string): PageSectionName | undefined {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return LATER_PAGES.has(path) ? 'later' : undefined;
}

/** A path as written in the manifest: `pageMeta` accepts only these. */
export type PagePath = (typeof PAGES)[number]['path'];

/** The page module's path from the project root, as Vite's build manifest names it. */
export function pageModule(entry: Pick<PageEntry, 'page'>): string {
  return `src/web/pages/${entry.page}.tsx`;
}

/** The component a page module exports: 'course-detail-page' → 'CourseDetailPage'. */
export function pageComponent(entry: Pick<PageEntry, 'page'>): string {
  return entry.page.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/** The meta of a page by its manifest path ('/verify/:certificateId'), for the page itself. */
export function pageMeta(path: Exclude<PagePath, '/courses/:slug'>): PageMeta {
  const meta = (PAGES as readonly PageEntry[]).find((entry) => entry.path === path)?.meta;
  if (!meta) throw new Error(`No meta for ${path} in the page manifest`);
  return meta;
}

export interface MatchedPage {
  entry: PageEntry;
  /** The path's parameters by name, without the colon, decoded as the path was. */
  params: Record<string, string>;
}

/** The page at a (decoded) request path: a fixed path first, then patterns; never '*'. */
export function matchPage(pathname: string): MatchedPage | undefined {
  const entries: readonly PageEntry[] = PAGES;
  const fixed = entries.find((entry) => entry.path === pathname && isFixed(entry));
  if (fixed) return { entry: fixed, params: {} };
  const segments = pathname.split('/');
  for (const entry of entries) {
    if (!entry.path.includes(':')) continue;
    const pattern = entry.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment.length > 0;
    });
    if (matches) return { entry, params };
  }
  return undefined;
}

export interface RenderedPage {
  module: string;
  /** The API reads to make first: URL and query key, parameters filled in. */
  data: PageDataRead[];
  query: readonly string[];
}

/** What the server needs to render the page at a path, or undefined when the browser renders it. */
export function renderedPage(pathname: string, search: URLSearchParams = new URLSearchParams()): RenderedPage | undefined {
  const match = matchPage(pathname);
  const render = match?.entry.render;
  if (!match || !render) return undefined;
  const query = render.dataQuery ? Object.fromEntries(render.dataQuery.map((name) => [name, search.get(name) ?? ''])) : undefined;
  const data = (render.data ?? []).map((route) => {
    const { path } = parseRoute(route);
    const params = Object.fromEntries([...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [name!, match.params[name!] ?? '']));
    return { url: endpointUrl(path, { params, query }), key: endpointQueryKey(route, { params, query }) };
  });
  return { module: pageModule(match.entry), data, query: render.query ?? [] };
}

/** A page at one address: no parameters, and not '*'. */
function isFixed(entry: PageEntry): boolean {
  return entry.path.startsWith('/') && !entry.path.includes(':');
}

/** The pages listed in the sitemap: rendered on the server, a fixed path, and indexable. */
export function sitemapPaths(): string[] {
  return (PAGES as readonly PageEntry[]).filter((entry) => entry.render && isFixed(entry) && !entry.meta?.noindex).map((entry) => entry.path);
}

/** Every fixed path of the site (no parameters), e.g. to check links written in course content. */
export function fixedPagePaths(): string[] {
  return (PAGES as readonly PageEntry[]).filter(isFixed).map((entry) => entry.path);
}

export function coursePageMeta(course: { title: string; description: string; published: boolean }): PageMeta {
  return { title: course.title, description: course.description || DEFAULT_DESCRIPTION, noindex: !course.published };
}
