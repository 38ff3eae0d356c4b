import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { ComplimentaryPlan } from '../../../shared/complimentary-plans';
import type { DbExecutor } from '../../db/client';
import { complimentaryPlans } from '../../db/schema';

/*
 * Plans an admin gives by hand (issue 31, decision 0101). The billing module owns every plan a
 * learner holds; these rows sit beside the subscription, and the viewer counts the higher of the
 * two (`shared/complimentary-plans.ts` `ownPlan`). Callers lock the learner and record the change
 * in the audit log in the same transaction.
 */

export type ComplimentaryPlanRow = typeof complimentaryPlans.$inferSelect;

/** The grant in force at `now`, if any (the latest to end, should two overlap). */
export async function findComplimentaryPlanInForce(db: DbExecutor, userId: string, now: Date = new Date()): Promise<ComplimentaryPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(complimentaryPlans)
    .where(and(eq(complimentaryPlans.userId, userId), isNull(complimentaryPlans.endedAt), lte(complimentaryPlans.startsAt, now), gt(complimentaryPlans.endsAt, now)))
    .orderBy(desc(complimentaryPlans.endsAt))
    .limit(1);
  return row;
}

/** Every grant of the learner, newest first: their plan history beside the subscription. */
export function listComplimentaryPlans(db: DbExecutor, userId: string): Promise<ComplimentaryPlanRow[]> {
  return db.select().from(complimentaryPlans).where(eq(complimentaryPlans.userId, userId)).orderBy(desc(complimentaryPlans.createdAt));
}

export interface PlanChange {
  action: 'plan.given' | 'plan.extended';
  before: ComplimentaryPlanRow | null;
  after: ComplimentaryPlanRow;
}

/**
 * Gives `plan` until `endsAt`. The same plan in force is extended (its end moves); another plan
 * in force ends now and the new one starts.
 */
export async function giveComplimentaryPlan(
  tx: DbExecutor,
  grant: { userId: string; plan: ComplimentaryPlan; endsAt: Date; givenBy: string; reason: string; now: Date },
): Promise<PlanChange> {
  const current = await findComplimentaryPlanInForce(tx, grant.userId, grant.now);
  if (current && current.planType === grant.plan) {
    const [after] = await tx.update(complimentaryPlans).set({ endsAt: grant.endsAt }).where(eq(complimentaryPlans.id, current.id)).returning();
    return { action: 'plan.extended', before: current, after: after! };
  }
  if (current) await tx.update(complimentaryPlans).set({ endedAt: grant.now }).where(eq(complimentaryPlans.id, current.id));
  const [after] = await tx
    .insert(complimentaryPlans)
    .values({ userId: grant.userId, planType: grant.plan, startsAt: grant.now, endsAt: grant.endsAt, givenBy: grant.givenBy, reason: grant.reason })
    .returning();
  return { action: 'plan.given', before: current ?? null, after: after! };
}

/** Ends the grant in force now; undefined when there is none. */
export async function endComplimentaryPlan(tx: DbExecutor, userId: string, now: Date): Promise<{ before: ComplimentaryPlanRow; after: ComplimentaryPlanRow } | undefined> {
  const current = await findComplimentaryPlanInForce(tx, userId, now);
  if (!current) return undefined;
  const [after] = await tx.update(complimentaryPlans).set({ endedAt: now }).where(eq(complimentaryPlans.id, current.id)).returning();
  return { before: current, after: after! };
}
