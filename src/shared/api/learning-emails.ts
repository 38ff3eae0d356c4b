import { z } from 'zod';
import { isTimeZone } from '../call-slots';
import { LEARNING_EMAIL_KINDS } from '../learning-emails';
import { defineEndpoint } from './endpoint';

/**
 * The learning emails (issue 32): the learner's preferences on /profile, and the unsubscribe
 * that works without signing in (a signed token in the link, decision 0105).
 */

export const timeZoneSchema = z.string().max(100).refine(isTimeZone, 'Choose a valid time zone, such as America/New_York.');

export const emailPreferencesSchema = z.object({
  /** The zone quiet hours are read in (the school's until the learner gives theirs). */
  timeZone: z.string(),
  inactivityReminder: z.boolean(),
  weeklyDigest: z.boolean(),
  newCourse: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesResponseSchema = z.object({ preferences: emailPreferencesSchema });

export const saveEmailPreferencesBodySchema = z
  .strictObject({
    timeZone: timeZoneSchema.optional(),
    inactivityReminder: z.boolean().optional(),
    weeklyDigest: z.boolean().optional(),
    newCourse: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one setting.');
export type SaveEmailPreferencesBody = z.infer<typeof saveEmailPreferencesBodySchema>;

/** The signed-in learner's learning-email settings. */
export const getEmailPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/me/email-preferences',
  response: emailPreferencesResponseSchema,
});

/** Changes the settings named in the body; the others stay as they are. */
export const saveEmailPreferences = defineEndpoint({
  method: 'PATCH',
  path: '/api/me/email-preferences',
  body: saveEmailPreferencesBodySchema,
  response: emailPreferencesResponseSchema,
});

const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'This unsubscribe link is incomplete: open the link from the email again.').max(400) });

export const unsubscribeLinkSchema = z.object({
  kind: z.enum(LEARNING_EMAIL_KINDS),
  /** The address the emails go to, partly hidden (the link may have been forwarded). */
  maskedEmail: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

/** What an unsubscribe link would turn off, for the confirm page (a GET never unsubscribes: mail scanners open links). */
export const describeUnsubscribeLink = defineEndpoint({
  method: 'GET',
  path: '/api/unsubscribe',
  query: unsubscribeQuerySchema,
  response: unsubscribeLinkSchema,
  rateLimit: { perAddress: { limit: 600, windowSeconds: 60 } },
});

/**
 * Unsubscribes from the link's kind of email, without a session: the mail provider's one-click
 * POST (RFC 8058, `List-Unsubscribe=One-Click` form body) and the confirm page's button both land
 * here, at the address the `List-Unsubscribe` header names. Doing it twice changes nothing.
 */
export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/unsubscribe',
  query: unsubscribeQuerySchema,
  body: z.record(z.string(), z.unknown()).optional(),
  response: unsubscribeLinkSchema,
  acceptsCrossSiteWrites: true,
  // Generous: a mail provider sends every one-click POST from a few addresses of its own.
  rateLimit: { perAddress: { limit: 600, windowSeconds: 60 } },
});
