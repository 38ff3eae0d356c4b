import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus, Upload } from 'lucide-react';
import type { AdminCourseSummary } from '@shared/api/admin-courses';
import { pageMeta } from '@shared/page-manifest';
import { listSearch } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button, ButtonLink } from '@web/components/ui/button';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { CourseFilters, CourseList, readCourseListView } from '@web/features/course-builder/course-list';
import { NewCourseDialog } from '@web/features/course-builder/new-course-dialog';
import { useDeleteCourse, type CourseListView } from '@web/features/course-builder/use-admin-courses';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminCoursesPage() {
  usePageMeta(pageMeta('/admin/courses'));
  return <RequireAdmin>{(admin) => <ManageCourses adminId={admin.id} />}</RequireAdmin>;
}

function ManageCourses({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readCourseListView(searchParams);
  const show = (next: CourseListView) =>
    setSearchParams(listSearch({ ...next, sort: next.sort === 'created' ? undefined : next.sort, direction: next.sort === 'created' ? undefined : next.direction }));
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
    <PageFrame
      title="Manage Courses"
      description="Create courses, build their curriculum and publish them when they are ready."
      actions={
        <>
          <ButtonLink to="/admin/upload-videos" variant="outline">
            <Upload className="size-4" aria-hidden="true" />
            Upload Videos
          </ButtonLink>
          <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
            <Plus className="size-4" aria-hidden="true" />
            New course
          </Button>
        </>
      }
    >
      <section aria-labelledby="course-list-heading" className="space-y-6">
        <h2 id="course-list-heading" className="sr-only">
          Courses
        </h2>
        <CourseFilters view={view} onShow={show} />
        <CourseList adminId={adminId} view={view} onShow={show} onCreate={() => setCreating(true)} onDelete={setDeleting} />
      </section>

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
    </PageFrame>
  );
}
