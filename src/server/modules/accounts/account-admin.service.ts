import { count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema';
import { grantRole, hasRole, revokeRole } from './roles.data';

/*
 * What an admin may change on another person's account (issue 31): the admin role and the
 * sessions. Callers run these in the transaction that records the change in the audit log.
 */

export function isAdmin(db: DbExecutor, userId: string): Promise<boolean> {
  return hasRole(db, userId, 'admin');
}

/**
 * The number of admins, with every admin's role row locked until the transaction ends, so two
 * admins revoking each other at once cannot both pass a "not the last admin" check.
 */
export async function lockAdminsAndCount(db: DbExecutor): Promise<number> {
  const rows = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
  return rows.length;
}

export function grantAdminRole(db: DbExecutor, userId: string): Promise<void> {
  return grantRole(db, userId, 'admin');
}

export function revokeAdminRole(db: DbExecutor, userId: string): Promise<boolean> {
  return revokeRole(db, userId, 'admin');
}

/** Ends every session of the user (signed out on every device at their next request); returns how many there were. */
export async function endAllSessions(db: DbExecutor, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Locks the user's row for the transaction (actions on one learner queue behind each other); undefined for no such user. */
export async function lockUser(db: DbExecutor, userId: string) {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function countSessions(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.total ?? 0;
}
