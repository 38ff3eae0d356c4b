import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** What an admin finds on /admin, where an admin's sign-in lands (issue 34): the to-dos and the week. */

/** How far back "this week" and the purchases to follow up reach. */
export const OVERVIEW_DAYS = 7;

/** The purchases someone on the team acts on: a new Elite member (the strategy call) and the audit. */
export const FOLLOW_UP_PRODUCTS = ['elite', 'custom-ai-audit'] as const;

export const followUpPurchaseSchema = z.object({
  orderId: z.string(),
  product: z.enum(FOLLOW_UP_PRODUCTS),
  buyerName: z.string(),
  buyerEmail: z.string(),
  amountCents: z.number().int(),
  paidAt: z.string(),
});

export const adminOverviewResponseSchema = z.object({
  /** The start of the week the figures count from (now minus OVERVIEW_DAYS). */
  since: z.string(),
  todos: z.object({
    /** Contact messages nobody has opened yet. */
    unreadMessages: z.number().int(),
    /** Messages not marked handled, and of them those from Pro or Elite members. */
    openMessages: z.number().int(),
    priorityOpenMessages: z.number().int(),
    /** Case studies submitted and not yet approved or returned by the review board. */
    caseStudiesToReview: z.number().int(),
    /** Custom AI audits not delivered yet: received (not started) and in progress. */
    auditsReceived: z.number().int(),
    auditsInProgress: z.number().int(),
    /** Elite and audit payments of the week, newest first (refunded ones left out). */
    purchases: z.array(followUpPurchaseSchema),
    /** Questions for the instructor (#ask-the-instructor and lessons') no admin has answered: how many, how many of them Elite (on the 24-hour clock), and the oldest's time. */
    communityQuestions: z.object({ waiting: z.number().int(), elite: z.number().int(), oldestAt: z.string().nullable() }),
  }),
  week: z.object({
    /** New accounts, admins left out. */
    signUps: z.number().int(),
    /** Payments received and not refunded, and their sum. */
    sales: z.number().int(),
    salesCents: z.number().int(),
    /** Courses completed: certificates issued. */
    completions: z.number().int(),
  }),
});

export const getAdminOverview = defineEndpoint({ method: 'GET', path: '/api/admin/overview', response: adminOverviewResponseSchema });

export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
export type FollowUpPurchase = z.infer<typeof followUpPurchaseSchema>;
