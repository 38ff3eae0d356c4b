import { useLocation } from 'react-router';
import { LayoutGrid } from 'lucide-react';
import { VIDEO_URL_PREFIX } from '@shared/media-files';
import { pageMeta } from '@shared/page-manifest';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
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
  const location = useLocation();
  return (
    <RequireAdmin returnTo={location.pathname} denial={UPLOAD_ACCESS_DENIED}>
      {() => <UploadVideos />}
    </RequireAdmin>
  );
}

function UploadVideos() {
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between sm:py-14">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Admin</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Upload Videos</h1>
            <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">Course videos, stored on this site and shown only to learners of the courses that use them.</p>
          </div>
          <ButtonLink to="/admin/courses" variant="outline" className="self-start sm:self-auto">
            <LayoutGrid className="size-4" aria-hidden="true" />
            Manage Courses
          </ButtonLink>
        </Container>
      </section>

      <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
      </Container>
    </>
  );
}
