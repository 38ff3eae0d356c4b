import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The one-click cancel of a renewal notice (issue 33, decision 0085): the link in the email
 * carries a signed token naming the subscription and the period the notice was for, so the page
 * works without signing in. Opening it changes nothing; its button posts.
 */

const renewalCancelQuerySchema = z.object({ token: z.string().min(1, 'This cancel link is incomplete: open the link from the email again.').max(400) });

export const renewalCancelLinkSchema = z.object({
  productName: z.string(),
  /** The day the plan renews, or ends once the renewal is cancelled (ISO). */
  periodEnd: z.string(),
  /** What the renewal would charge. */
  amountCents: z.number().int(),
  cancelAtPeriodEnd: z.boolean(),
  /** The account's address, partly hidden (the email may have been forwarded). */
  maskedEmail: z.string(),
});
export type RenewalCancelLink = z.infer<typeof renewalCancelLinkSchema>;

/** What the link would cancel, for the confirm page. */
export const describeRenewalCancelLink = defineEndpoint({
  method: 'GET',
  path: '/api/renewal/cancel',
  query: renewalCancelQuerySchema,
  response: renewalCancelLinkSchema,
  rateLimit: { perAddress: { limit: 120, windowSeconds: 60 } },
});

/** Sets the subscription to end at the close of its period, as the dashboard's cancel does. Pressing it twice changes nothing. */
export const cancelRenewal = defineEndpoint({
  method: 'POST',
  path: '/api/renewal/cancel',
  query: renewalCancelQuerySchema,
  body: z.object({}).optional(),
  response: renewalCancelLinkSchema,
  rateLimit: { perAddress: { limit: 60, windowSeconds: 60 } },
});
