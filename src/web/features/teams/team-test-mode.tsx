import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { useTeamAction } from './use-team';

type TeamTestAction = 'POST /api/billing/local/team-portal/cancellation' | 'POST /api/billing/local/team-portal/resumption' | 'POST /api/billing/local/team-portal/test-clock';

/**
 * The local test mode's controls of a team's subscription (what Stripe's portal and test clock
 * do): cancel at the period's end, resume, and move time to the period's end, renewing or failing.
 * Shown only for a team billed in the local test mode.
 */
export function TeamTestMode() {
  const userId = useUserId();
  const query = memberQueryOptions(userId, 'GET /api/billing/local/team-portal');
  const portal = useQuery(query);
  const queryClient = useQueryClient();
  const { busy, run } = useTeamAction();
  const team = portal.data?.team;
  if (!team || team.state === 'ended') return null;

  const act = (route: TeamTestAction, done: string, renewal?: 'succeeds' | 'fails') =>
    run(route, async () => {
      const next = route === 'POST /api/billing/local/team-portal/test-clock' ? await callEndpoint(route, { body: { renewal } }) : await callEndpoint(route);
      queryClient.setQueryData(query.queryKey, next);
      return done;
    });

  return (
    <section aria-labelledby="team-test-mode-heading" className="mt-6 rounded-xl border-2 border-dashed border-accent-400 bg-accent-100/40 p-5">
      <h2 id="team-test-mode-heading" className="flex items-center gap-2 font-semibold text-accent-800">
        <FlaskConical className="size-5" aria-hidden="true" />
        Test mode: your team&apos;s subscription
      </h2>
      <p className="mt-1 text-sm text-ink">No card is charged. Cancel or resume as a real subscription would, and move time to the end of this month.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {team.cancelAtPeriodEnd ? (
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/team-portal/resumption', 'Your Team Access renews again.')}>
            Resume Team Access
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/team-portal/cancellation', 'Your Team Access ends at the end of this period.')}>
            Cancel at Period End
          </Button>
        )}
        {portal.data?.testClock && (
          <>
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/team-portal/test-clock', 'The test clock moved to the end of the period.', 'succeeds')}>
              Advance to Period End
            </Button>
            {!team.cancelAtPeriodEnd && (
              <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void act('POST /api/billing/local/team-portal/test-clock', 'The renewal failed in test mode.', 'fails')}>
                Advance with a Failed Renewal
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
