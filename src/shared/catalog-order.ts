import { planRank, type Plan } from './plans';

interface Sortable {
  requiredPlan: Plan;
  createdAt: string | Date;
}

/** Catalogue order (spec §7): by required plan rank, then oldest first. */
export function compareCoursesForCatalog(a: Sortable, b: Sortable): number {
  return planRank(a.requiredPlan) - planRank(b.requiredPlan) || new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}
