import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { callAvailability, callBookings, users } from '../../db/schema';

export type AvailabilityRow = typeof callAvailability.$inferSelect;
export type BookingRow = typeof callBookings.$inferSelect;

export async function findAvailability(db: DbExecutor): Promise<AvailabilityRow | undefined> {
  const [row] = await db.select().from(callAvailability).where(eq(callAvailability.id, 1)).limit(1);
  return row;
}

export async function saveAvailability(db: DbExecutor, values: Omit<typeof callAvailability.$inferInsert, 'id' | 'updatedAt'>): Promise<AvailabilityRow> {
  const [row] = await db
    .insert(callAvailability)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: callAvailability.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Serialises bookings across app processes for the rest of the transaction (PostgreSQL's
 * transaction-level advisory lock), so the check against other calls' buffers and the insert
 * happen as one. The unique indexes stay the last word.
 */
export async function lockBookings(db: DbExecutor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('call_bookings'))`);
}

/** Calls that occupy time from `from` on: booked, or already held or missed. */
export function listActiveCallsFrom(db: DbExecutor, from: Date) {
  return db
    .select({ startsAt: callBookings.startsAt, endsAt: callBookings.endsAt, id: callBookings.id })
    .from(callBookings)
    .where(and(ne(callBookings.status, 'cancelled'), gte(callBookings.endsAt, from)));
}

/** The member's active booking (not cancelled) of a membership year. */
export async function findActiveBooking(db: DbExecutor, userId: string, membershipYearStart: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(callBookings)
    .where(and(eq(callBookings.userId, userId), eq(callBookings.membershipYearStart, membershipYearStart), ne(callBookings.status, 'cancelled')))
    .limit(1);
  return row;
}

/** Inserts a booking unless its slot or the member's year is taken (then undefined: the unique indexes decide). */
export async function insertBooking(db: DbExecutor, values: typeof callBookings.$inferInsert): Promise<BookingRow | undefined> {
  const [row] = await db.insert(callBookings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function cancelBooking(db: DbExecutor, id: string, at: Date): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(callBookings)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(callBookings.id, id), eq(callBookings.status, 'booked')))
    .returning();
  return row;
}

const memberColumns = { email: users.email, firstName: users.firstName, lastName: users.lastName };

export function listCallsForAdmin(db: DbExecutor, view: 'upcoming' | 'past', now: Date, limit: number) {
  const query = db.select({ booking: callBookings, member: memberColumns }).from(callBookings).innerJoin(users, eq(users.id, callBookings.userId));
  return view === 'upcoming'
    ? query.where(and(eq(callBookings.status, 'booked'), gt(callBookings.endsAt, now))).orderBy(asc(callBookings.startsAt)).limit(limit)
    : query
        .where(and(inArray(callBookings.status, ['booked', 'held', 'missed']), lte(callBookings.endsAt, now)))
        .orderBy(desc(callBookings.startsAt))
        .limit(limit);
}

export async function findCallForAdmin(db: DbExecutor, id: string) {
  const [row] = await db.select({ booking: callBookings, member: memberColumns }).from(callBookings).innerJoin(users, eq(users.id, callBookings.userId)).where(eq(callBookings.id, id)).limit(1);
  return row;
}

export async function setOutcome(db: DbExecutor, id: string, outcome: 'held' | 'missed'): Promise<void> {
  await db.update(callBookings).set({ status: outcome }).where(and(eq(callBookings.id, id), ne(callBookings.status, 'cancelled')));
}

/**
 * Takes the calls due a reminder at `now` (booked, starting within `withinMs`, not reminded),
 * marking each reminded in the same statement: a call is claimed by one process only.
 */
export function claimDueReminders(db: DbExecutor, now: Date, withinMs: number) {
  return db
    .update(callBookings)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(callBookings.status, 'booked'),
        isNull(callBookings.reminderSentAt),
        gt(callBookings.startsAt, now),
        lt(callBookings.startsAt, new Date(now.getTime() + withinMs)),
      ),
    )
    .returning();
}
