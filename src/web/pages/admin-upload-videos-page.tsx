import { LayoutGrid } from 'lucide-react';
import { VIDEO_URL_PREFIX } from '@shared/media-files';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { ButtonLink } from '@web/components/ui/button';
import { RequireAdmin, type AccessDenial } from '@web/features/admin/require-admin';
import { VideoLibrary } from '@web/features/media/video-library';
import { VideoUploader } from '@web/features/media/video-uploader';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Spec §6: the upload page's own wording for someone who is not an admin, and where they go. */
const UPLOAD_ACCESS_DENIED: AccessDenial = {
  title: 'Access denied',
  description: "You don't have permission to access this page",
  redirectTo: '/dashboard',
};

export function AdminUploadVideosPage() {
  usePageMeta(pageMeta('/admin/upload-videos'));
  return (
    <RequireAdmin denial={UPLOAD_ACCESS_DENIED}>
      {() => <UploadVideos />}
    </RequireAdmin>
  );
}

function UploadVideos() {
  return (
    <PageFrame
      title="Upload Videos"
      description="Course videos, stored on this site and shown only to learners of the courses that use them."
      actions={
        <ButtonLink to="/admin/courses" variant="outline">
          <LayoutGrid className="size-4" aria-hidden="true" />
          Manage Courses
        </ButtonLink>
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <VideoUploader />
          <section aria-labelledby="video-url-heading" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 text-sm">
            <h2 id="video-url-heading" className="font-semibold text-ink">
              Video URL format
            </h2>
            <p className="mt-2 text-muted">
              A lesson plays an uploaded video from <code className="rounded bg-white px-1.5 py-0.5 font-mono text-ink">{VIDEO_URL_PREFIX}file-name.mp4</code>{' '}
              (spaces and other special characters percent-encoded, as in <code className="rounded bg-white px-1.5 py-0.5 font-mono text-ink">My%20Intro.mp4</code>).
              Pick the video in the lesson editor, or open it with View and copy its address into the lesson&apos;s video URL.
            </p>
          </section>
        </div>
        <VideoLibrary />
      </div>
    </PageFrame>
  );
}
