import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Skeleton } from '@web/components/ui/skeleton';
import { signInPath, useRequireUser } from '@web/lib/require-user';
import { UpgradeRequired } from '@web/features/billing/upgrade-required';
import { LessonPlayer } from '@web/features/learn/lesson-player';
import { usePlayerCourse } from '@web/features/learn/use-player-course';
import { useMyCourses } from '@web/features/enrollment/use-my-courses';
import { ApiRequestError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';
import { useUserId } from '@web/lib/member-query';

/**
 * /learn/{slug} (spec §2 Lesson player, §5 Learn page access): signed-in learners enrolled in
 * the course, or admins. The server decides; this page turns its answer into the spec's
 * notices and redirects. The server marks the route noindex.
 */
export function LearnPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useRequireUser(`${location.pathname}${location.search}`);
  const userId = useUserId();
  const player = usePlayerCourse(slug, userId);
  // Read only when the plan no longer opens the course: 'Upgrade Required' shows the progress kept.
  const myCourses = useMyCourses(isUpgradeRequired(player.error) ? userId : undefined);
  usePageMeta({ title: player.data?.course.title ?? 'Learn' });

  const error = player.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiRequestError && error.status === 404) {
      toast.error('Course not found', { id: 'learn-access' });
      void navigate('/courses', { replace: true });
    } else if (isUpgradeRequired(error)) {
      return;
    } else if (error instanceof ApiRequestError && error.status === 403) {
      toast.error('Please enroll in this course first', { id: 'learn-access' });
      void navigate(`/courses/${slug}`, { replace: true });
    } else if (error instanceof ApiRequestError && error.status === 401) {
      void navigate(signInPath(`/learn/${slug}`), { replace: true });
    } else {
      console.error('Failed to load course', slug, error);
      toast.error('Error loading course', { id: 'learn-load' });
    }
  }, [error, slug, navigate]);

  if (player.data && userId !== undefined) return <LessonPlayer data={player.data} userId={userId} />;
  if (isUpgradeRequired(error)) {
    const enrolled = myCourses.data?.find((course) => course.slug === slug);
    return <UpgradeRequired message={error.message} progress={enrolled && { title: enrolled.title, percent: enrolled.percent }} />;
  }
  const accessError = error instanceof ApiRequestError && [401, 403, 404].includes(error.status);
  if (session.status === 'error' || (error && !accessError)) {
    const retry = session.status === 'error' ? session.retry : () => void player.refetch();
    return (
      <ErrorPanel layout="page" title="Error loading course" onRetry={retry}>
        We couldn't load this course just now. Your progress is saved; please try again in a moment.
      </ErrorPanel>
    );
  }
  return <LearnSkeleton />;
}

/** A plan that no longer includes the course (decision 0016): the page explains instead of redirecting. */
function isUpgradeRequired(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === 'UPGRADE_REQUIRED';
}

function LearnSkeleton() {
  return (
    <div role="status" aria-label="Loading course">
      <div className="flex h-14 items-center gap-3 border-b border-line px-4 sm:px-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-64 max-w-full" />
      </div>
      <div className="lg:flex">
        <div className="hidden w-80 shrink-0 space-y-4 border-r border-line p-5 lg:block">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-40" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
        <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-10 w-64" />
        </div>
      </div>
    </div>
  );
}
