/**
 * The upload messages of spec §5 and §8, as a title and a description, shared by the server's
 * answers and the upload page's notices so they read the same wherever a check fails.
 */
export interface Notice {
  title: string;
  description: string;
}

export const VIDEO_UPLOAD_NOTICES = {
  invalidType: { title: 'Invalid file type', description: 'Please select an MP4, WebM, or MOV video file' },
  tooLarge: { title: 'File too large', description: 'Maximum file size is 1GB' },
  failed: { title: 'Upload failed', description: 'Failed to upload video' },
  succeeded: { title: 'Upload successful', description: '' },
  loadFailed: { title: 'Error loading videos', description: 'Failed to load existing videos' },
  deleteFailed: { title: 'Delete failed', description: '' },
  deleted: { title: 'Video deleted', description: '' },
} as const satisfies Record<string, Notice>;

export const RESOURCE_UPLOAD_NOTICES = {
  missing: { title: 'Missing information', description: 'Please provide a title and select a file' },
  failed: { title: 'Upload failed', description: 'There was an error uploading the file' },
  succeeded: { title: 'Resource uploaded', description: '' },
} as const satisfies Record<string, Notice>;

/** Spec §2: asked before a video is deleted. */
export function deleteVideoQuestion(fileName: string): string {
  return `Are you sure you want to delete ${fileName}?`;
}
