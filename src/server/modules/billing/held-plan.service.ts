import { eliteMembershipYear, heldPlan, type PlanHoldings, type PlanSource } from '../../../shared/held-plan';
import type { Plan } from '../../../shared/plans';
import type { DbExecutor } from '../../db/client';
import { holdsActiveSeat } from '../teams/teams.service';
import { findComplimentaryPlanInForce } from './complimentary-plans.service';
import { findActivePlan, findPlanPeriod } from './subscription.data';

/*
 * The server's one reading of the plan a learner holds (decision 0079): paid, given by hand or a
 * team seat's, the highest. The viewer of every request, the admin's learner page, certificates
 * and the Elite services (strategy call, audit intake, workshops through the viewer) read it here.
 */

async function readHoldings(db: DbExecutor, userId: string, now: Date): Promise<PlanHoldings & { status: 'active' | 'inactive' }> {
  const [paid, given, seat] = await Promise.all([findActivePlan(db, userId, now), findComplimentaryPlanInForce(db, userId, now), holdsActiveSeat(db, userId, now)]);
  const period = paid.plan === 'free' ? null : await findPlanPeriod(db, userId, paid.plan, now);
  return {
    paid: { plan: period ? paid.plan : 'free', periodStart: period?.start ?? now, periodEnd: period?.end ?? null },
    given: given && { plan: given.planType, startsAt: given.startsAt, endsAt: given.endsAt, endedAt: given.endedAt },
    seat,
    status: paid.status,
  };
}

/** The plan the learner holds at `now`, where it comes from, and whether a subscription of theirs grants one. */
export async function findHeldPlan(db: DbExecutor, userId: string, now: Date = new Date()): Promise<{ plan: Plan; source: PlanSource; subscriptionStatus: 'active' | 'inactive' }> {
  const holdings = await readHoldings(db, userId, now);
  return { ...heldPlan(holdings, now), subscriptionStatus: holdings.status };
}

/**
 * The Elite membership year the learner is in at `now` (paid: the subscription's period; given by
 * hand: counted from the grant's start), or null when Elite is not theirs. What a year includes
 * (one strategy call, one audit) is counted against its start.
 */
export async function eliteMembershipYearOf(db: DbExecutor, userId: string, now: Date): Promise<{ start: Date; end: Date | null } | null> {
  return eliteMembershipYear(await readHoldings(db, userId, now), now);
}
