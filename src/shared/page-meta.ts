import { SITE_NAME } from './brand';
import { DEFAULT_DESCRIPTION, HOME_PAGE_META, type PageMeta } from './page-title';

export { documentTitle, type PageMeta } from './page-title';

/**
 * Title, description and indexing of every route of the site. The server writes these into
 * the HTML it sends (so crawlers and link previews see them without JavaScript); the web
 * app sets the same title while navigating.
 */
export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/': HOME_PAGE_META,
  '/courses': {
    title: 'All Courses',
    description: 'Browse practical AI courses for business owners, from beginner essentials to advanced strategy.',
  },
  '/pricing': {
    title: 'Pricing',
    description: 'Start free, or unlock the full AI course library with Pro Member and Elite Access plans.',
  },
  '/about': { title: 'About Us', description: `Why ${SITE_NAME} exists: zero-fluff AI education that small businesses can use right away.` },
  '/pathways': {
    title: 'Learning Paths',
    description: 'Three guided learning paths that take you from AI basics to an AI strategy for your whole business.',
  },
  '/faq': { title: 'Frequently Asked Questions', description: 'Answers about courses, plans, billing, certificates and support.' },
  '/contact': { title: 'Contact Us', description: 'Questions, partnerships or corporate training: our team answers within about 24 hours.' },
  '/certification': {
    title: 'Certification',
    description: 'Earn a Certificate of Completion and AI business certifications that show what you can do.',
  },
  '/instructor': { title: 'Meet Your Instructor', description: 'Meet the founder and lead instructor behind our practical AI courses.' },
  '/community': { title: 'Community', description: 'A community of business owners putting AI to work: channels, guidelines and access levels.' },
  '/terms': { title: 'Terms of Service', description: `The terms that govern your use of ${SITE_NAME}.` },
  '/privacy': { title: 'Privacy Policy', description: `How ${SITE_NAME} collects, uses and protects your information.` },
};

export const PRIVATE_PAGES: Record<string, PageMeta> = {
  '/auth': { title: 'Sign In', description: 'Sign in or create your account.', noindex: true },
  '/dashboard': { title: 'My Dashboard', description: 'Your courses and progress.', noindex: true },
  '/profile': { title: 'My Profile', description: 'Your profile.', noindex: true },
  '/reset-password': { title: 'Reset Password', description: 'Choose a new password for your account.', noindex: true },
  '/success': { title: 'Payment Successful', description: 'Your payment went through.', noindex: true },
  '/cancel': { title: 'Payment Cancelled', description: 'Your payment was cancelled.', noindex: true },
  '/admin/courses': { title: 'Manage Courses', description: 'Course administration.', noindex: true },
  '/admin/upload-videos': { title: 'Upload Videos', description: 'Video administration.', noindex: true },
  '/admin': { title: 'Admin', description: 'The tools that run the site.', noindex: true },
  '/admin/emails': { title: 'Email Delivery Log', description: 'Outgoing email and its delivery status.', noindex: true },
};

/** Paths with a parameter, matched in order; the server looks up `/courses/:slug` itself. */
export const PARAMETER_PAGES: { pattern: RegExp; meta: PageMeta }[] = [
  { pattern: /^\/learn\/[^/]+$/, meta: { title: 'Learn', description: 'Lesson player.', noindex: true } },
  { pattern: /^\/certificate\/[^/]+$/, meta: { title: 'Certificate of Completion', description: 'Your certificate.', noindex: true } },
  {
    pattern: /^\/verify\/[^/]+$/,
    // Public so anyone can confirm a certificate, but kept out of search results: it shows a learner's name.
    meta: { title: 'Verify a Certificate', description: 'Confirm who earned a Certificate of Completion, for which course and when.', noindex: true },
  },
  { pattern: /^\/admin\/courses\/[^/]+\/edit$/, meta: { title: 'Edit Course', description: 'Course editor.', noindex: true } },
];

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has moved.",
  noindex: true,
};

/** Meta of a fixed route, or undefined for a path with a parameter or an unknown one. */
export function staticPageMeta(pathname: string): PageMeta | undefined {
  return PUBLIC_PAGES[pathname] ?? PRIVATE_PAGES[pathname] ?? PARAMETER_PAGES.find((page) => page.pattern.test(pathname))?.meta;
}

export function coursePageMeta(course: { title: string; description: string; published: boolean }): PageMeta {
  return { title: course.title, description: course.description || DEFAULT_DESCRIPTION, noindex: !course.published };
}
