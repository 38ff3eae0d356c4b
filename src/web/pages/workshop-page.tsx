import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { ErrorPanel } from '@web/components/error-panel';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { EliteWorkshopsOffer, useWorkshopRegistration, WorkshopActions, workshopLength, workshopWhen } from '@web/features/workshops';
import { ApiRequestError } from '@web/lib/api-client';
import { memberQueryOptions } from '@web/lib/member-query';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /workshops/:id: one workshop, registration, the join link for those registered, and the recording afterwards. */
export function WorkshopPage() {
  const { id = '' } = useParams();
  const session = useRequireUser(`/workshops/${id}`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <Link to="/workshops" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All workshops
      </Link>
      {session.status === 'signed-in' ? <Workshop id={id} userId={session.user.id} /> : <Skeleton className="mt-6 h-64 w-full rounded-2xl" />}
    </div>
  );
}

function Workshop({ id, userId }: { id: string; userId: string }) {
  const workshop = useQuery({ ...memberQueryOptions(userId, 'GET /api/workshops/:id', { params: { id } }), staleTime: 0, retry: false });
  const registration = useWorkshopRegistration(userId);
  usePageMeta({ ...pageMeta('/workshops/:id'), ...(workshop.data ? { title: workshop.data.workshop.title } : {}) });
  if (workshop.isPending) return <Skeleton role="status" aria-label="Loading the workshop" className="mt-6 h-64 w-full rounded-2xl" />;
  if (workshop.isError) {
    const status = workshop.error instanceof ApiRequestError ? workshop.error.status : 0;
    if (status === 403) {
      return (
        <div className="mt-6">
          <h1 className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">Live Workshops</h1>
          <EliteWorkshopsOffer signedIn />
        </div>
      );
    }
    return (
      <ErrorPanel layout="page" title={status === 404 ? 'Workshop not found' : "We couldn't load the workshop"} onRetry={() => void workshop.refetch()} retrying={workshop.isFetching}>
        {status === 404 ? 'It may have been removed. See the list of workshops.' : 'Try again in a moment.'}
      </ErrorPanel>
    );
  }
  const shown = workshop.data.workshop;
  return (
    <article className="mt-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{shown.title}</h1>
        {shown.status === 'cancelled' && <Badge variant="outline">Cancelled</Badge>}
        {shown.registered && <Badge variant="secondary">{shown.attended ? 'Attended' : "You're registered"}</Badge>}
      </div>
      <p className="mt-2 text-muted">
        {workshopWhen(shown.startsAt)} · {workshopLength(shown.durationMinutes)}
      </p>
      {shown.recordingUrl && (
        <section aria-labelledby="recording-heading" className="mt-6">
          <h2 id="recording-heading" className="sr-only">
            Recording
          </h2>
          <video controls preload="metadata" src={shown.recordingUrl} className="aspect-video w-full rounded-2xl bg-black" aria-label={`Recording of ${shown.title}`} />
        </section>
      )}
      <p className="mt-6 whitespace-pre-line text-lg">{shown.description}</p>
      <div className="mt-6">
        <WorkshopActions
          workshop={shown}
          busy={registration.busyId === shown.id}
          onRegister={() => void registration.register(shown.id)}
          onCancel={() => void registration.cancel(shown.id)}
          showRecordingLink={false}
        />
      </div>
      {!shown.recordingUrl && shown.ended && shown.status === 'scheduled' && <p className="mt-6 text-muted">The recording will appear here soon.</p>}
    </article>
  );
}
