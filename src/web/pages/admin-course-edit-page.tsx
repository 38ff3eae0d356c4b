import { useParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { CourseEditor } from '@web/features/course-builder/course-editor';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminCourseEditPage() {
  const { slug = '' } = useParams();
  usePageMeta(pageMeta('/admin/courses/:slug/edit'));
  return <RequireAdmin>{(admin) => <CourseEditor key={slug} adminId={admin.id} slug={slug} />}</RequireAdmin>;
}
