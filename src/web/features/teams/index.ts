export { membershipQuery, startSeatCheckout, teamQuery, useTeamRefresh } from './use-team';
export { TeamInvitations } from './team-invitations';
export { TeamMembers, teamReportRows } from './team-members';
export { TeamSeats } from './team-seats';
export { TeamAccessCard } from './team-access-card';
export { TeamTestMode } from './team-test-mode';
