import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TEAM_ACCESS } from '@shared/plans';
import { callEndpoint } from '@web/lib/endpoint-client';
import { track } from '@web/lib/analytics';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { refreshSession } from '@web/lib/require-user';
import { toast } from '@web/lib/toast';

export function teamQuery(userId: string | undefined) {
  return memberQueryOptions(userId, 'GET /api/team');
}

export function membershipQuery(userId: string | undefined) {
  return memberQueryOptions(userId, 'GET /api/team/membership');
}

/** Opens a checkout for Team Access seats and records checkout_initiated. */
export function startSeatCheckout(seats: number): Promise<{ url: string }> {
  track('checkout_initiated', { product: 'team-seats', value: seats * TEAM_ACCESS.pricePerSeatPerMonth, currency: 'USD' });
  return callEndpoint('POST /api/billing/team-checkout', { body: { seats } });
}

/** After a change to the team or a membership: the team page, the membership and the session's plan read again. */
export function useTeamRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQuery(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: membershipQuery(userId).queryKey }),
      refreshSession(queryClient),
    ]);
  };
}

/**
 * A change the owner makes to the team: `run(what, work)` marks `what` busy, shows the message
 * `work` answers and reads the team again; a refusal goes to `onError` (a toast unless told).
 */
export function useTeamAction() {
  const refresh = useTeamRefresh();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, work: () => Promise<string>, onError: (message: string) => void = toast.error) => {
    setBusy(what);
    try {
      toast.success(await work());
      await refresh();
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
