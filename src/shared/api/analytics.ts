import { z } from 'zod';
import { PLANS } from '../plans';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/**
 * The analytics events of spec §7 and their properties, recorded first-party (design §5,
 * decision 0022). The web app imports this file's types only (`import type`), so the home page
 * never ships zod: `track(name, properties)` is typed from `AnalyticsEventProperties`.
 */

const text = (label: string, max = 200) => singleLineText(label).pipe(z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`));
const id = (label: string) => text(label, 100);
const percent = z.number().int('progress_percentage must be a whole number').min(0).max(100);
const amount = z.number().finite().min(0).max(1_000_000);
const planName = z.enum(PLANS, { message: `plan must be one of ${PLANS.join(', ')}` });
/** What a checkout or payment is for: a plan, or a product (the one-time add-on, Team Access's seats). */
const paidItem = z.union([
  z.object({ plan: planName, value: amount, currency: z.literal('USD') }).strict(),
  z.object({ product: z.enum(['custom-ai-audit', 'team-seats']), value: amount, currency: z.literal('USD') }).strict(),
]);

/** Each event's properties: exactly these keys, of these types. */
export const analyticsEventSchemas = {
  page_view: z.object({ page_path: text('page_path', 2048) }).strict(),
  sign_up_initiated: z.object({ plan: planName.optional() }).strict(),
  sign_up_completed: z.object({ method: z.enum(['email']) }).strict(),
  checkout_initiated: paidItem,
  purchase: paidItem,
  course_viewed: z.object({ course_id: id('course_id'), course_title: text('course_title') }).strict(),
  course_enrolled: z.object({ course_id: id('course_id'), course_title: text('course_title') }).strict(),
  lesson_completed: z.object({ course_id: id('course_id'), lesson_id: id('lesson_id'), progress_percentage: percent }).strict(),
  certificate_earned: z.object({ course_id: id('course_id'), course_title: text('course_title') }).strict(),
  video_played: z.object({ lesson_id: id('lesson_id'), provider: z.enum(['youtube', 'vimeo', 'file']) }).strict(),
  resource_downloaded: z.object({ resource_name: text('resource_name') }).strict(),
  contact_form_submitted: z.object({}).strict(),
  email_captured: z.object({ source: z.enum(['contact_form', 'sign_up']) }).strict(),
} as const;

export type AnalyticsEventName = keyof typeof analyticsEventSchemas;
export type AnalyticsEventProperties = { [Name in AnalyticsEventName]: z.input<(typeof analyticsEventSchemas)[Name]> };

export const ANALYTICS_EVENTS = Object.keys(analyticsEventSchemas) as AnalyticsEventName[];

/**
 * Recorded by the server only, when it does what they report (payments records a purchase when it
 * fulfils one, enrolment an enrolment, accounts a sign-up): a browser could claim any revenue it
 * liked, and one that blocks its own events must not drop them from the funnel (decision 0073).
 */
export const SERVER_ONLY_EVENTS = ['purchase', 'sign_up_completed', 'course_enrolled'] as const satisfies readonly AnalyticsEventName[];
export type BrowserEventName = Exclude<AnalyticsEventName, (typeof SERVER_ONLY_EVENTS)[number]>;

/** The endpoint's caps (decision 0022). */
export const ANALYTICS_LIMITS = {
  /** Events in one request. */
  batchSize: 50,
  /** Characters of one event's JSON. */
  eventSize: 4096,
  /** A request's body, in bytes. */
  bodyBytes: 256 * 1024,
  /** Events one client (address) may send per minute before the rest are refused. */
  eventsPerMinute: 600,
} as const;

const BROWSER_EVENTS = ANALYTICS_EVENTS.filter((name): name is BrowserEventName => !(SERVER_ONLY_EVENTS as readonly string[]).includes(name));

const utmValue = (label: string) => text(label, 200).optional();

/** What the browser knows of where a visit came from, kept with each of its events. */
const contextSchema = {
  path: text('path', 2048).refine((value) => value.startsWith('/'), 'path must start with /'),
  referrer: text('referrer', 2048).optional(),
  utm_source: utmValue('utm_source'),
  utm_medium: utmValue('utm_medium'),
  utm_campaign: utmValue('utm_campaign'),
  utm_term: utmValue('utm_term'),
  utm_content: utmValue('utm_content'),
};

const browserEventSchema = z
  .object({
    name: z.enum(BROWSER_EVENTS, { message: `Unknown analytics event: the names are ${BROWSER_EVENTS.join(', ')}` }),
    properties: z.record(z.string(), z.unknown()).default({}),
    ...contextSchema,
  })
  .strict()
  .superRefine((event, context) => {
    const checked = analyticsEventSchemas[event.name].safeParse(event.properties);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const where = issue.path.length > 0 ? `${event.name} property ${issue.path.join('.')}` : `${event.name} properties`;
        context.addIssue({ code: 'custom', path: ['properties', ...issue.path], message: `${where}: ${issue.message}` });
      }
    }
    if (JSON.stringify(event).length > ANALYTICS_LIMITS.eventSize) {
      context.addIssue({ code: 'custom', message: `An event may be at most ${ANALYTICS_LIMITS.eventSize} characters` });
    }
  });

/** A batch from one browser: its anonymous visitor id and up to 50 events. */
export const trackEventsBodySchema = z
  .object({
    visitor_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'visitor_id must be 8 to 64 letters, digits or dashes'),
    events: z
      .array(browserEventSchema)
      .min(1, 'Send at least one event')
      .max(ANALYTICS_LIMITS.batchSize, `Send at most ${ANALYTICS_LIMITS.batchSize} events at a time`),
  })
  .strict();

export const trackEventsResponseSchema = z.object({ recorded: z.number().int() });

/** A batch of the browser's events; `recorded` is how many were kept (none under GPC or DNT). */
export const trackEvents = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/events',
  body: trackEventsBodySchema,
  response: trackEventsResponseSchema,
});

export type TrackEventsBody = z.infer<typeof trackEventsBodySchema>;
export type BrowserEvent = TrackEventsBody['events'][number];
