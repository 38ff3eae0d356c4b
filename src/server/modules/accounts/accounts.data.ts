import { and, desc, eq, gte, like, ne, notExists, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileBody } from '../../../shared/api/accounts';
import type { DbExecutor } from '../../db/client';
import { accounts, sessions, userRoles, users, verifications } from '../../db/schema';

/** The email is not editable (spec §5); the display name follows the two names. */
export async function updateNames(db: DbExecutor, userId: string, names: UpdateProfileBody): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ firstName: names.firstName, lastName: names.lastName, name: `${names.firstName} ${names.lastName}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, firstName: users.firstName, lastName: users.lastName });
  return row!;
}

export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** Ends every outstanding password-reset link of a user (Better Auth keeps them as `reset-password:<token>` → user id). */
export async function deleteResetTokens(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));
}

/** Accounts created since `since`, admins' own left out. */
export async function countSignUpsSince(db: DbExecutor, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, since), notExists(db.select({ id: userRoles.id }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin'))))));
  return row?.count ?? 0;
}

/** A user's sessions still in force, most recently active first. */
export function findLiveSessions(db: DbExecutor, userId: string) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gte(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
}

/** Ends one session of the user; false when they hold none with that id. */
export async function deleteSessionOf(db: DbExecutor, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: DbExecutor, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))).returning({ id: sessions.id });
  return deleted.length;
}

/** The hash of the learner's password (Better Auth's 'credential' account), to check it again before a grave step. */
export async function findPasswordHash(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? undefined;
}
