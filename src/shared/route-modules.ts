/**
 * Which source module renders each page, and which API data it needs first, so the server can
 * announce both in the page's HTML (`modulepreload`, `preload as=fetch`) instead of the browser
 * discovering them one after another. Paths are relative to the project root, as in Vite's
 * build manifest; they must match the lazy imports in src/web/routes.tsx (a test checks it).
 */
export interface RouteModule {
  /** A path like '/courses', or a pattern with one `:param` segment like '/courses/:slug'. */
  path: string;
  module: string;
  /** API URLs the page fetches on load; `:param` is replaced by the encoded path segment. */
  data?: string[];
  /** Query parameters the page reads as it renders; the server renders it without any others. */
  query?: string[];
}

export const ROUTE_MODULES: RouteModule[] = [
  { path: '/', module: 'src/web/pages/home-page.tsx', data: ['/api/courses'] },
  { path: '/courses', module: 'src/web/pages/courses-page.tsx', data: ['/api/courses'], query: ['level'] },
  { path: '/courses/:slug', module: 'src/web/pages/course-detail-page.tsx', data: ['/api/courses/:slug'] },
  { path: '/pricing', module: 'src/web/pages/pricing-page.tsx', data: ['/api/courses'] },
  { path: '/about', module: 'src/web/pages/about-page.tsx' },
  { path: '/pathways', module: 'src/web/pages/pathways-page.tsx', data: ['/api/courses'] },
  { path: '/faq', module: 'src/web/pages/faq-page.tsx' },
  { path: '/certification', module: 'src/web/pages/certification-page.tsx' },
  { path: '/instructor', module: 'src/web/pages/instructor-page.tsx', data: ['/api/courses'] },
  { path: '/community', module: 'src/web/pages/community-page.tsx' },
  { path: '/terms', module: 'src/web/pages/terms-page.tsx' },
  { path: '/privacy', module: 'src/web/pages/privacy-page.tsx' },
  { path: '/contact', module: 'src/web/pages/contact-page.tsx', query: ['type'] },
];

export interface MatchedRouteModule {
  module: string;
  data: string[];
  query: string[];
}

/** The page module and data URLs of a request path, or undefined for pages not listed. */
export function matchRouteModule(pathname: string): MatchedRouteModule | undefined {
  const segments = pathname.split('/');
  for (const route of ROUTE_MODULES) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part] = segment;
        return segment.length > 0;
      }
      return part === segment;
    });
    if (!matches) continue;
    const data = (route.data ?? []).map((url) => url.replace(/:[a-z]+/gi, (name) => encodeURIComponent(params[name] ?? '')));
    return { module: route.module, data, query: route.query ?? [] };
  }
  return undefined;
}
