import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LEARNING_PATHS, pathAvailability, type LearningPath, type PathAvailability } from '@shared/learning-paths';
import { pageMeta } from '@shared/page-manifest';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { LevelBadge } from '@web/features/catalog/level-badge';
import { useCourses } from '@web/features/catalog/use-courses';
import { CallToAction } from '@web/features/marketing/call-to-action';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';

type CatalogueState = { status: 'pending' } | { status: 'error' } | { status: 'ready'; publishedSlugs: string[] };

export function PathwaysPage() {
  usePageMeta(pageMeta('/pathways'));
  const { data: courses, isPending, isError, error, refetch, isRefetching } = useCourses();

  useEffect(() => {
    if (isError) console.warn('Failed to load the course catalogue for learning paths', error);
  }, [isError, error]);

  const catalogue: CatalogueState = isPending
    ? { status: 'pending' }
    : isError
      ? { status: 'error' }
      : { status: 'ready', publishedSlugs: courses.map((course) => course.slug) };

  return (
    <>
      <PageHeader
        eyebrow="Guided learning"
        title="Learning Paths"
        lead="Not sure where to start? Follow a path: courses in the order that builds each skill on the last, from your first AI tool to a strategy for the whole company."
      />

      <Container className="pt-16">
        {catalogue.status === 'error' && (
          <ErrorPanel className="mx-auto mb-10 max-w-3xl" retrying={isRefetching} onRetry={() => void refetch()}>
            We couldn't check which courses are open right now, so the paths below are shown without links. Please try again in a moment.
          </ErrorPanel>
        )}
        <ol className="space-y-10">
          {LEARNING_PATHS.map((path, index) => (
            <li key={path.id}>
              <PathCard path={path} step={index + 1} catalogue={catalogue} />
            </li>
          ))}
        </ol>
      </Container>

      <CallToAction
        id="pathways-cta-heading"
        title="Every Path Starts With One Course"
        lead="Begin free with AI 101 for Business Owners, then unlock the rest of your path with a paid plan."
        primary={{ to: '/pricing', label: 'Compare Plans' }}
        secondary={{ to: '/courses', label: 'Browse All Courses' }}
      />
    </>
  );
}

function PathCard({ path, step, catalogue }: { path: LearningPath; step: number; catalogue: CatalogueState }) {
  const headingId = `${path.id}-heading`;
  const availability = catalogue.status === 'ready' ? pathAvailability(path, catalogue.publishedSlugs) : undefined;
  // Without the catalogue (it failed to load) the outline is still worth showing, just without links or badges.
  const rows = availability?.courses ?? path.courses.map((course) => ({ ...course, available: false }));
  return (
    <section aria-labelledby={headingId} className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col bg-gradient-to-br from-brand-800 to-brand-950 p-7 text-white sm:p-9">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Path {step}</p>
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight">
          {path.title}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-brand-100">
          <LevelBadge level={path.level} />
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {path.duration}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden="true" />
            {path.courses.length} courses
          </span>
        </div>
        <p className="mt-5 flex-1 text-pretty text-brand-50">{path.description}</p>
        <div className="mt-8">
          <StartPath path={path} catalogue={catalogue} availability={availability} />
        </div>
      </div>
      <div className="p-7 sm:p-9">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Courses in this path</h3>
        {catalogue.status === 'pending' ? (
          <PathCoursesSkeleton count={path.courses.length} />
        ) : (
          <ol className="mt-5 space-y-3">
            {rows.map((course, index) => (
              <li key={course.slug} className="flex items-center gap-4 rounded-xl border border-line p-4">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800" aria-hidden="true">
                  {index + 1}
                </span>
                {course.available ? (
                  <Link to={`/courses/${course.slug}`} className="group flex flex-1 items-center justify-between gap-3 rounded font-semibold text-ink hover:text-brand-700">
                    {course.title}
                    <ArrowRight className="size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  </Link>
                ) : (
                  <span className="flex flex-1 flex-wrap items-center justify-between gap-2 font-semibold">
                    {course.title}
                    {availability && <Badge variant="accent">Coming Soon</Badge>}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function StartPath({ path, catalogue, availability }: { path: LearningPath; catalogue: CatalogueState; availability: PathAvailability | undefined }) {
  if (catalogue.status === 'pending') return <div aria-hidden="true" className="h-12 w-48 animate-pulse rounded-lg bg-white/20" />;
  const first = availability?.firstAvailable;
  if (!first) return null;
  return (
    <ButtonLink to={`/courses/${first.slug}`} variant="accent" size="lg" aria-label={`Start This Path: ${path.title}`}>
      Start This Path <ArrowRight className="size-4" aria-hidden="true" />
    </ButtonLink>
  );
}

function PathCoursesSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading courses" className="mt-5 space-y-3" data-testid="path-courses-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-xl border border-line p-4">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-5 flex-1" />
        </div>
      ))}
    </div>
  );
}
