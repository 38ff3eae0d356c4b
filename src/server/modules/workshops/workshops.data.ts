import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { users, workshopRegistrations, workshops } from '../../db/schema';

export type WorkshopRow = typeof workshops.$inferSelect;
export type RegistrationRow = typeof workshopRegistrations.$inferSelect;
export type WorkshopValues = Pick<typeof workshops.$inferInsert, 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'timeZone' | 'joinLink' | 'capacity'>;

export interface Member {
  email: string;
  firstName: string;
  lastName: string;
}

const memberColumns = { email: users.email, firstName: users.firstName, lastName: users.lastName };

/** When a workshop ends: its start plus its length. */
const endsAt = sql`${workshops.startsAt} + make_interval(mins => ${workshops.durationMinutes})`;

export async function insertWorkshop(db: DbExecutor, values: WorkshopValues): Promise<WorkshopRow> {
  const [row] = await db.insert(workshops).values(values).returning();
  return row!;
}

export async function findWorkshop(db: DbExecutor, id: string): Promise<WorkshopRow | undefined> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  return row;
}

/**
 * Reads the workshop and holds its row until the transaction ends, so registrations for it take
 * turns (also across app processes): the seat count and the insert act as one.
 */
export async function lockWorkshop(db: DbExecutor, id: string): Promise<WorkshopRow | undefined> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).for('update').limit(1);
  return row;
}

export async function updateWorkshop(db: DbExecutor, id: string, values: Partial<WorkshopValues> & Partial<Pick<WorkshopRow, 'status' | 'recordingVideoName'>>): Promise<WorkshopRow | undefined> {
  const [row] = await db
    .update(workshops)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(workshops.id, id))
    .returning();
  return row;
}

/** Scheduled workshops that have not ended (upcoming) or ended ones, cancelled ones among the upcoming. */
export function listWorkshops(db: DbExecutor, view: 'upcoming' | 'past', now: Date) {
  return view === 'upcoming'
    ? db.select().from(workshops).where(sql`${endsAt} > ${now}`).orderBy(asc(workshops.startsAt)).limit(200)
    : db
        .select()
        .from(workshops)
        .where(and(eq(workshops.status, 'scheduled'), sql`${endsAt} <= ${now}`))
        .orderBy(desc(workshops.startsAt))
        .limit(200);
}

/** Registered (not cancelled) members per workshop. */
export async function countRegistered(db: DbExecutor, workshopIds: readonly string[]): Promise<Map<string, number>> {
  if (workshopIds.length === 0) return new Map();
  const rows = await db
    .select({ workshopId: workshopRegistrations.workshopId, registered: count() })
    .from(workshopRegistrations)
    .where(and(inArray(workshopRegistrations.workshopId, [...workshopIds]), eq(workshopRegistrations.status, 'registered')))
    .groupBy(workshopRegistrations.workshopId);
  return new Map(rows.map((row) => [row.workshopId, row.registered]));
}

export function findRegistrationsOf(db: DbExecutor, userId: string, workshopIds: readonly string[]): Promise<RegistrationRow[]> {
  if (workshopIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.userId, userId), inArray(workshopRegistrations.workshopId, [...workshopIds])));
}

export async function findRegistration(db: DbExecutor, workshopId: string, userId: string): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.userId, userId)))
    .limit(1);
  return row;
}

/** Registers the member, or registers again a member who cancelled (the same calendar entry, its sequence raised). */
export async function upsertRegistration(db: DbExecutor, values: { workshopId: string; userId: string; calendarUid: string; registeredAt: Date; reminderSentAt: Date | null }): Promise<RegistrationRow> {
  const [row] = await db
    .insert(workshopRegistrations)
    .values({ ...values, status: 'registered' })
    .onConflictDoUpdate({
      target: [workshopRegistrations.workshopId, workshopRegistrations.userId],
      set: {
        status: 'registered',
        registeredAt: values.registeredAt,
        reminderSentAt: values.reminderSentAt,
        cancelledAt: null,
        calendarSequence: sql`${workshopRegistrations.calendarSequence} + 1`,
      },
    })
    .returning();
  return row!;
}

export async function cancelRegistration(db: DbExecutor, id: string, at: Date): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(workshopRegistrations)
    .set({ status: 'cancelled', cancelledAt: at, calendarSequence: sql`${workshopRegistrations.calendarSequence} + 1` })
    .where(and(eq(workshopRegistrations.id, id), eq(workshopRegistrations.status, 'registered')))
    .returning();
  return row;
}

/** The registered members of a workshop with their calendar entries' sequence raised: the workshop changed or was cancelled. */
export function bumpRegistrations(db: DbExecutor, workshopId: string) {
  return db
    .update(workshopRegistrations)
    .set({ calendarSequence: sql`${workshopRegistrations.calendarSequence} + 1` })
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'registered')))
    .returning();
}

export function listRegistrants(db: DbExecutor, workshopId: string) {
  return db
    .select({ registration: workshopRegistrations, member: memberColumns })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(eq(workshopRegistrations.workshopId, workshopId))
    .orderBy(asc(workshopRegistrations.registeredAt));
}

export async function findMember(db: DbExecutor, userId: string): Promise<Member> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}

export async function setAttendance(db: DbExecutor, workshopId: string, registrationId: string, attendance: 'attended' | 'no_show') {
  const [row] = await db
    .update(workshopRegistrations)
    .set({ attendance })
    .where(and(eq(workshopRegistrations.id, registrationId), eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'registered')))
    .returning();
  return row;
}

/**
 * Takes the registrations due a reminder at `now` (registered, their scheduled workshop starting
 * within `withinMs`, not reminded), marking each in the same statement: one process claims each.
 */
export function claimDueReminders(db: DbExecutor, now: Date, withinMs: number) {
  const due = db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.status, 'scheduled'), gt(workshops.startsAt, now), lt(workshops.startsAt, new Date(now.getTime() + withinMs))));
  return db
    .update(workshopRegistrations)
    .set({ reminderSentAt: now })
    .where(and(eq(workshopRegistrations.status, 'registered'), isNull(workshopRegistrations.reminderSentAt), inArray(workshopRegistrations.workshopId, due)))
    .returning();
}

/** When the member attended workshops (their starts) from `from` to `to`: continuing education. */
export async function attendedWorkshopStarts(db: DbExecutor, userId: string, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: workshops.startsAt })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(
      and(
        eq(workshopRegistrations.userId, userId),
        eq(workshopRegistrations.attendance, 'attended'),
        eq(workshopRegistrations.status, 'registered'),
        gte(workshops.startsAt, from),
        lte(workshops.startsAt, to),
      ),
    );
  return rows.map((row) => row.startsAt);
}
