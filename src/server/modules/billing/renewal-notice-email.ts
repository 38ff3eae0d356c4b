import { SITE_NAME } from '../../../shared/brand';
import { formatUsd, productName, type PaidPlan } from '../../../shared/billing';
import type { OutgoingEmail } from '../mail/outgoing-email';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The notice before an annual plan renews by itself (decision 0109): the date, what will be
 * charged, and how to cancel, which takes as few steps as buying did.
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
}): OutgoingEmail {
  const name = productName(input.plan);
  const date = longDate(input.renewsOn);
  const amount = formatUsd(input.amountCents);
  const manage = input.provider === 'stripe' ? 'Manage Subscription, then Cancel subscription' : 'Manage Subscription, then Cancel at Period End';
  const lines = [
    `Hi ${input.learner.firstName.trim() || 'there'},`,
    `Your ${name} plan renews on ${date}. On that day we will charge ${amount} for another year${input.discounted ? ` (with your code ${input.discounted}, which applies to every year)` : ''} to the payment method on file.`,
    'Nothing to do if you want to keep learning: your courses, progress and certificates carry on as they are.',
    `To cancel, open your dashboard at ${input.publicUrl}/dashboard and choose ${manage}. Your plan stays open until ${date} and nothing more is charged.`,
  ];
  return {
    kind: 'renewal-notice',
    to: input.learner.email,
    subject: `Your ${SITE_NAME} ${name} plan renews on ${date} for ${amount}`,
    text: `${lines.join('\n\n')}\n`,
  };
}
