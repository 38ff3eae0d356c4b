import { subscriptionGrantsPlan, subscriptionStateAt } from '../../../shared/billing';
import type { AdminTeamSummary, MembershipResponse, TeamInvitation, TeamMember, TeamOverviewResponse } from '../../../shared/api/teams';
import { countLessons } from '../../../shared/curriculum-outline';
import { parseCurriculum } from '../../../shared/curriculum';
import { progressPercent } from '../../../shared/course-progress';
import { TEAM_SEAT_PRICE_CENTS } from '../../../shared/teams';
import type { findSeatOf, InvitationRow, listCertificates, listLastActivity, listMemberCourses, listMembers, listTeamsForAdmin, TeamRow } from './teams.data';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export function presentInvitation(row: InvitationRow, now: Date): TeamInvitation {
  return { id: row.id, email: row.email, sentAt: row.sentAt.toISOString(), expiresAt: row.expiresAt.toISOString(), expired: row.expiresAt.getTime() <= now.getTime() };
}

/** Lessons in a stored curriculum; 0 when it does not read (the course is being updated). */
function lessonsIn(curriculum: unknown): number {
  try {
    return countLessons(parseCurriculum(curriculum));
  } catch {
    return 0;
  }
}

type MemberRows = {
  members: Rows<typeof listMembers>;
  courses: Rows<typeof listMemberCourses>;
  activity: Rows<typeof listLastActivity>;
  certificates: Rows<typeof listCertificates>;
};

/** Each member with their courses' progress, last activity and certificates. */
export function presentMembers(data: MemberRows): TeamMember[] {
  return data.members.map((member) => ({
    userId: member.userId,
    name: member.name,
    email: member.email,
    joinedAt: member.joinedAt.toISOString(),
    lastActivityAt: data.activity.find((row) => row.userId === member.userId)?.at?.toISOString() ?? null,
    courses: data.courses
      .filter((row) => row.userId === member.userId)
      .map((row) => {
        const totalLessons = lessonsIn(row.curriculum);
        return { slug: row.slug, title: row.title, completedLessons: row.completed, totalLessons, progressPercent: progressPercent(row.completed, totalLessons) };
      }),
    certificates: data.certificates
      .filter((row) => row.userId === member.userId)
      .map((row) => ({ courseTitle: row.courseTitle, certificateId: row.certificateId, issuedAt: row.issuedAt.toISOString() })),
  }));
}

export function presentOverview(data: MemberRows & { team: TeamRow; invitations: InvitationRow[]; taken: { members: number; pending: number } }, now: Date): TeamOverviewResponse {
  const { team } = data;
  const { state, date } = subscriptionStateAt({ ...team, stateAt: team.providerStateAt }, now);
  return {
    team: {
      seats: team.seats,
      nextPeriodSeats: team.quantity,
      seatsUsed: data.taken.members + data.taken.pending,
      state,
      currentPeriodEnd: date?.toISOString() ?? null,
      nextInvoiceCents: state === 'active' || state === 'past_due' ? team.quantity * TEAM_SEAT_PRICE_CENTS : null,
      members: presentMembers(data),
      invitations: data.invitations.map((row) => presentInvitation(row, now)),
      testMode: team.provider === 'local',
    },
  };
}

/** A row of /admin/teams: the team, its owner, seats and the subscription's state now. */
export function presentAdminTeam(row: Rows<typeof listTeamsForAdmin>['rows'][number], now: Date): AdminTeamSummary {
  const { team, owner } = row;
  const { state, date } = subscriptionStateAt({ ...team, stateAt: team.providerStateAt }, now);
  return {
    id: team.id,
    owner: { id: owner.id, name: owner.name, email: owner.email },
    seats: team.seats,
    nextPeriodSeats: team.quantity,
    seatsUsed: row.memberCount + row.pendingCount,
    memberCount: row.memberCount,
    state,
    date: date?.toISOString() ?? null,
    provider: team.provider,
    providerSubscriptionId: team.providerSubscriptionId,
    createdAt: team.createdAt.toISOString(),
  };
}

export function presentMembership(seat: Rows<typeof findSeatOf>, now: Date): MembershipResponse {
  if (!seat) return { membership: null };
  return { membership: { ownerName: seat.ownerName, ownerEmail: seat.ownerEmail, joinedAt: seat.joinedAt.toISOString(), active: subscriptionGrantsPlan(seat, now) } };
}
