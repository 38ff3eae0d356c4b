import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { TEAM_ACCESS, type Plan } from '@shared/plans';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { TeamSeatsOrder } from './team-seats-order';
import { membershipQuery, startSeatCheckout, teamQuery } from './use-team';

/** Spec §8: the message when a checkout cannot start. */
const CHECKOUT_FAILED = 'Failed to start checkout. Please try again.';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The dashboard's Team Access (issue 30): an owner sees their team at a glance with a link to
 * /team; a Pro or Elite member without a team in force buys seats through the pricing card's order
 * and checkout. Members of someone else's team and free learners see nothing here.
 */
export function TeamAccessCard({ userId, plan }: { userId: string; plan: Plan }) {
  const team = useQuery(teamQuery(userId));
  const membership = useQuery(membershipQuery(userId));
  const [busy, setBusy] = useState(false);
  if (!team.data || !membership.data) return null;
  const owned = team.data.team;
  if (owned && owned.state !== 'ended') return <TeamSummary team={owned} />;
  if (membership.data.membership?.active || plan === 'free') return null;

  const buy = async (seats: number) => {
    setBusy(true);
    try {
      window.location.assign((await startSeatCheckout(seats)).url);
    } catch (error) {
      setBusy(false);
      toast.error('Error', { description: error instanceof ApiRequestError && error.status === 409 ? error.message : CHECKOUT_FAILED });
    }
  };
  return (
    <TeamCard>
      <p className="mt-2 text-muted">
        {owned
          ? 'Your Team Access has ended. Buy seats again and your staff get the Pro library back at once, with their progress kept.'
          : `Give your staff the Pro library: $${TEAM_ACCESS.pricePerSeatPerMonth} a seat per month, each with their own login, progress and certificates. You see their progress on your team page.`}
      </p>
      <TeamSeatsOrder busy={busy} onBuy={(seats) => void buy(seats)} />
    </TeamCard>
  );
}

function TeamSummary({ team }: { team: { seats: number; seatsUsed: number; members: unknown[]; state: string; currentPeriodEnd: string | null } }) {
  const renewal = team.currentPeriodEnd ? `${team.state === 'cancelling' ? 'Ends' : 'Renews'} on ${longDate(team.currentPeriodEnd)}.` : '';
  return (
    <TeamCard>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Figure label="Seats used" value={`${team.seatsUsed} of ${team.seats}`} />
        <Figure label="Members joined" value={String(team.members.length)} />
        <Figure label="Status" value={team.state === 'past_due' ? 'Payment failed, retrying' : team.state === 'cancelling' ? 'Cancels at period end' : 'Active'} />
      </dl>
      {renewal && <p className="mt-3 text-sm text-muted">{renewal}</p>}
      <ButtonLink to="/team" className="mt-5">
        Manage Your Team
      </ButtonLink>
    </TeamCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function TeamCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="team-access-heading" className="mt-6">
      <Card className="p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <UsersRound className="size-5" aria-hidden="true" />
          </span>
          <h2 id="team-access-heading" className="text-lg font-semibold">
            {TEAM_ACCESS.name}
          </h2>
        </div>
        {children}
      </Card>
    </section>
  );
}
