import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click cancel link in a renewal notice (decision 0085): it names the subscription and
 * the end of the period the notice was sent for, signed with the site's secret, so it works
 * without a session and cannot be made for another subscription. The service refuses it once
 * that period has ended (or the subscription has moved on to another period).
 */

function signature(secret: string, subscriptionId: string, periodEndMs: number): Buffer {
  return createHmac('sha256', secret).update(`renewal-cancel\n${subscriptionId}\n${periodEndMs}`).digest();
}

export function renewalCancelToken(secret: string, subscriptionId: string, periodEnd: Date): string {
  const periodEndMs = periodEnd.getTime();
  return `${Buffer.from(subscriptionId).toString('base64url')}.${periodEndMs.toString(36)}.${signature(secret, subscriptionId, periodEndMs).toString('base64url')}`;
}

/** The subscription and period end a token names, or null when it was not made with this secret (or was changed). */
export function readRenewalCancelToken(secret: string, token: string): { subscriptionId: string; periodEnd: Date } | null {
  const [encodedSubscription, encodedEnd, signed, ...rest] = token.split('.');
  if (rest.length > 0 || !encodedSubscription || !encodedEnd || !signed || !/^[0-9a-z]{1,12}$/.test(encodedEnd)) return null;
  const subscriptionId = Buffer.from(encodedSubscription, 'base64url').toString('utf8');
  const periodEndMs = Number.parseInt(encodedEnd, 36);
  if (!Number.isSafeInteger(periodEndMs)) return null;
  const expected = signature(secret, subscriptionId, periodEndMs);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { subscriptionId, periodEnd: new Date(periodEndMs) } : null;
}

/** The address of a renewal notice's one-click cancel page for one subscription and period. */
export function renewalCancelUrl(publicUrl: string, signingSecret: string, subscriptionId: string, periodEnd: Date): string {
  return `${publicUrl}/renewal/cancel?token=${renewalCancelToken(signingSecret, subscriptionId, periodEnd)}`;
}
