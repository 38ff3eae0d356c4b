import type { UploadCourseImageResponse } from '@shared/api/media';
import type { CourseImageKind } from '@shared/media-files';
import { apiRequest } from '@web/lib/api-client';

/** What the file picker offers; the server checks the content whatever the name. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** Uploads a course picture through the media storage: checked, resized and stored as WebP. */
export function uploadCourseImage(courseSlug: string, file: File, kind: CourseImageKind): Promise<UploadCourseImageResponse> {
  const body = new FormData();
  body.set('file', file);
  return apiRequest<UploadCourseImageResponse>(`/api/admin/courses/${encodeURIComponent(courseSlug)}/images?kind=${kind}`, { method: 'POST', body });
}
