import { Link } from 'react-router';
import { PLAN_OFFERS } from '@shared/plans';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorPanel } from '@web/components/error-panel';
import { TrackProgress } from './track-progress';
import { useCertificationTracks } from './use-certifications';

/** The dashboard's view of the three certifications: each track's courses done, attempts left and credential. */
export function CertificationTracksSection({ userId }: { userId: string }) {
  const tracks = useCertificationTracks(userId);
  return (
    <section aria-labelledby="my-certifications-heading" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="my-certifications-heading" className="text-2xl font-bold tracking-tight">
          My certifications
        </h2>
        <Link to="/certification" className="rounded text-sm font-semibold text-brand-700 hover:underline">
          How certification works
        </Link>
      </div>
      {tracks.isError ? (
        <ErrorPanel layout="section" className="mt-6" title="Your certifications couldn't be loaded" onRetry={() => void tracks.refetch()}>
          Your progress is safe. Please try again.
        </ErrorPanel>
      ) : !tracks.data ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-3" role="status" aria-label="Loading your certifications">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {tracks.data.map((track) => (
            <li key={track.id}>
              <Card className="h-full p-6">
                <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{PLAN_OFFERS[track.plan].name}</p>
                <h3 className="mt-1 text-lg font-semibold text-balance">{track.title}</h3>
                <div className="mt-4">
                  <TrackProgress track={track} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
