import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout, AppLayoutFallback } from './components/app-layout';
import { ErrorScreen } from './components/error-screen';

/** Each page is its own chunk: a visitor downloads only the code of the pages they open. */
function page(load: () => Promise<Record<string, unknown>>, exportName: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    HydrateFallback: AppLayoutFallback,
    children: [
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
    ],
  },
];
