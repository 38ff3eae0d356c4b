import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MemberWorkshop } from '@shared/api/workshops';
import { pageMeta } from '@shared/page-manifest';
import { ErrorPanel } from '@web/components/error-panel';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { EliteWorkshopsOffer, useWorkshopRegistration, WorkshopActions, workshopLength, workshopWhen } from '@web/features/workshops';
import { memberQueryOptions } from '@web/lib/member-query';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';

/** /workshops: live Elite workshops to register for, and past ones' recordings; for anyone else, what Elite gives. */
export function WorkshopsPage() {
  usePageMeta(pageMeta('/workshops'));
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Live Workshops</h1>
      <p className="mt-2 text-lg text-muted">Hands-on sessions with the instructor, for Elite members. Times are shown in your time zone.</p>
      <div className="mt-8">
        {session.status === 'signed-in' ? (
          <MemberWorkshops userId={session.user.id} />
        ) : session.status === 'signed-out' ? (
          <EliteWorkshopsOffer signedIn={false} />
        ) : (
          <Skeleton className="h-48 w-full rounded-2xl" />
        )}
      </div>
    </div>
  );
}

function MemberWorkshops({ userId }: { userId: string }) {
  const workshops = useQuery({ ...memberQueryOptions(userId, 'GET /api/workshops'), staleTime: 0 });
  const registration = useWorkshopRegistration(userId);
  if (workshops.isPending) return <Skeleton role="status" aria-label="Loading workshops" className="h-48 w-full rounded-2xl" />;
  if (workshops.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load the workshops" onRetry={() => void workshops.refetch()} retrying={workshops.isFetching}>
        Try again in a moment.
      </ErrorPanel>
    );
  }
  if (workshops.data.unavailable) return <EliteWorkshopsOffer signedIn />;
  const card = (workshop: MemberWorkshop, past: boolean) => (
    <li key={workshop.id}>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-xl font-semibold">
            <Link to={`/workshops/${workshop.id}`} className="hover:underline">
              {workshop.title}
            </Link>
          </h3>
          {workshop.status === 'cancelled' && <Badge variant="outline">Cancelled</Badge>}
          {workshop.registered && <Badge variant="secondary">{past ? (workshop.attended ? 'Attended' : 'Registered') : "You're registered"}</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted">
          {workshopWhen(workshop.startsAt)} · {workshopLength(workshop.durationMinutes)}
          {!past && workshop.status === 'scheduled' && ` · ${workshop.seatsLeft} of ${workshop.capacity} seats left`}
        </p>
        <p className="mt-3 line-clamp-3 whitespace-pre-line">{workshop.description}</p>
        <div className="mt-4">
          <WorkshopActions
            workshop={workshop}
            busy={registration.busyId === workshop.id}
            onRegister={() => void registration.register(workshop.id)}
            onCancel={() => void registration.cancel(workshop.id)}
            showRecordingLink
          />
        </div>
      </Card>
    </li>
  );
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-2xl font-bold tracking-tight">
          Upcoming
        </h2>
        {workshops.data.upcoming.length === 0 ? (
          <p className="mt-2 text-muted">No workshops are scheduled right now. New ones appear here, and you can register as soon as they do.</p>
        ) : (
          <ul className="mt-4 space-y-4">{workshops.data.upcoming.map((workshop) => card(workshop, false))}</ul>
        )}
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-2xl font-bold tracking-tight">
          Past workshops and recordings
        </h2>
        {workshops.data.past.length === 0 ? (
          <p className="mt-2 text-muted">Recordings of past workshops will be listed here.</p>
        ) : (
          <ul className="mt-4 space-y-4">{workshops.data.past.map((workshop) => card(workshop, true))}</ul>
        )}
      </section>
    </div>
  );
}
