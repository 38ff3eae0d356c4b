import { and, asc, eq } from 'drizzle-orm';
import type { AddOn } from '../../../shared/billing';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/schema';
import { findPlanPeriod } from './subscription.data';

/** The billing module's face for the viewer, who reads the plan on every request (design.md §5). */
export { findActivePlan } from './subscription.data';
export { findComplimentaryPlanInForce } from './complimentary-plans.service';

/**
 * The Elite membership year a member is in at `now` (the subscription's current period), or null
 * when Elite is not theirs then. What a year includes (one strategy call) is counted against its start.
 */
export function eliteMembershipYearOf(db: DbExecutor, userId: string, now: Date): Promise<{ start: Date; end: Date | null } | null> {
  return findPlanPeriod(db, userId, 'elite', now);
}

/** The learner's paid orders of an add-on (refunded ones left out), oldest first: each is one audit. */
export function paidAddOnOrdersOf(db: DbExecutor, userId: string, product: AddOn): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.product, product), eq(orders.status, 'paid')))
    .orderBy(asc(orders.createdAt));
}
