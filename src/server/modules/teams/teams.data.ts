import { and, asc, count, desc, eq, gt, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTeamSort } from '../../../shared/api/teams';
import { escapeLike } from '../../db/like';
import type { DbExecutor } from '../../db/client';
import { courseCertificates, courseProgress, courses, enrollments, teamInvitations, teamMembers, teams, teamSeatEndings, users } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function findTeamOfOwner(db: DbExecutor, ownerId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerId, ownerId)).limit(1);
  return row;
}

/** The owner's team, locked until the transaction ends: seat checks and changes of one team run one at a time. */
export async function lockTeamOfOwner(db: DbExecutor, ownerId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerId, ownerId)).for('update');
  return row;
}

export async function lockTeam(db: DbExecutor, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
  return row;
}

export async function lockTeamBySubscription(db: DbExecutor, providerSubscriptionId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row;
}

export async function insertTeam(db: DbExecutor, values: typeof teams.$inferInsert): Promise<void> {
  await db.insert(teams).values(values);
}

export async function updateTeam(db: DbExecutor, teamId: string, values: Partial<typeof teams.$inferInsert>): Promise<void> {
  await db.update(teams).set({ ...values, updatedAt: sql`now()` }).where(eq(teams.id, teamId));
}

/** Members, and invitations still pending and not expired at `now`: the seats taken. */
export async function countSeatsTaken(db: DbExecutor, teamId: string, now: Date): Promise<{ members: number; pending: number }> {
  const [members] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [pending] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending'), gt(teamInvitations.expiresAt, now)));
  return { members: members?.n ?? 0, pending: pending?.n ?? 0 };
}

export async function countMembers(db: DbExecutor, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}

/** The team a learner holds a seat in, with its subscription's terms. */
export async function findSeatOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      teamId: teams.id,
      status: teams.status,
      cancelAtPeriodEnd: teams.cancelAtPeriodEnd,
      currentPeriodEnd: teams.currentPeriodEnd,
      joinedAt: teamMembers.joinedAt,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row;
}

export async function insertMember(db: DbExecutor, teamId: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(teamMembers).values({ teamId, userId }).onConflictDoNothing().returning({ id: teamMembers.id });
  return inserted.length > 0;
}

export async function deleteMember(db: DbExecutor, teamId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ id: teamMembers.id });
  return deleted.length > 0;
}

export async function insertInvitations(db: DbExecutor, rows: (typeof teamInvitations.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(teamInvitations).values(rows);
}

/** Pending invitations of the team to these addresses, expired or not. */
export async function findPendingTo(db: DbExecutor, teamId: string, emails: string[]): Promise<InvitationRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending'), inArray(teamInvitations.email, emails)));
}

export async function findInvitation(db: DbExecutor, teamId: string, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id))).limit(1);
  return row;
}

export async function findInvitationByToken(db: DbExecutor, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function updateInvitation(db: DbExecutor, id: string, values: Partial<typeof teamInvitations.$inferInsert>): Promise<void> {
  await db.update(teamInvitations).set(values).where(eq(teamInvitations.id, id));
}

export async function listPendingInvitations(db: DbExecutor, teamId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.sentAt));
}

export async function listMembers(db: DbExecutor, teamId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt));
}

/** Each member's courses (enrolled) with their curriculum and the lessons completed. */
export async function listMemberCourses(db: DbExecutor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: enrollments.userId,
      slug: courses.slug,
      title: courses.title,
      curriculum: courses.curriculum,
      completed: sql<number>`(SELECT count(*)::int FROM ${courseProgress} WHERE ${courseProgress.userId} = ${enrollments.userId} AND ${courseProgress.courseId} = ${courses.id})`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(inArray(enrollments.userId, userIds))
    .orderBy(asc(enrollments.createdAt));
}

export async function listLastActivity(db: DbExecutor, userIds: string[]): Promise<{ userId: string; at: Date | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: courseProgress.userId, at: max(courseProgress.completedAt) })
    .from(courseProgress)
    .where(inArray(courseProgress.userId, userIds))
    .groupBy(courseProgress.userId);
}

export async function listCertificates(db: DbExecutor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: courseCertificates.userId, courseTitle: courseCertificates.courseTitle, certificateId: courseCertificates.certificateId, issuedAt: courseCertificates.issuedAt })
    .from(courseCertificates)
    .where(inArray(courseCertificates.userId, userIds))
    .orderBy(asc(courseCertificates.issuedAt));
}

export async function findPerson(db: DbExecutor, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name, firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Remembers why a learner's seat ended (removed or left), replacing an earlier ending. */
export async function recordSeatEnding(db: DbExecutor, values: { userId: string; teamId: string; reason: 'removed' | 'left'; endedAt: Date }): Promise<void> {
  await db
    .insert(teamSeatEndings)
    .values(values)
    .onConflictDoUpdate({ target: teamSeatEndings.userId, set: { teamId: values.teamId, reason: values.reason, endedAt: values.endedAt } });
}

export async function clearSeatEnding(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(teamSeatEndings).where(eq(teamSeatEndings.userId, userId));
}

/** The learner's last ended seat, with the owner of the team it was on. */
export async function findSeatEnding(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ reason: teamSeatEndings.reason, endedAt: teamSeatEndings.endedAt, ownerName: users.name, ownerEmail: users.email })
    .from(teamSeatEndings)
    .innerJoin(teams, eq(teams.id, teamSeatEndings.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teamSeatEndings.userId, userId))
    .limit(1);
  return row;
}

/** A team's subscription grants at `now` (`subscriptionGrantsPlan` in SQL): not ended, and not past the end it was set to cancel at. */
function inForceAt(now: Date): SQL {
  return sql`(${teams.status} <> 'inactive' AND NOT (${teams.cancelAtPeriodEnd} AND ${teams.currentPeriodEnd} IS NOT NULL AND ${teams.currentPeriodEnd} <= ${now}))`;
}

/**
 * SQL, for queries over many learners: whether the learner `userId` (a column of the outer query)
 * holds a seat of a team whose subscription grants at `now`, as `holdsActiveSeat` answers for one.
 */
export function holdsActiveSeatCondition(userId: SQL, now: Date): SQL {
  return sql`EXISTS (SELECT 1 FROM ${teamMembers} INNER JOIN ${teams} ON ${teams.id} = ${teamMembers.teamId} WHERE ${teamMembers.userId} = ${userId} AND ${inForceAt(now)})`;
}

const ADMIN_SORT_COLUMNS = { created: teams.createdAt, seats: teams.seats, owner: users.name } as const;

/** One page of teams for /admin/teams with their owner and seats taken, and the total that match. */
export async function listTeamsForAdmin(
  db: DbExecutor,
  options: { byId?: string; state?: 'in-force' | 'ended'; search?: string; sort: AdminTeamSort; direction: 'asc' | 'desc'; limit: number; offset: number; now: Date },
) {
  const pattern = options.search ? `%${escapeLike(options.search)}%` : undefined;
  const where = and(
    options.byId ? eq(teams.id, options.byId) : undefined,
    options.state === 'in-force' ? inForceAt(options.now) : options.state === 'ended' ? sql`NOT ${inForceAt(options.now)}` : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const order = options.direction === 'asc' ? asc : desc;
  const memberCount = sql<number>`(SELECT count(*)::int FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teams.id})`;
  const pendingCount = sql<number>`(SELECT count(*)::int FROM ${teamInvitations} WHERE ${teamInvitations.teamId} = ${teams.id} AND ${teamInvitations.status} = 'pending' AND ${teamInvitations.expiresAt} > ${options.now})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ team: teams, owner: { id: users.id, name: users.name, email: users.email }, memberCount, pendingCount })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(where)
      .orderBy(order(ADMIN_SORT_COLUMNS[options.sort]), order(teams.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(teams).innerJoin(users, eq(users.id, teams.ownerId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeamForAdmin(db: DbExecutor, teamId: string, now: Date) {
  const [row] = (await listTeamsForAdmin(db, { sort: 'created', direction: 'desc', limit: 1, offset: 0, now, byId: teamId })).rows;
  return row;
}
