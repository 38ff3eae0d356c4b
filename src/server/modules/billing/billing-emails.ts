import { SITE_NAME } from '../../../shared/brand';
import { formatUsd, productName } from '../../../shared/billing';
import type { OutgoingEmail } from '../mail/outgoing-email';
import type { Learner } from './billing.data';

const greeting = (learner: Learner) => `Hi ${learner.firstName.trim() || 'there'},`;

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The receipt for every payment: a first payment, a renewal, an upgrade or an add-on. */
export function receiptEmail(input: { learner: Learner; product: string; amountCents: number; orderId: string; paidAt: Date; periodEnd: Date | null; publicUrl: string }): OutgoingEmail {
  const name = productName(input.product);
  const lines = [
    greeting(input.learner),
    `Thank you for your payment of ${formatUsd(input.amountCents)} for ${name}.`,
    `Receipt number: ${input.orderId}`,
    `Date: ${longDate(input.paidAt)}`,
    ...(input.periodEnd ? [`Your plan runs until ${longDate(input.periodEnd)} and renews then unless you cancel.`] : []),
    'Paid plans carry a 30-day money-back guarantee: reply to this email if it is not for you.',
  ];
  return {
    kind: 'receipt',
    to: input.learner.email,
    subject: `Your ${SITE_NAME} receipt: ${name}`,
    text: `${lines.join('\n\n')}\n\nYour dashboard: ${input.publicUrl}/dashboard\n`,
  };
}

/** Sent when a renewal payment fails: the plan stays open while the provider retries. */
export function renewalFailedEmail(input: { learner: Learner; plan: string; amountCents: number; publicUrl: string }): OutgoingEmail {
  const name = productName(input.plan);
  const lines = [
    greeting(input.learner),
    `We could not take the renewal payment of ${formatUsd(input.amountCents)} for your ${name} plan.`,
    'Your courses stay open while we try the card again over the next few days. To keep them open, update your payment method from Manage Subscription on your dashboard.',
    'If the payment keeps failing, the plan ends and its courses close; your progress and certificates are kept, and come back when you subscribe again.',
  ];
  return {
    kind: 'renewal-failed',
    to: input.learner.email,
    subject: `Action needed: your ${SITE_NAME} renewal payment failed`,
    text: `${lines.join('\n\n')}\n\nManage your subscription: ${input.publicUrl}/dashboard\n`,
  };
}

/** The buyer's confirmation of an add-on (the Custom AI Audit). */
export function addOnConfirmationEmail(input: { learner: Learner; product: string; amountCents: number; orderId: string }): OutgoingEmail {
  const name = productName(input.product);
  const lines = [
    greeting(input.learner),
    `Your ${name} is booked: we received your payment of ${formatUsd(input.amountCents)} (order ${input.orderId}).`,
    'Our team will email you within 24 hours to schedule the review of your business and ask for what we need beforehand.',
  ];
  return { kind: 'add-on-confirmation', to: input.learner.email, subject: `Your ${name} is booked`, text: `${lines.join('\n\n')}\n` };
}

/** What the team does after each purchase it is told of: what the pricing and success pages promised the buyer. */
const NOTICE_NEXT_STEP: Record<string, string> = {
  elite: 'Welcome them: a membership year includes one 1:1 strategy call, which they book from their dashboard, and the custom AI audit.',
  'custom-ai-audit': 'Reply to this email to contact the buyer and schedule the audit within 24 hours.',
};

/**
 * The notice to support that an Elite plan or an add-on was bought, with the buyer's details;
 * a reply reaches the buyer. One per order: it is queued with the order it tells of.
 */
export function purchaseNoticeEmail(input: { to: string; learner: Learner; product: string; amountCents: number; orderId: string; publicUrl: string }): OutgoingEmail {
  const name = productName(input.product);
  const buyer = `${input.learner.firstName} ${input.learner.lastName}`.trim();
  return {
    kind: 'purchase-notice',
    to: input.to,
    replyTo: input.learner.email,
    subject: `New order: ${name} for ${buyer || input.learner.email}`,
    text: [
      `${name} bought for ${formatUsd(input.amountCents)}.`,
      `Buyer: ${buyer} <${input.learner.email}>`,
      `Order: ${input.orderId}`,
      '',
      NOTICE_NEXT_STEP[input.product] ?? 'Reply to this email to contact the buyer.',
      `To-dos on the admin home: ${input.publicUrl}/admin`,
    ].join('\n'),
  };
}
