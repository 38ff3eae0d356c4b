import { SITE_NAME } from '../../../shared/brand';
import { formatUsd, productName, type PaidPlan } from '../../../shared/billing';
import type { OutgoingEmail } from '../mail/outgoing-email';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The notice before an annual plan renews by itself (decision 0109): the date, what will be
 * charged, and how to cancel: one click on a signed link (decision 0085), no sign-in needed.
 */
export function renewalNoticeEmail(input: {
  learner: { email: string; firstName: string };
  plan: PaidPlan;
  renewsOn: Date;
  amountCents: number;
  /** The promo code that discounts every renewal, when one does. */
  discounted: string | null;
  provider: string;
  publicUrl: string;
  /** The one-click cancel page for this subscription and period (decision 0085). */
  cancelUrl: string;
}): OutgoingEmail {
  const name = productName(input.plan);
  const date = longDate(input.renewsOn);
  const amount = formatUsd(input.amountCents);
  const lines = [
    `Hi ${input.learner.firstName.trim() || 'there'},`,
    `Your ${name} plan renews on ${date}. On that day we will charge ${amount} for another year${input.discounted ? ` (with your code ${input.discounted}, which applies to every year)` : ''} to the payment method on file.`,
    'Nothing to do if you want to keep learning: your courses, progress and certificates carry on as they are.',
    `To cancel in one click, open ${input.cancelUrl} and press Cancel Renewal. No sign-in needed. Your plan stays open until ${date} and nothing more is charged.`,
    `You can also sign in and manage your plan from your dashboard at ${input.publicUrl}/dashboard.`,
  ];
  return {
    kind: 'renewal-notice',
    to: input.learner.email,
    subject: `Your ${SITE_NAME} ${name} plan renews on ${date} for ${amount}`,
    text: `${lines.join('\n\n')}\n`,
  };
}
