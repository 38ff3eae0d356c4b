import { createHash, randomBytes } from 'node:crypto';
import { isNewerSubscriptionState, subscriptionGrantsPlan, type SubscriptionStatus } from '../../../shared/billing';
import { ADMIN_TEAMS_PAGE_SIZE, type AdminTeamResponse, type InvitationsResponse, type ListAdminTeamsQuery, type ListAdminTeamsResponse, type MembershipResponse, type TeamOverviewResponse } from '../../../shared/api/teams';
import { invitationExpiresAt, parseInviteList, seatsAfterLateState, seatsInForce, type SeatEndReason } from '../../../shared/teams';
import { withTransaction, type DbExecutor } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../accounts/viewer';
import { enqueueEmail } from '../mail/outgoing-email';
import { invitationEmail, teamLapsedEmail } from './team-emails';
import {
  clearSeatEnding,
  countMembers,
  countSeatsTaken,
  deleteMember,
  findInvitation,
  findInvitationByToken,
  findPendingTo,
  findPerson,
  findSeatEnding,
  findTeamForAdmin,
  findSeatOf,
  findTeamOfOwner,
  insertInvitations,
  insertMember,
  insertTeam,
  listCertificates,
  listLastActivity,
  listMemberCourses,
  listMembers,
  listPendingInvitations,
  listTeamsForAdmin,
  lockTeam,
  lockTeamBySubscription,
  lockTeamOfOwner,
  recordSeatEnding,
  updateInvitation,
  updateTeam,
  type InvitationRow,
  type TeamRow,
} from './teams.data';
import { presentAdminTeam, presentInvitation, presentMembers, presentMembership, presentOverview } from './teams.presenter';

/**
 * Team Access (issue 30, decision 0088). Billing sells the seats and its fulfilment writes the
 * team's subscription through `applyTeamSubscription`; this module keeps who holds them. Every
 * change to a team's seats, members or invitations locks the team's row first, so the seat count
 * holds when invitations are accepted at the same instant on several app processes.
 */

export type Team = TeamRow;
export type EndedSeat = { reason: SeatEndReason; ownerName: string };

/** A Team Access subscription as the provider reports it (billing's snapshot with its seats). */
export interface TeamSubscriptionState {
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: SubscriptionStatus;
  seats: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider created the subscription; null when the event does not say. */
  createdAt: Date | null;
}

/**
 * Stores the provider's state of an owner's team subscription unless a newer one is stored. Seats
 * added count at once; seats removed from the next period. A team whose subscription stops
 * granting here has lapsed: its members lose the seat's plan at once, and the owner is emailed.
 * Call it inside the transaction that records the provider's event.
 */
export async function applyTeamSubscription(
  tx: DbExecutor,
  ownerId: string,
  state: TeamSubscriptionState,
  event: { provider: string; occurredAt: Date },
  settings: { publicUrl: string },
): Promise<void> {
  const row = await lockTeamOfOwner(tx, ownerId);
  // What the provider's latest state says, stored as it is; only the seats in force are worked out.
  const fromProvider = {
    quantity: state.seats,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    provider: event.provider,
    providerCustomerId: state.providerCustomerId,
    providerSubscriptionId: state.providerSubscriptionId,
    providerStateAt: event.occurredAt,
  };
  const sameSubscription = row?.providerSubscriptionId === state.providerSubscriptionId;
  // A state without its creation time keeps the one stored for the same subscription.
  const createdAt = state.createdAt ?? (sameSubscription ? (row?.providerCreatedAt ?? null) : null);
  if (!row) {
    await insertTeam(tx, { ownerId, seats: state.seats, ...fromProvider, providerCreatedAt: createdAt });
    return;
  }
  // Between two of the team's subscriptions the later-created one counts (decision 0078), as for a learner's own plan.
  const stored = { providerSubscriptionId: row.providerSubscriptionId, status: row.status, stateAt: row.providerStateAt, createdAt: row.providerCreatedAt };
  if (!isNewerSubscriptionState(stored, { providerSubscriptionId: state.providerSubscriptionId, status: state.status, stateAt: event.occurredAt, createdAt })) {
    // A late state of the same period may still hold seats added then (its newer state lowered the quantity for the next period).
    const seats = sameSubscription ? seatsAfterLateState({ seats: row.seats, periodStart: row.currentPeriodStart }, { quantity: state.seats, periodStart: state.currentPeriodStart }) : row.seats;
    if (seats !== row.seats) await updateTeam(tx, row.id, { seats });
    return;
  }
  const seats = sameSubscription ? seatsInForce({ seats: row.seats, periodStart: row.currentPeriodStart }, { quantity: state.seats, periodStart: state.currentPeriodStart }) : state.seats;
  await updateTeam(tx, row.id, { seats, ...fromProvider, providerCreatedAt: createdAt });
  if (row.status !== 'inactive' && state.status === 'inactive') await emailLapse(tx, row, settings);
}

/** A refund of a team's payment ends its subscription now (decision 0016), if it is still the team's. */
export async function endTeamSubscription(tx: DbExecutor, providerSubscriptionId: string, at: Date, settings: { publicUrl: string }): Promise<void> {
  const row = await lockTeamBySubscription(tx, providerSubscriptionId);
  if (!row || row.status === 'inactive') return;
  const stateAt = row.providerStateAt.getTime() > at.getTime() ? row.providerStateAt : at;
  await updateTeam(tx, row.id, { status: 'inactive', cancelAtPeriodEnd: false, providerStateAt: stateAt });
  await emailLapse(tx, row, settings);
}

async function emailLapse(tx: DbExecutor, team: TeamRow, settings: { publicUrl: string }): Promise<void> {
  const owner = await findPerson(tx, team.ownerId);
  if (!owner) return;
  await enqueueEmail(tx, teamLapsedEmail({ to: owner.email, firstName: owner.firstName, members: await countMembers(tx, team.id), publicUrl: settings.publicUrl }));
}

/** Whether the learner holds a seat of a team whose subscription grants its plan at `now`. */
export async function holdsActiveSeat(db: DbExecutor, userId: string, now: Date = new Date()): Promise<boolean> {
  const seat = await findSeatOf(db, userId);
  return seat !== undefined && subscriptionGrantsPlan(seat, now);
}

/** `holdsActiveSeat` as an SQL condition on a learner id column, for queries over many learners (the new-course emails). */
export { holdsActiveSeatCondition } from './teams.data';

/**
 * Why a learner no longer has a team seat's Pro, or null when no seat of theirs ended: their
 * team's subscription ended while they hold its seat, or their seat ended (removed or left).
 */
export async function endedSeatOf(db: DbExecutor, userId: string, now: Date = new Date()): Promise<EndedSeat | null> {
  const seat = await findSeatOf(db, userId);
  if (seat) return subscriptionGrantsPlan(seat, now) ? null : { reason: 'team-ended', ownerName: seat.ownerName || seat.ownerEmail };
  const ending = await findSeatEnding(db, userId);
  return ending ? { reason: ending.reason, ownerName: ending.ownerName || ending.ownerEmail } : null;
}

/** The owner's team (for billing's seat checkout and changes), with the seats its members and pending invitations take. */
export async function teamOfOwner(db: DbExecutor, ownerId: string, now: Date = new Date()): Promise<{ team: Team; taken: { members: number; pending: number } } | undefined> {
  const team = await findTeamOfOwner(db, ownerId);
  if (!team) return undefined;
  return { team, taken: await countSeatsTaken(db, team.id, now) };
}

/** /admin/teams: one page of teams, as the admin filters, sorts and pages them. */
export async function listTeamsPage(db: DbExecutor, query: ListAdminTeamsQuery, now: Date = new Date()): Promise<ListAdminTeamsResponse> {
  const { rows, total } = await listTeamsForAdmin(db, {
    state: query.state,
    search: query.q || undefined,
    sort: query.sort,
    direction: query.direction,
    limit: ADMIN_TEAMS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_TEAMS_PAGE_SIZE,
    now,
  });
  return { teams: rows.map((row) => presentAdminTeam(row, now)), page: query.page, pageSize: ADMIN_TEAMS_PAGE_SIZE, total };
}

/** One team for the admin: its summary, members with their progress, and pending invitations (404 when unknown). */
export async function teamForAdmin(db: DbExecutor, teamId: string, now: Date = new Date()): Promise<Omit<AdminTeamResponse, 'payments'> & { ownerId: string }> {
  const row = await findTeamForAdmin(db, teamId, now);
  if (!row) throw notFound('Team not found.');
  const members = await listMembers(db, teamId);
  const ids = members.map((member) => member.userId);
  const [courses, activity, certificates, invitations] = await Promise.all([listMemberCourses(db, ids), listLastActivity(db, ids), listCertificates(db, ids), listPendingInvitations(db, teamId)]);
  return {
    ownerId: row.owner.id,
    team: presentAdminTeam(row, now),
    members: presentMembers({ members, courses, activity, certificates }),
    invitations: invitations.map((invitation) => presentInvitation(invitation, now)),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

export interface TeamSettings {
  publicUrl: string;
}

/** The owner's team page and the members' side: invitations, joining, leaving, removing. */
export class TeamService {
  constructor(
    private readonly db: DbExecutor,
    private readonly settings: TeamSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async overview(viewer: Viewer): Promise<TeamOverviewResponse> {
    const team = await findTeamOfOwner(this.db, viewer.id);
    if (!team) return { team: null };
    const now = this.clock();
    const members = await listMembers(this.db, team.id);
    const ids = members.map((member) => member.userId);
    const [courses, activity, certificates, invitations, taken] = await Promise.all([
      listMemberCourses(this.db, ids),
      listLastActivity(this.db, ids),
      listCertificates(this.db, ids),
      listPendingInvitations(this.db, team.id),
      countSeatsTaken(this.db, team.id, now),
    ]);
    return presentOverview({ team, members, courses, activity, certificates, invitations, taken }, now);
  }

  /** Invites a pasted list (or one address): all of it or none, never more than the seats free. */
  async invite(viewer: Viewer, emailsText: string): Promise<InvitationsResponse> {
    return withTransaction(this.db, async (tx) => {
      const now = this.clock();
      const team = await this.lockOwnTeam(tx, viewer, now);
      const taken = await countSeatsTaken(tx, team.id, now);
      const parsed = parseInviteList(emailsText, { freeSeats: Math.max(0, team.seats - taken.members - taken.pending), ownerEmail: viewer.email });
      if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.problem, 'emails');
      const members = new Set((await listMembers(tx, team.id)).map((member) => member.email.toLowerCase()));
      const onTeam = parsed.emails.find((email) => members.has(email));
      if (onTeam) throw new AppError('CONFLICT', `${onTeam} is already on your team.`, 'emails');
      const pending = await findPendingTo(tx, team.id, parsed.emails);
      const stillOpen = pending.find((invitation) => invitation.expiresAt.getTime() > now.getTime());
      if (stillOpen) throw new AppError('CONFLICT', `${stillOpen.email} is already invited: resend that invitation instead.`, 'emails');
      // An expired invitation to the same address gives way to the new one.
      for (const expired of pending) await updateInvitation(tx, expired.id, { status: 'revoked' });
      const owner = `${viewer.firstName} ${viewer.lastName}`.trim();
      const rows = parsed.emails.map((email) => ({ email, token: newToken() }));
      await insertInvitations(
        tx,
        rows.map(({ email, token }) => ({ teamId: team.id, email, tokenHash: hashToken(token), sentAt: now, expiresAt: invitationExpiresAt(now) })),
      );
      for (const { email, token } of rows) await enqueueEmail(tx, invitationEmail({ to: email, ownerName: owner, link: this.joinLink(token), expiresAt: invitationExpiresAt(now) }));
      return this.invitationsOf(tx, team.id, now);
    });
  }

  /** A new link (the old one stops working) and 14 more days; an expired invitation takes a seat again, if one is free. */
  async resend(viewer: Viewer, invitationId: string): Promise<InvitationsResponse> {
    return withTransaction(this.db, async (tx) => {
      const now = this.clock();
      const team = await this.lockOwnTeam(tx, viewer, now);
      const invitation = await this.pendingInvitation(tx, team.id, invitationId);
      if (invitation.expiresAt.getTime() <= now.getTime()) {
        const taken = await countSeatsTaken(tx, team.id, now);
        if (taken.members + taken.pending >= team.seats) throw new AppError('CONFLICT', 'Every seat is taken: add seats or remove a member before resending this invitation.');
      }
      const token = newToken();
      await updateInvitation(tx, invitation.id, { tokenHash: hashToken(token), sentAt: now, expiresAt: invitationExpiresAt(now) });
      const owner = `${viewer.firstName} ${viewer.lastName}`.trim();
      await enqueueEmail(tx, invitationEmail({ to: invitation.email, ownerName: owner, link: this.joinLink(token), expiresAt: invitationExpiresAt(now) }));
      return this.invitationsOf(tx, team.id, now);
    });
  }

  async revoke(viewer: Viewer, invitationId: string): Promise<InvitationsResponse> {
    return withTransaction(this.db, async (tx) => {
      const now = this.clock();
      const team = await this.lockOwnTeam(tx, viewer, now, { evenEnded: true });
      const invitation = await this.pendingInvitation(tx, team.id, invitationId);
      await updateInvitation(tx, invitation.id, { status: 'revoked' });
      return this.invitationsOf(tx, team.id, now);
    });
  }

  /** The seat frees; the member keeps their progress and certificates. */
  async removeMember(viewer: Viewer, userId: string): Promise<{ removed: boolean }> {
    return withTransaction(this.db, async (tx) => {
      const now = this.clock();
      const team = await this.lockOwnTeam(tx, viewer, now, { evenEnded: true });
      if (!(await deleteMember(tx, team.id, userId))) throw notFound('This person is not a member of your team.');
      await recordSeatEnding(tx, { userId, teamId: team.id, reason: 'removed', endedAt: now });
      return { removed: true };
    });
  }

  async membership(viewer: Viewer): Promise<MembershipResponse> {
    return presentMembership(await findSeatOf(this.db, viewer.id), this.clock());
  }

  /**
   * Accepts an invitation: the link's holder joins, once, while the team's subscription is in force
   * and a seat is free. The team's row is locked before the seats are counted, so accepts at the
   * same instant (on any process) take the free seats one at a time and the rest are refused.
   */
  async join(viewer: Viewer, token: string): Promise<MembershipResponse> {
    const now = this.clock();
    await withTransaction(this.db, async (tx) => {
      const found = await findInvitationByToken(tx, hashToken(token));
      if (!found) throw notFound('This invitation link is not valid: it may have been replaced by a newer one. Ask your team owner to send it again.');
      const team = await lockTeam(tx, found.teamId);
      const invitation = await findInvitationByToken(tx, hashToken(token));
      if (!team || !invitation) throw notFound('This invitation link is not valid: it may have been replaced by a newer one. Ask your team owner to send it again.');
      if (invitation.status === 'accepted') throw new AppError('CONFLICT', 'This invitation has already been used. Each link joins one person; ask your team owner for your own.');
      if (invitation.status === 'revoked') throw new AppError('CONFLICT', 'This invitation was withdrawn by the team owner.');
      if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 'This invitation has expired. Ask your team owner to send it again.');
      if (!subscriptionGrantsPlan(team, now)) throw new AppError('CONFLICT', "This team's Team Access has ended. Ask your team owner to renew it.");
      if (team.ownerId === viewer.id) throw new AppError('CONFLICT', 'You own this team: its seats are for the people you invite.');
      const seat = await findSeatOf(tx, viewer.id);
      if (seat) {
        throw new AppError('CONFLICT', seat.teamId === team.id ? 'You are already a member of this team.' : 'You already hold a seat on another team. Leave that team from your dashboard first.');
      }
      if ((await countMembers(tx, team.id)) >= team.seats) throw new AppError('CONFLICT', 'Every seat on this team is taken. Ask your team owner to add a seat.');
      if (!(await insertMember(tx, team.id, viewer.id))) throw new AppError('CONFLICT', 'You already hold a seat on another team. Leave that team from your dashboard first.');
      await updateInvitation(tx, invitation.id, { status: 'accepted', acceptedBy: viewer.id, acceptedAt: now });
      await clearSeatEnding(tx, viewer.id);
    });
    return this.membership(viewer);
  }

  /** A member leaves: the seat frees; progress and certificates stay theirs. */
  async leave(viewer: Viewer): Promise<MembershipResponse> {
    const seat = await findSeatOf(this.db, viewer.id);
    if (!seat) throw new AppError('CONFLICT', 'You are not a member of a team.');
    await withTransaction(this.db, async (tx) => {
      await lockTeam(tx, seat.teamId);
      if (await deleteMember(tx, seat.teamId, viewer.id)) await recordSeatEnding(tx, { userId: viewer.id, teamId: seat.teamId, reason: 'left', endedAt: this.clock() });
    });
    return { membership: null };
  }

  private joinLink(token: string): string {
    return `${this.settings.publicUrl}/team?token=${token}`;
  }

  private async lockOwnTeam(tx: DbExecutor, viewer: Viewer, now: Date, options: { evenEnded?: boolean } = {}): Promise<TeamRow> {
    const team = await lockTeamOfOwner(tx, viewer.id);
    if (!team) throw new AppError('CONFLICT', 'You have no team yet. Buy Team Access seats on the pricing page first.');
    if (!options.evenEnded && !subscriptionGrantsPlan(team, now)) throw new AppError('CONFLICT', 'Your Team Access has ended. Buy seats again to invite people.');
    return team;
  }

  private async pendingInvitation(tx: DbExecutor, teamId: string, id: string): Promise<InvitationRow> {
    const invitation = await findInvitation(tx, teamId, id);
    if (!invitation) throw notFound('Invitation not found.');
    if (invitation.status !== 'pending') throw new AppError('CONFLICT', invitation.status === 'accepted' ? 'This invitation has already been accepted.' : 'This invitation was revoked.');
    return invitation;
  }

  private async invitationsOf(tx: DbExecutor, teamId: string, now: Date): Promise<InvitationsResponse> {
    return { invitations: (await listPendingInvitations(tx, teamId)).map((row) => presentInvitation(row, now)) };
  }
}
