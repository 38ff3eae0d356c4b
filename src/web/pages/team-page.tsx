import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { membershipQuery, TeamInvitations, TeamMembers, teamQuery, TeamSeats, TeamTestMode, useTeamRefresh } from '@web/features/teams';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { useUserId } from '@web/lib/member-query';
import { useRequireUser } from '@web/lib/require-user';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * Team Access (issue 30): the owner's team (seats, members' progress, invitations), a member's
 * team with 'Leave Team', and, with an invitation's `?token=`, the 'Join Team' step.
 */
export function TeamPage() {
  usePageMeta(pageMeta('/team'));
  const [params] = useSearchParams();
  const token = params.get('token');
  useRequireUser(token ? `/team?token=${token}` : '/team');
  return <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">{token ? <JoinTeam token={token} /> : <YourTeam />}</div>;
}

function JoinTeam({ token }: { token: string }) {
  const navigate = useNavigate();
  const refresh = useTeamRefresh();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    try {
      const { membership } = await callEndpoint('POST /api/team/membership', { body: { token } });
      await refresh();
      toast.success(`Welcome to ${membership?.ownerName ?? 'the'}'s team: every Pro course is open to you.`);
      void navigate('/dashboard');
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
      <Users className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Join Your Team</h1>
      <p className="mt-3 text-muted">Your employer has given you a Team Access seat: the whole Pro library. Your progress and certificates are yours to keep.</p>
      {problem && (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button size="lg" className="mt-6" disabled={busy} aria-busy={busy} onClick={() => void join()}>
        {busy ? 'Joining…' : 'Join Team'}
      </Button>
    </Card>
  );
}

function YourTeam() {
  const userId = useUserId();
  const team = useQuery(teamQuery(userId));
  const membership = useQuery(membershipQuery(userId));
  const [params] = useSearchParams();
  if (team.isError || membership.isError) return <p>{errorMessage(team.error ?? membership.error)}</p>;
  if (!team.data || !membership.data) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading your team">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  const owned = team.data.team;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Your Team</h1>
      {owned ? (
        <>
          <p className="mt-2 text-muted">{params.get('purchased') ? 'Your seats are ready. Invite your staff below.' : 'Your staff, their progress, and your seats.'}</p>
          <div className="mt-6">
            <TeamSeats team={owned} />
          </div>
          {owned.testMode && <TeamTestMode />}
          <TeamMembers members={owned.members} />
          {owned.state !== 'ended' && <TeamInvitations invitations={owned.invitations} freeSeats={Math.max(0, owned.seats - owned.seatsUsed)} />}
        </>
      ) : null}
      {membership.data.membership ? <Membership membership={membership.data.membership} /> : null}
      {!owned && !membership.data.membership && (
        <Card className="mt-6 p-6">
          <p>You have no team yet. Team Access gives each of your staff the Pro library for $10 a seat per month.</p>
          <ButtonLink to="/pricing" className="mt-4">
            See Team Access
          </ButtonLink>
        </Card>
      )}
    </>
  );
}

function Membership({ membership }: { membership: { ownerName: string; ownerEmail: string; active: boolean } }) {
  const refresh = useTeamRefresh();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await callEndpoint('DELETE /api/team/membership');
      toast.success('You left the team. Your progress and certificates are kept.');
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Card className="mt-6 p-6">
      <h2 className="text-xl font-semibold">Your Seat</h2>
      <p className="mt-2 text-muted">
        You hold a seat on {membership.ownerName || membership.ownerEmail}&apos;s team.{' '}
        {membership.active ? 'It gives you every Pro course.' : "The team's Team Access has ended, so its Pro courses are closed until it is renewed."}
      </p>
      <Button variant="outline" className="mt-4" disabled={busy} onClick={() => void leave()}>
        {busy ? 'Leaving…' : 'Leave Team'}
      </Button>
    </Card>
  );
}
