import type { DbExecutor } from '../../db/client';
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
