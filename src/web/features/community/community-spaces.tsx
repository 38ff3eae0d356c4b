import { useQuery } from '@tanstack/react-query';
import { Hash, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from '@web/components/error-panel';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { memberQueryOptions } from '@web/lib/member-query';

/** The six spaces as the signed-in member may use them: open ones link in, closed ones say which plan opens them. */
export function CommunitySpaces({ userId }: { userId: string }) {
  const spaces = useQuery({ ...memberQueryOptions(userId, 'GET /api/community/spaces'), staleTime: 0 });
  if (spaces.isPending) return <Skeleton role="status" aria-label="Loading the spaces" className="h-64 w-full rounded-2xl" />;
  if (spaces.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load the spaces" onRetry={() => void spaces.refetch()} retrying={spaces.isFetching}>
        {spaces.error.message}
      </ErrorPanel>
    );
  }
  const { suspendedUntil } = spaces.data;
  return (
    <>
      {suspendedUntil && (
        <p role="note" className="mb-6 rounded-2xl border border-accent-400 bg-accent-100 p-4 text-sm">
          A moderator has paused your posting until {new Date(suspendedUntil).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}. You can still read.
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {spaces.data.spaces.map((space) => (
          <li key={space.id}>
            <Card className="flex h-full flex-col p-5">
              <h3 className="flex items-center gap-2 font-semibold break-all text-brand-800">
                {space.mayRead ? <Hash className="size-4 shrink-0" aria-hidden="true" /> : <Lock className="size-4 shrink-0" aria-hidden="true" />}
                {space.mayRead ? (
                  <Link to={`/community/${space.id}`} className="hover:underline">
                    {space.name}
                  </Link>
                ) : (
                  space.name
                )}
              </h3>
              <p className="mt-2 flex-1 text-sm text-muted">{space.description}</p>
              <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
                <span>
                  {space.postCount} {space.postCount === 1 ? 'post' : 'posts'}
                </span>
                {!space.mayRead ? <Badge variant="outline">Opens with Pro Member</Badge> : !space.mayPost ? <Badge variant="outline">Read only</Badge> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
