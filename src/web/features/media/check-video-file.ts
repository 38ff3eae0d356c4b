import { isVideoMimeType, MAX_VIDEO_BYTES } from '@shared/file-size';
import { SIGNATURE_BYTES, videoContentMatches } from '@shared/file-signature';
import { videoNameProblem } from '@shared/media-files';
import { VIDEO_UPLOAD_NOTICES, type Notice } from '@shared/media-messages';

/**
 * Spec §5, checked before a byte is sent (the server checks all of it again): the declared
 * type, the size, the file's first bytes and its name. The notice to show, or null when the
 * file may be uploaded.
 */
export async function checkVideoFile(file: File): Promise<Notice | null> {
  if (!isVideoMimeType(file.type)) return VIDEO_UPLOAD_NOTICES.invalidType;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_UPLOAD_NOTICES.tooLarge;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (!videoContentMatches(file.type, head)) return VIDEO_UPLOAD_NOTICES.invalidType;
  const nameProblem = videoNameProblem(file.name);
  if (nameProblem) return { title: VIDEO_UPLOAD_NOTICES.failed.title, description: nameProblem };
  return null;
}
