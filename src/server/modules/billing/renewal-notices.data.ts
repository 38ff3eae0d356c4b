import { and, eq, sql } from 'drizzle-orm';
import type { RenewalNoticeKind } from '../../../shared/renewal-notices';
import { queryRows, type DbExecutor } from '../../db/client';
import { renewalNotices } from '../../db/schema';

/** The only Drizzle code of the renewal notices (decision 0109). */

export interface RenewalCandidate {
  subscriptionId: string;
  userId: string;
  email: string;
  firstName: string;
  plan: 'pro' | 'elite';
  periodEnd: Date;
  provider: string;
  /** The code of the checkout that started the subscription, if any. */
  promoCode: string | null;
  percentOff: number | null;
  amountOffCents: number | null;
  promoDuration: string | null;
  promoPlans: string[] | null;
}

/**
 * Annual subscriptions that renew by themselves (active, not set to cancel) within 30 days of
 * `now` and have not had the notice due now for that renewal: the 7-day one when the renewal is
 * at or before `sevenDaysOn`, else the 30-day one. Each comes with the promo code its first
 * checkout used (the order that checkout paid names the subscription).
 */
export async function findRenewalCandidates(db: DbExecutor, window: { now: Date; sevenDaysOn: Date; thirtyDaysOn: Date; limit: number }): Promise<RenewalCandidate[]> {
  const rows = await queryRows<Omit<RenewalCandidate, 'periodEnd'> & { periodEnd: Date | string }>(
    db,
    sql`
      SELECT s.id AS "subscriptionId", s.user_id AS "userId", u.email, u.first_name AS "firstName", s.plan_type AS plan,
        s.current_period_end AS "periodEnd", s.provider,
        p.code AS "promoCode", p.percent_off AS "percentOff", p.amount_off_cents AS "amountOffCents",
        p.duration AS "promoDuration", p.plans AS "promoPlans"
      FROM subscriptions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN LATERAL (
        SELECT pc.code, pc.percent_off, pc.amount_off_cents, pc.duration, pc.plans
        FROM orders o
        JOIN checkout_sessions c ON c.id = o.checkout_session_id
        JOIN promo_codes pc ON pc.id = c.promo_code_id
        WHERE o.provider_subscription_id = s.provider_subscription_id AND o.provider = s.provider
        ORDER BY o.created_at
        LIMIT 1
      ) p ON true
      WHERE s.status = 'active'
        AND NOT s.cancel_at_period_end
        AND s.plan_type IN ('pro', 'elite')
        AND s.provider IS NOT NULL
        AND s.provider_subscription_id IS NOT NULL
        AND s.current_period_end > ${window.now.toISOString()}::timestamptz
        AND s.current_period_end <= ${window.thirtyDaysOn.toISOString()}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM renewal_notices n
          WHERE n.subscription_id = s.id
            AND n.period_end = s.current_period_end
            AND n.kind = CASE WHEN s.current_period_end <= ${window.sevenDaysOn.toISOString()}::timestamptz THEN '7-days' ELSE '30-days' END
        )
      ORDER BY s.current_period_end, s.id
      LIMIT ${window.limit}
    `,
  );
  return rows.map((row) => ({ ...row, periodEnd: new Date(row.periodEnd) }));
}

/** Claims one notice; false when it was claimed before (by this process or another). */
export async function claimRenewalNotice(db: DbExecutor, notice: { subscriptionId: string; kind: RenewalNoticeKind; periodEnd: Date; amountCents: number }): Promise<boolean> {
  const inserted = await db.insert(renewalNotices).values(notice).onConflictDoNothing().returning({ kind: renewalNotices.kind });
  return inserted.length > 0;
}

export async function linkRenewalNoticeEmail(db: DbExecutor, notice: { subscriptionId: string; kind: RenewalNoticeKind; periodEnd: Date }, emailId: string): Promise<void> {
  await db
    .update(renewalNotices)
    .set({ emailId })
    .where(and(eq(renewalNotices.subscriptionId, notice.subscriptionId), eq(renewalNotices.kind, notice.kind), eq(renewalNotices.periodEnd, notice.periodEnd)));
}

/** The promo code a subscription's first checkout used, for what its renewal charges. */
export async function findSubscriptionPromo(db: DbExecutor, provider: string, providerSubscriptionId: string) {
  const [row] = await queryRows<{ percentOff: number | null; amountOffCents: number | null; duration: string; plans: string[] }>(
    db,
    sql`
      SELECT pc.percent_off AS "percentOff", pc.amount_off_cents AS "amountOffCents", pc.duration, pc.plans
      FROM orders o
      JOIN checkout_sessions c ON c.id = o.checkout_session_id
      JOIN promo_codes pc ON pc.id = c.promo_code_id
      WHERE o.provider_subscription_id = ${providerSubscriptionId} AND o.provider = ${provider}
      ORDER BY o.created_at
      LIMIT 1
    `,
  );
  return row;
}
