import { and, asc, eq } from 'drizzle-orm';
import type { AddOn } from '../../../shared/billing';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/schema';

/** The billing module's face for the viewer, who reads the plan on every request (design.md §5). */
export { findActivePlan } from './subscription.data';
export { findComplimentaryPlanInForce } from './complimentary-plans.service';

/** The plan a learner holds (paid, given by hand or a team seat's, the highest) and their Elite membership year: decision 0079. */
export { eliteMembershipYearOf, findHeldPlan } from './held-plan.service';

/** The learner's paid orders of an add-on (refunded ones left out), oldest first: each is one audit. */
export function paidAddOnOrdersOf(db: DbExecutor, userId: string, product: AddOn): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.product, product), eq(orders.status, 'paid')))
    .orderBy(asc(orders.createdAt));
}
