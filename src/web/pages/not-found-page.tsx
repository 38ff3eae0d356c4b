import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { NOT_FOUND_META } from '@shared/page-manifest';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { usePageMeta } from '@web/lib/use-page-meta';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
];

const POPULAR_COURSES = [
  { slug: 'ai-101-for-business-owners', title: 'AI 101 for Business Owners' },
  { slug: 'prompt-engineering-mastery', title: 'Prompt Engineering Mastery' },
];

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container className="py-20 text-center">
      <Compass className="mx-auto size-14 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-lg text-muted">
        We couldn't find <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-sm break-all text-ink">{pathname}</code>. It may have
        moved, or the address may have a typo.
      </p>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
        {QUICK_LINKS.map((link) => (
          <ButtonLink key={link.to} to={link.to} variant={link.to === '/' ? 'primary' : 'outline'}>
            {link.to === '/' ? 'Go Home' : link.label}
          </ButtonLink>
        ))}
      </nav>
      <section aria-labelledby="popular-heading" className="mx-auto mt-12 max-w-xl rounded-2xl border border-line bg-surface p-6 text-left">
        <h2 id="popular-heading" className="font-semibold">
          Popular courses
        </h2>
        <ul className="mt-3 space-y-2">
          {POPULAR_COURSES.map((course) => (
            <li key={course.slug}>
              <Link to={`/courses/${course.slug}`} className="rounded font-medium text-brand-700 hover:underline">
                {course.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          Still stuck?{' '}
          <Link to="/contact" className="rounded font-medium text-brand-700 hover:underline">
            Contact us
          </Link>{' '}
          and we'll point you the right way.
        </p>
      </section>
    </Container>
  );
}
