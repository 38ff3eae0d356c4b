import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { userRoles } from '../../db/schema';

export type AppRole = (typeof userRoles.$inferSelect)['role'];

/** The spec's has_role RPC: the one server-side role check every admin route uses. */
export async function hasRole(db: DbExecutor, userId: string, role: AppRole): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return row !== undefined;
}

export async function grantRole(db: DbExecutor, userId: string, role: AppRole): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: DbExecutor, userId: string, role: AppRole): Promise<boolean> {
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ id: userRoles.id });
  return removed.length > 0;
}
