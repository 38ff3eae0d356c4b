import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Film } from 'lucide-react';
import { isPlayableVideoUrl } from '@shared/video-url';
import { Button } from '@web/components/ui/button';
import { DialogCloseButton, ModalDialog } from '@web/components/modal-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { INPUT_CLASS } from './field';
import { ErrorPanel } from '@web/components/error-panel';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';

export const UNPLAYABLE_URL_MESSAGE = "This address can't be played. Paste a YouTube or Vimeo video link, or a link to an .mp4, .webm, .ogg, .mov or .m4v file.";

interface VideoDialogProps {
  open: boolean;
  lessonTitle: string;
  currentUrl: string;
  onChoose: (url: string) => void;
  onClose: () => void;
}

/** Assigns a lesson's video: one of the uploaded videos, or a pasted address the player can play. */
export function VideoDialog({ open, lessonTitle, currentUrl, onChoose, onClose }: VideoDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-hidden">
      {({ titleId, close }) => {
        const choose = (url: string) => {
          onChoose(url);
          close();
        };
        return (
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-6">
              <div className="min-w-0 flex-1">
                <h2 id={titleId} className="text-lg font-bold tracking-tight">
                  Assign a video
                </h2>
                <p className="mt-0.5 truncate text-sm text-muted">{lessonTitle}</p>
              </div>
              <DialogCloseButton label="Close" onClick={close} />
            </div>
            <div className="overflow-y-auto px-5 py-5 sm:px-6">
              <VideoLibrary currentUrl={currentUrl} onChoose={choose} />
              <PastedUrlForm initial={currentUrl.startsWith('/media/') ? '' : currentUrl} onChoose={choose} />
            </div>
          </div>
        );
      }}
    </ModalDialog>
  );
}

function VideoLibrary({ currentUrl, onChoose }: { currentUrl: string; onChoose: (url: string) => void }) {
  // The media library's own read (a video's `url` is what a lesson stores in `video_url`).
  const videos = useQuery({ ...memberQueryOptions(useUserId(), 'GET /api/admin/videos'), staleTime: 0, retry: 1 });
  return (
    <section aria-labelledby="video-library-heading">
      <h3 id="video-library-heading" className="text-sm font-semibold">
        Uploaded videos
      </h3>
      {/* Spec §9: the picker's list is 400px high. */}
      <div className="mt-2 h-[400px] max-h-[50dvh] overflow-y-auto rounded-xl border border-line">
        {videos.isPending ? (
          <div role="status" aria-label="Loading videos" className="space-y-2 p-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : videos.isError ? (
          <ErrorPanel layout="inline" className="m-3" title="Failed to load videos." onRetry={() => void videos.refetch()} />
        ) : videos.data.videos.length === 0 ? (
          <p className="p-4 text-sm text-muted">No videos uploaded yet. Upload them on the Upload Videos page, or paste an address below.</p>
        ) : (
          <ul className="divide-y divide-line">
            {videos.data.videos.map((video) => {
              const current = video.url === currentUrl;
              return (
                <li key={video.name} className="flex items-center gap-3 px-3 py-2.5">
                  <Film className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{video.name}</p>
                    <p className="text-xs text-muted">
                      {video.sizeLabel}
                      {video.usedBy.length > 0 && ` · used in ${video.usedBy.length} ${video.usedBy.length === 1 ? 'lesson' : 'lessons'}`}
                    </p>
                  </div>
                  <Button size="sm" variant={current ? 'secondary' : 'outline'} disabled={current} onClick={() => onChoose(video.url)}>
                    {current ? 'Assigned' : 'Use'}
                    <span className="sr-only"> {video.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

function PastedUrlForm({ initial, onChoose }: { initial: string; onChoose: (url: string) => void }) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const noteId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPlayableVideoUrl(url)) return setError(UNPLAYABLE_URL_MESSAGE);
    onChoose(url.trim());
  };
  return (
    <form onSubmit={submit} className="mt-5" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold">
        Or paste a video address
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          className={cn(INPUT_CLASS, 'min-w-0 sm:flex-1')}
          value={url}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          inputMode="url"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" className="h-11">
          Use this address
        </Button>
      </div>
      <p id={noteId} className={cn('mt-1.5 text-sm', error ? 'text-red-800' : 'text-muted')} aria-live="polite">
        {error ?? 'YouTube, Vimeo, or a direct link to an .mp4, .webm, .ogg, .mov or .m4v file.'}
      </p>
    </form>
  );
}
