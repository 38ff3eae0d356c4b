import { endpointUrl } from '@shared/api/endpoint';
import type { UploadResourceResponse } from '@shared/api/media';
import type { Resource } from '@shared/curriculum';
import { RESOURCE_UPLOAD_NOTICES, type Notice } from '@shared/media-messages';
import { apiRequest } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';

export interface ResourceForm {
  title: string;
  description: string;
  file: File | null;
}

/**
 * Spec §5 Resource upload, for the lesson editor: the notice when the form is incomplete
 * ('Missing information'), else null. The server checks the type by content as well.
 */
export function resourceFormProblem(form: ResourceForm): Notice | null {
  return form.title.trim() === '' || form.file === null ? RESOURCE_UPLOAD_NOTICES.missing : null;
}

/**
 * Uploads a lesson resource (`POST /api/admin/courses/:slug/resources`, multipart) and gives
 * back the object to add to the lesson's `resources`. Throws ApiRequestError with the server's
 * message; `resourceUploadFailure` turns it into spec §8's notice.
 */
export async function uploadResource(courseSlug: string, form: ResourceForm & { file: File }): Promise<Resource> {
  const body = new FormData();
  body.set('title', form.title.trim());
  body.set('description', form.description.trim());
  body.set('file', form.file);
  const response = await apiRequest<UploadResourceResponse>(endpointUrl('/api/admin/courses/:slug/resources', { params: { slug: courseSlug } }), { method: 'POST', body });
  return response.resource;
}

/** Spec §8: 'Upload failed' (There was an error uploading the file), with the server's reason when it gave one. */
export function resourceUploadFailure(error: unknown): Notice {
  const reason = errorMessage(error);
  return { title: RESOURCE_UPLOAD_NOTICES.failed.title, description: `${RESOURCE_UPLOAD_NOTICES.failed.description}. ${reason}` };
}
