import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { viewerCanOpen } from '@shared/plan-access';
import { ErrorPanel } from '@web/components/error-panel';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { CoursePaywall } from '@web/features/billing/course-paywall';
import { useCoursePreview } from '@web/features/catalog/use-course-preview';
import { useEnrollmentStatus } from '@web/features/enrollment/use-my-courses';
import { LessonMarkdown } from '@web/features/learn/lesson-markdown';
import { useCourseViewer } from '@web/features/plans/plan-access-note';
import { ApiRequestError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * /courses/{slug}/preview (decision 0070): the first lesson of a paid course, free to read for
 * visitors and free learners. Its tools show what they are; the quiz stays in the course.
 */
export function CoursePreviewPage() {
  const { slug = '' } = useParams();
  const preview = useCoursePreview(slug);
  const viewer = useCourseViewer();
  const enrolled = useEnrollmentStatus(slug) === 'enrolled';
  const fallback = pageMeta('/courses/:slug/preview');
  usePageMeta(preview.data ? { title: `Free preview: ${preview.data.lesson.title}`, description: preview.data.lesson.description || fallback.description } : fallback);

  if (preview.isPending) return <PreviewSkeleton />;
  if (preview.isError) {
    if (preview.error instanceof ApiRequestError && preview.error.status === 404) {
      return (
        <Container className="py-24 text-center">
          <h1 className="text-3xl font-bold">No Free Preview</h1>
          <p className="mt-3 text-muted">{preview.error.message}</p>
          <ButtonLink to={`/courses/${slug}`} className="mt-8">
            Back to the Course
          </ButtonLink>
        </Container>
      );
    }
    return (
      <ErrorPanel layout="page" title="We couldn't load this lesson" onRetry={() => void preview.refetch()} retrying={preview.isFetching}>
        Please try again in a moment.
      </ErrorPanel>
    );
  }

  const { course, lesson } = preview.data;
  const canOpen = viewer !== undefined && viewerCanOpen(viewer, course.requiredPlan);
  return (
    <article className="bg-white">
      <Container className="max-w-3xl py-10 sm:py-14">
        <Link to={`/courses/${course.slug}`} className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {course.title}
        </Link>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <Badge variant="secondary">Preview</Badge>
          <span className="text-sm text-muted">Lesson 1, free to read</span>
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{lesson.title}</h1>
        {lesson.description && <p className="mt-3 text-lg text-pretty text-muted">{lesson.description}</p>}
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {lesson.duration}
        </p>
        <div className="mt-8 border-t border-line pt-8">
          <LessonMarkdown content={lesson.content} toolsLocked />
        </div>
        <section aria-labelledby="continue-heading" className="mt-12 rounded-2xl bg-surface p-5 sm:p-8">
          <h2 id="continue-heading" className="text-xl font-semibold">
            Continue {course.title}
          </h2>
          {enrolled || canOpen ? (
            <>
              <p className="mt-2 text-muted">This course is open to you: the lesson's quiz and tools, and every other lesson, are in the course.</p>
              <ButtonLink to={enrolled ? `/learn/${course.slug}` : `/courses/${course.slug}`} className="mt-4">
                {enrolled ? 'Continue Learning' : 'Go to the Course'}
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted">The lesson's quiz, its tools and the rest of the course open with the plan.</p>
              <CoursePaywall plan={course.requiredPlan} className="mt-4" />
            </>
          )}
        </section>
      </Container>
    </article>
  );
}

function PreviewSkeleton() {
  return (
    <div role="status" aria-label="Loading lesson">
      <Container className="max-w-3xl space-y-4 py-14">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </Container>
    </div>
  );
}
