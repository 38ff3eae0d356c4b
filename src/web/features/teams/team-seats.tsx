import { useState, type FormEvent } from 'react';
import type { TeamOverviewResponse } from '@shared/api/teams';
import { formatUsd } from '@shared/billing';
import { TEAM_ACCESS } from '@shared/plans';
import { SubmitButton } from '@web/components/form-fields';
import { Card } from '@web/components/ui/card';
import { callEndpoint } from '@web/lib/endpoint-client';
import { useTeamAction } from './use-team';

type Team = NonNullable<TeamOverviewResponse['team']>;

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const STATE_LABELS: Record<Team['state'], string> = { active: 'Renews', cancelling: 'Ends', past_due: 'Payment retried until', ended: 'Ended' };

/** Seats used and bought, the period and the next invoice, and the seat count to change (more now, fewer from the next period). */
export function TeamSeats({ team }: { team: Team }) {
  const { busy, run } = useTeamAction();
  const [seats, setSeats] = useState(String(team.nextPeriodSeats));
  const inForce = team.state !== 'ended';

  const change = async (event: FormEvent) => {
    event.preventDefault();
    await run('seats', async () => {
      const result = await callEndpoint('PUT /api/billing/team-seats', { body: { seats: Number(seats) } });
      return result.chargedCents > 0
        ? `You now have ${result.seats} seats. ${formatUsd(result.chargedCents)} was charged for the rest of this month.`
        : result.nextPeriodSeats < result.seats
          ? `Your team keeps ${result.seats} seats until the end of this period, then ${result.nextPeriodSeats}.`
          : `You have ${result.seats} seats.`;
    });
  };

  return (
    <Card className="p-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Seats used</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {team.seatsUsed} of {team.seats}
          </dd>
          {team.nextPeriodSeats !== team.seats && <dd className="text-sm text-muted">{team.nextPeriodSeats} from the next period</dd>}
        </div>
        <div>
          <dt className="text-sm text-muted">{STATE_LABELS[team.state]}</dt>
          <dd className="text-lg font-semibold">{team.currentPeriodEnd ? longDate(team.currentPeriodEnd) : '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Next invoice</dt>
          <dd className="text-lg font-semibold tabular-nums">{team.nextInvoiceCents === null ? 'None' : `${formatUsd(team.nextInvoiceCents)} a month`}</dd>
        </div>
      </dl>
      {inForce && (
        <form onSubmit={(event) => void change(event)} className="mt-5 flex flex-wrap items-end gap-3 border-t border-line pt-5">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Seats
            <input
              type="number"
              min={1}
              max={TEAM_ACCESS.maxSeats}
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
              className="h-11 w-24 rounded-lg border border-line bg-white px-3 text-base tabular-nums"
            />
          </label>
          <SubmitButton busy={busy !== null} label="Change Seats" busyLabel="Changing…" className="w-auto" />
          <p className="w-full text-sm text-muted">
            Added seats are yours at once, charged for the rest of the month. Removed seats stay until the period ends. ${TEAM_ACCESS.pricePerSeatPerMonth} a seat per month.
          </p>
        </form>
      )}
    </Card>
  );
}
