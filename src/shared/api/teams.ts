import { z } from 'zod';
import { TEAM_ACCESS } from '../plans';
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

export type TeamOverviewResponse = z.infer<typeof teamOverviewResponseSchema>;
export type TeamMember = z.infer<typeof memberSchema>;
export type TeamInvitation = z.infer<typeof invitationSchema>;
export type MembershipResponse = z.infer<typeof membershipResponseSchema>;
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
