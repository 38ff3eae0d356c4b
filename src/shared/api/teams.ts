import { z } from 'zod';
import { TEAM_ACCESS } from '../plans';
import { adminOrderSchema } from './billing';
import { defineEndpoint } from './endpoint';

/** Contracts of Team Access (issue 30): buying and changing seats, the owner's team page, invitations, membership. */

const seatCount = z
  .number({ message: 'Choose a number of seats.' })
  .int('Choose a whole number of seats.')
  .min(1, 'Choose at least 1 seat.')
  .max(TEAM_ACCESS.maxSeats, `Teams of more than ${TEAM_ACCESS.maxSeats} seats are set up with us: choose 'Ask About Team Access'.`);

export const teamSeatsBodySchema = z.object({ seats: seatCount }).strict();

/** A pasted list of addresses, or one; read by `parseInviteList`. 1,000 addresses fit; the rule refuses them with a message. */
export const inviteBodySchema = z.object({ emails: z.string().max(100_000, 'Paste at most 50 addresses at once.') }).strict();

export const invitationTokenBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid. Ask your team owner to send it again.') }).strict();

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** Pending and past its 14 days: it no longer holds a seat; resend it or revoke it. */
  expired: z.boolean(),
});

const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  /** The last lesson completed, in any course; null before the first. */
  lastActivityAt: z.string().nullable(),
  courses: z.array(z.object({ slug: z.string(), title: z.string(), completedLessons: z.number().int(), totalLessons: z.number().int(), progressPercent: z.number().int() })),
  certificates: z.array(z.object({ courseTitle: z.string(), certificateId: z.string(), issuedAt: z.string() })),
});

export const teamOverviewResponseSchema = z.object({
  team: z
    .object({
      /** Seats in force now, and from the next period (lower when seats were removed). */
      seats: z.number().int(),
      nextPeriodSeats: z.number().int(),
      seatsUsed: z.number().int(),
      state: z.enum(['active', 'cancelling', 'past_due', 'ended']),
      currentPeriodEnd: z.string().nullable(),
      /** The next invoice: the seats of the next period at the monthly price; null when none is due. */
      nextInvoiceCents: z.number().int().nullable(),
      members: z.array(memberSchema),
      invitations: z.array(invitationSchema),
      /** Billed through the local test checkout: its test controls (cancel, test clock) apply. */
      testMode: z.boolean(),
    })
    .nullable(),
});

export const invitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });

export const membershipResponseSchema = z.object({
  membership: z.object({ ownerName: z.string(), ownerEmail: z.string(), joinedAt: z.string(), active: z.boolean() }).nullable(),
});

export const changeSeatsResponseSchema = z.object({ seats: z.number().int(), nextPeriodSeats: z.number().int(), chargedCents: z.number().int() });

const idParams = z.object({ id: z.uuid('Invitation not found.') });
const memberParams = z.object({ userId: z.string().min(1).max(100) });

/** Opens a checkout for a number of seats (monthly, per seat). */
export const createTeamCheckout = defineEndpoint({ method: 'POST', path: '/api/billing/team-checkout', body: teamSeatsBodySchema, response: z.object({ url: z.string() }) });
/** Changes the seats of a team in force: more at once (prorated), fewer from the next period. */
export const changeTeamSeats = defineEndpoint({ method: 'PUT', path: '/api/billing/team-seats', body: teamSeatsBodySchema, response: changeSeatsResponseSchema });

export const getTeam = defineEndpoint({ method: 'GET', path: '/api/team', response: teamOverviewResponseSchema });
export const inviteToTeam = defineEndpoint({ method: 'POST', path: '/api/team/invitations', body: inviteBodySchema, response: invitationsResponseSchema });
export const resendTeamInvitation = defineEndpoint({ method: 'POST', path: '/api/team/invitations/:id/resend', params: idParams, response: invitationsResponseSchema });
export const revokeTeamInvitation = defineEndpoint({ method: 'DELETE', path: '/api/team/invitations/:id', params: idParams, response: invitationsResponseSchema });
export const removeTeamMember = defineEndpoint({ method: 'DELETE', path: '/api/team/members/:userId', params: memberParams, response: z.object({ removed: z.boolean() }) });

export const getTeamMembership = defineEndpoint({ method: 'GET', path: '/api/team/membership', response: membershipResponseSchema });
/** Accepts an invitation: the link's token joins the signed-in learner to its team. */
export const joinTeam = defineEndpoint({ method: 'POST', path: '/api/team/membership', body: invitationTokenBodySchema, response: membershipResponseSchema });
export const leaveTeam = defineEndpoint({ method: 'DELETE', path: '/api/team/membership', response: membershipResponseSchema });

// /admin/teams (inside the admin API seam).

/** Which teams the admin list shows: those whose subscription is in force now, or those that ended. */
export const ADMIN_TEAM_STATES = ['in-force', 'ended'] as const;
/** What the admin list sorts by: when the team was made (the default, newest first), its seats, its owner's name. */
export const ADMIN_TEAM_SORTS = ['created', 'seats', 'owner'] as const;
export type AdminTeamSort = (typeof ADMIN_TEAM_SORTS)[number];
export const ADMIN_TEAMS_PAGE_SIZE = 20;

export const listAdminTeamsQuerySchema = z
  .object({
    state: z.enum(ADMIN_TEAM_STATES, { message: `state must be one of ${ADMIN_TEAM_STATES.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    sort: z.enum(ADMIN_TEAM_SORTS, { message: `sort must be one of ${ADMIN_TEAM_SORTS.join(', ')}` }).default('created'),
    direction: z.enum(['asc', 'desc'], { message: 'direction must be asc or desc' }).default('desc'),
    page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  })
  .strict();

const adminTeamSummarySchema = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Seats in force now, the provider's quantity (next period), and members plus pending invitations. */
  seats: z.number().int(),
  nextPeriodSeats: z.number().int(),
  seatsUsed: z.number().int(),
  memberCount: z.number().int(),
  state: z.enum(['active', 'cancelling', 'past_due', 'ended']),
  /** Renews on (active), ends on (cancelling), retried until (past due), or ended on. */
  date: z.string().nullable(),
  provider: z.string(),
  providerSubscriptionId: z.string(),
  createdAt: z.string(),
});

export const listAdminTeamsResponseSchema = z.object({
  teams: z.array(adminTeamSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const adminTeamResponseSchema = z.object({
  team: adminTeamSummarySchema,
  members: z.array(memberSchema),
  /** Pending invitations, expired ones included. */
  invitations: z.array(invitationSchema),
  /** The team's payments (its checkout, renewals, added seats), newest first, refunded like any payment on /admin/billing. */
  payments: z.array(adminOrderSchema),
});

/** One page of every team (newest first unless sorted), filtered by state and by the owner's name or email. */
export const listAdminTeams = defineEndpoint({ method: 'GET', path: '/api/admin/teams', query: listAdminTeamsQuerySchema, response: listAdminTeamsResponseSchema });
/** One team: members with their progress, invitations and payments. */
export const getAdminTeam = defineEndpoint({ method: 'GET', path: '/api/admin/teams/:id', params: z.object({ id: z.uuid('Team not found.') }), response: adminTeamResponseSchema });

export type ListAdminTeamsQuery = z.output<typeof listAdminTeamsQuerySchema>;
export type ListAdminTeamsResponse = z.infer<typeof listAdminTeamsResponseSchema>;
export type AdminTeamSummary = z.infer<typeof adminTeamSummarySchema>;
export type AdminTeamResponse = z.infer<typeof adminTeamResponseSchema>;
export type TeamOverviewResponse = z.infer<typeof teamOverviewResponseSchema>;
export type TeamMember = z.infer<typeof memberSchema>;
export type TeamInvitation = z.infer<typeof invitationSchema>;
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
