import { useCallback, useId, useRef, useState } from 'react';
import { FileVideo, Upload as UploadIcon } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { VIDEO_UPLOAD_NOTICES, type Notice } from '@shared/media-messages';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { ProgressBar } from '@web/components/progress-bar';
import { checkVideoFile } from './check-video-file';
import { useRefreshVideos } from './use-videos';
import { useVideoUpload, type UploadProgress } from './use-video-upload';

const ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';

/**
 * Spec §2 and §4 Upload: idle, file selected (its name, type and size shown), uploading (a
 * progress bar with percent and speed), done (the list refreshed, the selection cleared).
 */
export function VideoUploader() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File | null>(null);
  const refresh = useRefreshVideos();

  const clearSelection = () => {
    setSelected(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onSuccess = useCallback(
    (fileName: string) => {
      toast.success(VIDEO_UPLOAD_NOTICES.succeeded.title, { description: fileName });
      setSelected(null);
      if (inputRef.current) inputRef.current.value = '';
      void refresh();
    },
    [refresh],
  );
  const onError = useCallback((notice: Notice) => toast.error(notice.title, { description: notice.description }), []);
  const upload = useVideoUpload({ onSuccess, onError });
  const uploading = upload.state.status === 'uploading';

  const choose = async (file: File | undefined) => {
    upload.reset();
    if (!file) return setSelected(null);
    const problem = await checkVideoFile(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      clearSelection();
      return;
    }
    setSelected(file);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold tracking-tight">Upload a video</h2>
      <p className="mt-1 text-sm text-muted">MP4, WebM or MOV, up to 1 GB. An interrupted upload carries on where it stopped when you choose the same file again.</p>

      <label htmlFor={inputId} className="mt-5 block text-sm font-semibold">
        Video file
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={uploading}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="mt-2 block w-full cursor-pointer rounded-lg border border-line bg-white text-sm text-muted file:mr-4 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-line file:bg-surface file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      />

      {selected && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface px-4 py-3 text-sm" aria-label="Selected file">
          <dt className="text-muted">Name</dt>
          <dd className="font-semibold wrap-break-word">{selected.name}</dd>
          <dt className="text-muted">Type</dt>
          <dd>{selected.type}</dd>
          <dt className="text-muted">Size</dt>
          <dd>{formatFileSize(selected.size)}</dd>
        </dl>
      )}

      {upload.state.status === 'uploading' && <UploadProgressView fileName={upload.state.fileName} progress={upload.state.progress} />}

      <Button className="mt-5 w-full sm:w-auto" disabled={!selected || uploading} aria-busy={uploading} onClick={() => selected && void upload.start(selected)}>
        <UploadIcon className="size-4" aria-hidden="true" />
        {uploading ? 'Uploading…' : 'Upload Video'}
      </Button>
    </Card>
  );
}

function UploadProgressView({ fileName, progress }: { fileName: string; progress: UploadProgress }) {
  const speed = progress.bytesPerSecond === null ? 'measuring speed…' : `${formatFileSize(progress.bytesPerSecond)}/s`;
  return (
    <div className="mt-4" data-testid="upload-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex min-w-0 items-center gap-2 font-semibold">
          <FileVideo className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="truncate">{fileName}</span>
        </span>
        <span className="shrink-0 text-muted tabular-nums" aria-live="polite">
          {progress.percent}% · {speed}
        </span>
      </div>
      <ProgressBar value={progress.percent} label={`Uploading ${fileName}`} className="mt-2" />
      <p className="mt-1 text-xs text-muted tabular-nums">
        {formatFileSize(progress.bytesUploaded)} of {formatFileSize(progress.bytesTotal)}
      </p>
    </div>
  );
}
