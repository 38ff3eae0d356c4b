import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { VIDEO_UPLOAD_NOTICES, type Notice } from '@shared/media-messages';

/** Where the server takes resumable uploads (tus 1.0). */
export const VIDEO_UPLOADS_ENDPOINT = '/api/admin/uploads/videos';

/** Bytes per request: small enough that a request ends well within server and proxy time limits. */
const CHUNK_BYTES = 50 * 1024 * 1024;

export interface UploadProgress {
  bytesUploaded: number;
  bytesTotal: number;
  /** Whole percent, 0 to 100. */
  percent: number;
  /** Bytes a second over the last few seconds; null until there is enough to tell. */
  bytesPerSecond: number | null;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: UploadProgress }
  | { status: 'done'; fileName: string };

/** The notice for an upload the server refused, from its `{ error, message }` answer. */
export function noticeForUploadError(error: Error): Notice {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (!response) return VIDEO_UPLOAD_NOTICES.failed;
  let message: string | undefined;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    message = response.getBody().trim() || undefined;
  }
  const status = response.getStatus();
  if (status === 415) return VIDEO_UPLOAD_NOTICES.invalidType;
  if (status === 413) return VIDEO_UPLOAD_NOTICES.tooLarge;
  return { title: VIDEO_UPLOAD_NOTICES.failed.title, description: message ?? VIDEO_UPLOAD_NOTICES.failed.description };
}

interface Sample {
  at: number;
  bytes: number;
}

/** Speed over the samples of the last 3 seconds. */
function speedOf(samples: Sample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 250) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/**
 * Uploads one video with tus-js-client (loaded when an upload starts). An upload interrupted
 * by a dropped connection, a server restart or a closed tab resumes where it stopped: the
 * client retries, and remembers the upload's address in this browser, so choosing the same
 * file again carries on from the last byte the server has.
 */
export function useVideoUpload({ onSuccess, onError }: { onSuccess: (fileName: string) => void; onError: (notice: Notice) => void }) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const uploadRef = useRef<Upload | null>(null);

  useEffect(() => () => void uploadRef.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const { Upload } = await import('tus-js-client');
      const samples: Sample[] = [];
      setState({ status: 'uploading', fileName: file.name, progress: { bytesUploaded: 0, bytesTotal: file.size, percent: 0, bytesPerSecond: null } });
      const upload = new Upload(file, {
        endpoint: VIDEO_UPLOADS_ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type },
        onProgress: (bytesUploaded, bytesTotal) => {
          const now = performance.now();
          samples.push({ at: now, bytes: bytesUploaded });
          while (samples.length > 2 && now - samples[0]!.at > 3000) samples.shift();
          setState({
            status: 'uploading',
            fileName: file.name,
            progress: { bytesUploaded, bytesTotal, percent: Math.floor((bytesUploaded / bytesTotal) * 100), bytesPerSecond: speedOf(samples) },
          });
        },
        onSuccess: () => {
          uploadRef.current = null;
          setState({ status: 'done', fileName: file.name });
          onSuccess(file.name);
        },
        onError: (error) => {
          uploadRef.current = null;
          setState({ status: 'idle' });
          onError(noticeForUploadError(error));
        },
      });
      uploadRef.current = upload;
      const previous = await upload.findPreviousUploads();
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    },
    [onSuccess, onError],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
