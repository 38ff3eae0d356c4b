import { useLocation, useParams } from 'react-router';
import { staticPageMeta } from '@shared/page-meta';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { CourseEditor } from '@web/features/course-builder/course-editor';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminCourseEditPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  usePageMeta(staticPageMeta(location.pathname) ?? { title: 'Edit Course' });
  return <RequireAdmin returnTo={location.pathname}>{(admin) => <CourseEditor key={slug} adminId={admin.id} slug={slug} />}</RequireAdmin>;
}
