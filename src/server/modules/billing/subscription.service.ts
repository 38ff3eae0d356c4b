import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { findActivePlan, findPlanPeriod } from './subscription.data';

/** The plan that counts for a user (design.md §5): the active subscription's, else free. */
export function activePlanOf(db: DbExecutor, userId: string): Promise<{ plan: Plan; status: 'active' | 'inactive' }> {
  return findActivePlan(db, userId);
}

/**
 * The Elite membership year a member is in at `now` (the subscription's current period), or null
 * when Elite is not theirs then. What a year includes (one strategy call) is counted against its start.
 */
export function eliteMembershipYearOf(db: DbExecutor, userId: string, now: Date): Promise<{ start: Date; end: Date | null } | null> {
  return findPlanPeriod(db, userId, 'elite', now);
}
