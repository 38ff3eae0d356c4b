import { and, eq } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** design.md §5: the plan that counts is the active subscription's; none means free. */
export async function findActivePlan(db: DbExecutor, userId: string): Promise<{ plan: Plan; status: 'active' | 'inactive' }> {
  const [row] = await db
    .select({ plan: subscriptions.planType })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row ? { plan: row.plan, status: 'active' } : { plan: 'free', status: 'inactive' };
}
