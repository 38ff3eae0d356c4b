import { useEffect, useState } from 'react';
import { ExternalLink, Film, Trash2 } from 'lucide-react';
import type { Video } from '@shared/api/media';
import { VIDEO_UPLOAD_NOTICES } from '@shared/media-messages';
import { Button } from '@web/components/ui/button';
import { DataTable } from '@web/components/admin/data-table';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useDeleteVideo, useVideos } from './use-videos';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2: the uploaded videos (name, size, date, View, delete) in a list 400px high. */
export function VideoLibrary() {
  const videos = useVideos();
  const deletion = useDeleteVideo();
  const [toDelete, setToDelete] = useState<Video | null>(null);

  useEffect(() => {
    if (videos.isError) toast.error(VIDEO_UPLOAD_NOTICES.loadFailed.title, { id: 'videos-load', description: VIDEO_UPLOAD_NOTICES.loadFailed.description });
  }, [videos.isError]);

  const remove = (video: Video) => {
    deletion.mutate(
      { name: video.name, confirm: true },
      {
        onSuccess: () => {
          toast.success(VIDEO_UPLOAD_NOTICES.deleted.title, { description: video.name });
          setToDelete(null);
        },
        onError: (error) => toast.error(VIDEO_UPLOAD_NOTICES.deleteFailed.title, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="video-library-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="video-library-heading" className="text-xl font-bold tracking-tight">
          Uploaded videos
        </h2>
        {videos.data && <p className="text-sm text-muted">{videos.data.videos.length === 1 ? '1 video' : `${videos.data.videos.length} videos`}</p>}
      </div>
      <div className="mt-4 h-[400px] overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-sm" data-testid="video-list">
        <DataTable<Video>
          caption="Uploaded videos"
          items={{ one: 'video', other: 'videos' }}
          layout="cards"
          card={(video) => <VideoRow video={video} onDelete={() => setToDelete(video)} />}
          rows={videos.data?.videos}
          rowKey={(video) => video.name}
          empty={
            <span className="flex flex-col items-center gap-2">
              <Film className="size-8" aria-hidden="true" />
              No videos uploaded yet.
            </span>
          }
          error={videos.isError ? { message: VIDEO_UPLOAD_NOTICES.loadFailed.description, retry: () => void videos.refetch() } : null}
          errorTitle={VIDEO_UPLOAD_NOTICES.loadFailed.title}
        />
      </div>
      <ConfirmDeleteDialog video={toDelete} deleting={deletion.isPending} onConfirm={remove} onClose={() => setToDelete(null)} />
    </section>
  );
}

function VideoRow({ video, onDelete }: { video: Video; onDelete: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-break-word">{video.name}</p>
        <p className="mt-0.5 text-sm text-muted">
          {video.sizeLabel} · <time dateTime={video.uploadedAt}>{DATE.format(new Date(video.uploadedAt))}</time>
          {video.usedBy.length > 0 && ` · used in ${video.usedBy.length === 1 ? '1 lesson' : `${video.usedBy.length} lessons`}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={video.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-surface"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          View
          <span className="sr-only">{video.name}</span>
        </a>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${video.name}`} className="text-red-700 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}
