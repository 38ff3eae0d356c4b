import { and, eq, sql } from 'drizzle-orm';
import type { ContinuingEducationRule } from '../../../shared/continuing-education';
import type { DbExecutor } from '../../db/client';
import { certificationCredentials, continuingEducationRule } from '../../db/schema';

export async function findContinuingEducationRule(db: DbExecutor): Promise<ContinuingEducationRule | undefined> {
  const [row] = await db.select({ requiredCount: continuingEducationRule.requiredCount, counts: continuingEducationRule.counts }).from(continuingEducationRule).limit(1);
  return row;
}

export async function saveContinuingEducationRule(db: DbExecutor, rule: ContinuingEducationRule): Promise<void> {
  await db
    .insert(continuingEducationRule)
    .values({ id: 1, ...rule })
    .onConflictDoUpdate({ target: continuingEducationRule.id, set: { ...rule, updatedAt: sql`now()` } });
}

/** Moves the credential's expiry from `from` to `to`; false when it no longer expires at `from` (renewed meanwhile). */
export async function extendCredential(db: DbExecutor, id: string, from: Date, to: Date): Promise<boolean> {
  const rows = await db
    .update(certificationCredentials)
    .set({ expiresAt: to })
    .where(and(eq(certificationCredentials.id, id), eq(certificationCredentials.expiresAt, from)))
    .returning({ id: certificationCredentials.id });
  return rows.length === 1;
}
