import { describe, expect, it } from 'vitest';
import { getCourse, listCourses } from './api/catalog';
import { endpointQueryKey } from './api/endpoint';
import { coursePageMeta, fixedPagePaths, matchPage, pageComponent, pageMeta, PAGES, renderedPage, sitemapPaths } from './page-manifest';

describe('the page manifest', () => {
  it('lists each path once', () => {
    const paths = PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds a fixed page, a page with a parameter, and nothing for an unknown address', () => {
    expect(matchPage('/pricing')?.entry.page).toBe('pricing-page');
    expect(matchPage('/verify/CERT-2026-ABC123')).toMatchObject({ entry: { page: 'verify-page' }, params: { certificateId: 'CERT-2026-ABC123' } });
    expect(matchPage('/courses/ai-101')).toMatchObject({ entry: { path: '/courses/:slug' }, params: { slug: 'ai-101' } });
    expect(matchPage('/courses/')).toBeUndefined();
    expect(matchPage('/courses/a/b')).toBeUndefined();
    expect(matchPage('/nowhere')).toBeUndefined();
    expect(matchPage('*')).toBeUndefined();
  });

  it('gives the server what it needs to render a public page: the URLs and query keys of its data, parameters encoded; nothing for a member page', () => {
    expect(renderedPage('/courses/a b')).toEqual({
      module: 'src/web/pages/course-detail-page.tsx',
      data: [{ url: '/api/courses/a%20b', key: endpointQueryKey(getCourse.route, { params: { slug: 'a b' } }) }],
      query: [],
    });
    expect(renderedPage('/courses')).toEqual({
      module: 'src/web/pages/courses-page.tsx',
      data: [{ url: '/api/courses', key: endpointQueryKey(listCourses.route) }],
      query: ['level'],
    });
    expect(renderedPage('/search', new URLSearchParams('q=email+drafts&utm=x'))).toEqual({
      module: 'src/web/pages/search-page.tsx',
      data: [{ url: '/api/search?q=email%20drafts', key: endpointQueryKey('GET /api/search', { query: { q: 'email drafts' } }) }],
      query: ['q'],
    });
    expect(renderedPage('/about')).toEqual({ module: 'src/web/pages/about-page.tsx', data: [], query: [] });
    expect(renderedPage('/dashboard')).toBeUndefined();
    expect(renderedPage('/nowhere')).toBeUndefined();
  });

  it('puts only indexable public pages with a fixed path in the sitemap', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toEqual(expect.arrayContaining(['/', '/courses', '/pricing', '/contact', '/privacy']));
    for (const path of ['/courses/:slug', '/verify/:certificateId', '/dashboard', '/auth', '*']) expect(sitemap).not.toContain(path);
  });

  it('keeps member pages out of search results', () => {
    for (const entry of PAGES) if (!('render' in entry)) expect(entry.meta?.noindex, entry.path).toBe(true);
    expect(fixedPagePaths()).not.toContain('*');
  });

  it('names each page component after its file', () => {
    expect(pageComponent({ page: 'course-detail-page' })).toBe('CourseDetailPage');
    expect(pageComponent({ page: 'home-page' })).toBe('HomePage');
  });

  it('gives a page its meta by its manifest path, and a course page its course', () => {
    expect(pageMeta('/verify/:certificateId').title).toBe('Verify a Certificate');
    expect(coursePageMeta({ title: 'Draft', description: '', published: false })).toMatchObject({ title: 'Draft', noindex: true });
  });
});
