import { useState } from 'react';
import { BookOpen, Pencil, Plus, Trash2, Upload, UsersRound } from 'lucide-react';
import type { AdminCourseSummary } from '@shared/api/admin-courses';
import { pageMeta } from '@shared/page-manifest';
import { PLAN_OFFERS } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { LevelBadge } from '@web/features/catalog/level-badge';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { NewCourseDialog } from '@web/features/course-builder/new-course-dialog';
import { useAdminCourses, useDeleteCourse } from '@web/features/course-builder/use-admin-courses';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import { ErrorPanel } from '@web/components/error-panel';

export function AdminCoursesPage() {
  usePageMeta(pageMeta('/admin/courses'));
  return <RequireAdmin returnTo="/admin/courses">{(admin) => <CourseList adminId={admin.id} />}</RequireAdmin>;
}

function CourseList({ adminId }: { adminId: string }) {
  const courses = useAdminCourses(adminId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminCourseSummary | null>(null);
  const remove = useDeleteCourse(adminId);

  const confirmDelete = () => {
    if (!deleting) return;
    const course = deleting;
    remove.mutate(course.slug, {
      onSuccess: () => toast.success('Course deleted', { description: `"${course.title}" is gone.` }),
      onError: (error) => toast.error('Delete failed', { description: errorMessage(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Manage Courses</h1>
              <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">Create courses, build their curriculum and publish them when they are ready.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/admin/upload-videos" variant="outline">
                <Upload className="size-4" aria-hidden="true" />
                Upload Videos
              </ButtonLink>
              <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
                <Plus className="size-4" aria-hidden="true" />
                New course
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <Container className="py-8 sm:py-10">
        <h2 className="sr-only">Courses</h2>
        {courses.isPending ? (
          <div role="status" aria-label="Loading courses" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-64 rounded-2xl" />
            ))}
          </div>
        ) : courses.isError ? (
          <ErrorPanel title="Failed to load courses." onRetry={() => void courses.refetch()}>
            {errorMessage(courses.error)}
          </ErrorPanel>
        ) : courses.data.courses.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
            <BookOpen className="mx-auto size-10 text-brand-700" aria-hidden="true" />
            <p className="mt-4 text-xl font-semibold">No courses found</p>
            <p className="mx-auto mt-2 max-w-md text-muted">Start your first course: give it a title, then add modules and lessons.</p>
            <Button className="mt-6" onClick={() => setCreating(true)} aria-haspopup="dialog">
              <Plus className="size-4" aria-hidden="true" />
              New course
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.courses.map((course) => (
              <li key={course.id}>
                <AdminCourseCard course={course} onDelete={() => setDeleting(course)} />
              </li>
            ))}
          </ul>
        )}
      </Container>

      <NewCourseDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete "${deleting?.title ?? ''}"?`}
        confirmLabel="Delete course"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleting.enrollmentCount > 0 ? (
          <p>
            {deleting.enrollmentCount} {deleting.enrollmentCount === 1 ? 'learner is' : 'learners are'} enrolled, so the course can't be deleted. Unpublish it
            instead: it leaves the catalogue and they keep their progress.
          </p>
        ) : (
          <p>The course, its curriculum and its saved versions are deleted for good. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </>
  );
}

function AdminCourseCard({ course, onDelete }: { course: AdminCourseSummary; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="aspect-video bg-brand-50">
        {course.thumbnailUrl && <img src={course.thumbnailUrl} alt="" width={1200} height={675} loading="lazy" decoding="async" className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={course.published ? 'default' : 'outline'}>{course.published ? 'Published' : 'Draft'}</Badge>
          <LevelBadge level={course.level} />
          <Badge variant="secondary">{PLAN_OFFERS[course.requiredPlan].name}</Badge>
        </div>
        <h3 className="mt-3 text-lg font-semibold text-balance break-words">{course.title}</h3>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>
            {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'}
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersRound className="size-4" aria-hidden="true" />
            {course.enrollmentCount} enrolled
          </span>
        </p>
        <div className="mt-5 flex flex-wrap gap-2 pt-1">
          <ButtonLink to={`/admin/courses/${course.slug}/edit`} size="sm" className="flex-1">
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {course.title}</span>
          </ButtonLink>
          <ButtonLink to={`/courses/${course.slug}`} size="sm" variant="outline" className="flex-1">
            View<span className="sr-only"> {course.title}</span>
          </ButtonLink>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-haspopup="dialog" className="text-red-800 hover:bg-red-50">
            <Trash2 className="size-4" aria-hidden="true" />
            Delete<span className="sr-only"> {course.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
