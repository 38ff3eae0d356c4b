import { useQueryClient } from '@tanstack/react-query';
import { TEAM_ACCESS } from '@shared/plans';
import { callEndpoint } from '@web/lib/endpoint-client';
import { track } from '@web/lib/analytics';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { refreshSession } from '@web/lib/require-user';

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
