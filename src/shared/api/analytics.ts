import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';

/** The analytics events the spec names (§7), recorded first-party. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'sign_up_initiated',
  'sign_up_completed',
  'checkout_initiated',
  'purchase',
  'course_viewed',
  'course_enrolled',
  'lesson_completed',
  'certificate_earned',
  'video_played',
  'resource_downloaded',
  'contact_form_submitted',
  'email_captured',
] as const;

const propertyValue = z.union([singleLineText('An analytics property').max(500), z.number().finite(), z.boolean(), z.null()]);

export const trackEventBodySchema = z
  .object({
    event: z.enum(ANALYTICS_EVENTS, { message: 'Unknown analytics event' }),
    properties: z
      .record(singleLineText('An analytics property name').max(64), propertyValue)
      .refine((properties) => Object.keys(properties).length <= 20, 'At most 20 properties')
      .default({}),
    path: singleLineText('An analytics path').max(2048).optional(),
  })
  .strict();

/** Stores one event (204, no body); beacons post it as text/plain, which the route parses as JSON. */
export const recordAnalyticsEvent = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/events',
  body: trackEventBodySchema,
  response: z.undefined(),
  statuses: [204],
});

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;
