import type { Plan } from '../../shared/plans';
import type { DbExecutor } from '../db/client';
import { complimentaryPlans, subscriptions, teamMembers, teams, users } from '../db/schema';
import { randomUUID } from 'node:crypto';
import { uniqueEmail } from './accounts';

/** A way of holding a plan (the entitlements table's rows, shared/entitlements.ts). */
export type TestHolding = 'paid' | 'given' | 'seat';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Gives a learner `plan` the way `via` says, in force for a year around now: an active
 * subscription, a complimentary grant by an admin, or a seat of a team in force (Pro only).
 */
export async function holdPlan(db: DbExecutor, userId: string, plan: Exclude<Plan, 'free'>, via: TestHolding = 'paid'): Promise<void> {
  const start = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const end = new Date(start.getTime() + YEAR_MS);
  if (via === 'paid') {
    await db.insert(subscriptions).values({ userId, planType: plan, status: 'active', currentPeriodStart: start, currentPeriodEnd: end });
  } else if (via === 'given') {
    await db.insert(complimentaryPlans).values({ userId, planType: plan, startsAt: start, endsAt: end, givenBy: userId, reason: 'Given in a test' });
  } else {
    if (plan !== 'pro') throw new Error('A team seat gives Pro only');
    const [owner] = await db.insert(users).values({ id: randomUUID(), name: 'Team Owner', email: uniqueEmail('owner'), emailVerified: true }).returning();
    const [team] = await db
      .insert(teams)
      .values({
        ownerId: owner!.id,
        seats: 5,
        quantity: 5,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + 31 * 24 * 60 * 60 * 1000),
        provider: 'local',
        providerCustomerId: `cus_${userId}`,
        providerSubscriptionId: `sub_team_${userId}`,
        providerStateAt: start,
      })
      .returning();
    await db.insert(teamMembers).values({ teamId: team!.id, userId });
  }
}
