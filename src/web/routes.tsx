import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './components/app-layout';

export interface PageRoute {
  path: string;
  /** Renders the page, suspending until its code has loaded (the layout shows a skeleton meanwhile). */
  Component: ComponentType;
  /** Loads the page's code; once it has, the page renders without suspending. */
  load: () => Promise<void>;
}

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. The
 * server (entry-server.tsx) and the browser before hydrating (main.tsx) load the page first,
 * so both render it at once and the markup matches.
 */
function page(importModule: () => Promise<Record<string, unknown>>, exportName: string): Pick<PageRoute, 'Component' | 'load'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // A failed load stays failed: the error screen offers a reload.
  const load = () =>
    (loading ??= importModule().then((module) => {
      const component = module[exportName];
      if (typeof component !== 'function') throw new Error(`The page module has no component ${exportName}`);
      Loaded = component as ComponentType;
    }));
  function Page() {
    if (!Loaded) use(load());
    return Loaded ? <Loaded /> : null;
  }
  return { Component: Page, load };
}

export const pageRoutes: PageRoute[] = [
  { path: '/', ...page(() => import('./pages/home-page'), 'HomePage') },
  { path: '/courses', ...page(() => import('./pages/courses-page'), 'CoursesPage') },
  { path: '/courses/:slug', ...page(() => import('./pages/course-detail-page'), 'CourseDetailPage') },
  { path: '/learn/:slug', ...page(() => import('./pages/learn-page'), 'LearnPage') },
  { path: '/pricing', ...page(() => import('./pages/pricing-page'), 'PricingPage') },
  { path: '/about', ...page(() => import('./pages/about-page'), 'AboutPage') },
  { path: '/pathways', ...page(() => import('./pages/pathways-page'), 'PathwaysPage') },
  { path: '/faq', ...page(() => import('./pages/faq-page'), 'FaqPage') },
  { path: '/certification', ...page(() => import('./pages/certification-page'), 'CertificationPage') },
  { path: '/instructor', ...page(() => import('./pages/instructor-page'), 'InstructorPage') },
  { path: '/community', ...page(() => import('./pages/community-page'), 'CommunityPage') },
  { path: '/auth', ...page(() => import('./pages/auth-page'), 'AuthPage') },
  { path: '/reset-password', ...page(() => import('./pages/reset-password-page'), 'ResetPasswordPage') },
  { path: '/admin', ...page(() => import('./pages/admin-page'), 'AdminPage') },
  { path: '/admin/emails', ...page(() => import('./pages/admin-emails-page'), 'AdminEmailsPage') },
  { path: '/dashboard', ...page(() => import('./pages/dashboard-page'), 'DashboardPage') },
  { path: '/profile', ...page(() => import('./pages/profile-page'), 'ProfilePage') },
  { path: '/certificate/:courseId', ...page(() => import('./pages/certificate-page'), 'CertificatePage') },
  { path: '/verify/:certificateId', ...page(() => import('./pages/verify-page'), 'VerifyPage') },
  { path: '/terms', ...page(() => import('./pages/terms-page'), 'TermsPage') },
  { path: '/privacy', ...page(() => import('./pages/privacy-page'), 'PrivacyPage') },
  { path: '/contact', ...page(() => import('./pages/contact-page'), 'ContactPage') },
  { path: '/success', ...page(() => import('./pages/success-page'), 'SuccessPage') },
  { path: '/cancel', ...page(() => import('./pages/cancel-page'), 'CancelPage') },
  { path: '*', ...page(() => import('./pages/not-found-page'), 'NotFoundPage') },
];

/** For `useRoutes` (React Router's declarative mode: decision 0012). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: pageRoutes.map(({ path, Component }) => ({ path, Component })),
  },
];

/** Loads the code of the page at `pathname`, so that it renders without suspending. */
export async function loadPage(pathname: string): Promise<void> {
  await matchRoutes(pageRoutes, pathname)?.[0]?.route.load();
}
