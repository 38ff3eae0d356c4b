import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { findActivePlan } from './subscription.data';

/** The plan that counts for a user (design.md §5): the active subscription's, else free. */
export function activePlanOf(db: DbExecutor, userId: string): Promise<{ plan: Plan; status: 'active' | 'inactive' }> {
  return findActivePlan(db, userId);
}
