import { SITE_NAME } from '../../shared/brand';

const PAGES: Record<number, { title: string; message: string }> = {
  400: { title: 'Bad Request', message: 'Your browser sent a request this site could not read.' },
  401: { title: 'Sign In Required', message: 'Please sign in to continue.' },
  403: { title: 'Access Denied', message: "You don't have permission to access this page." },
  404: { title: 'Page Not Found', message: "The page you're looking for doesn't exist or has moved." },
  408: { title: 'Request Timeout', message: 'The request took too long to arrive. Please try again.' },
  414: { title: 'Address Too Long', message: 'This address is too long for the site to read.' },
  431: {
    title: 'Request Too Large',
    message: 'Your browser sent more cookies or headers than the site accepts. Clearing this site’s cookies usually fixes it.',
  },
  500: { title: 'Something Went Wrong', message: 'Something went wrong on our side. Please try again.' },
  503: { title: 'Back in a Moment', message: 'The site is briefly unavailable. Please try again in a moment.' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page for error answers that the site's own pages cannot give: answers Node or Fastify
 * send before routing, failures while a page was being answered, and refused file addresses
 * (a lesson's video or resource opened without the access: 401 offers to sign in). Self-contained
 * (no scripts or stylesheets to load), so it shows even when the request that failed would fail
 * again. `message`, written for people, replaces the status's general one.
 */
export function errorPageHtml(status: number, message?: string): string {
  const page = PAGES[status] ?? (status >= 500 ? PAGES[500]! : PAGES[400]!);
  const signIn = status === 401 ? '<a href="/auth" style="color:#4f46e5">Sign In</a> · ' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} | ${SITE_NAME}</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;background:#f8fafc">
<main style="max-width:36rem;margin:0 auto;padding:4rem 1.5rem;line-height:1.6">
<p style="font-weight:600;color:#4f46e5">${SITE_NAME}</p>
<h1 style="font-size:2rem;line-height:1.2;margin:0 0 1rem">${page.title}</h1>
<p>${escapeHtml(message ?? page.message)}</p>
<p>${signIn}<a href="/" style="color:#4f46e5">Go Home</a> · <a href="/courses" style="color:#4f46e5">Browse Courses</a></p>
</main>
</body>
</html>
`;
}
