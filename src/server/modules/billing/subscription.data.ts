import { eq } from 'drizzle-orm';
import { subscriptionGrantsPlan } from '../../../shared/billing';
import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { subscriptions } from '../../db/schema';

/**
 * design.md §5 and decision 0016: the plan that counts is the subscription's while it grants
 * one (active, past due within the retries, not past a period set to cancel); none means free.
 */
export async function findActivePlan(db: DbExecutor, userId: string, now: Date = new Date()): Promise<{ plan: Plan; status: 'active' | 'inactive' }> {
  const [row] = await db
    .select({ plan: subscriptions.planType, status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row && subscriptionGrantsPlan(row, now) ? { plan: row.plan, status: 'active' } : { plan: 'free', status: 'inactive' };
}

/** The period of a user's subscription to `plan` while it grants that plan at `now`; null otherwise. */
export async function findPlanPeriod(db: DbExecutor, userId: string, plan: Plan, now: Date): Promise<{ start: Date; end: Date | null } | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row || row.planType !== plan || !subscriptionGrantsPlan(row, now)) return null;
  return { start: row.currentPeriodStart ?? row.createdAt, end: row.currentPeriodEnd };
}
