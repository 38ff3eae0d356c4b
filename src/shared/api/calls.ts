import { z } from 'zod';
import { hoursProblem, isTimeZone } from '../call-slots';
import { defineEndpoint } from './endpoint';
import { controlCharactersMessage, hasControlCharacters } from './text';

/** The Elite 1:1 strategy call (issue 29): the member's booking from /dashboard, the owner's availability and /admin/calls. */

export const MAX_ANSWER_LENGTH = 2_000;

/** The two preparation questions, asked when booking and shown to the owner. */
export const PREPARATION_QUESTIONS = {
  goal: 'What would you most like to get out of this call?',
  challenge: 'Where does your business lose the most time today?',
} as const;

const timeZoneSchema = z.string().max(100).refine(isTimeZone, 'Choose a valid time zone, such as America/New_York.');

const answerSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Answer '${label}' so we can prepare.`)
    .max(MAX_ANSWER_LENGTH, `Keep '${label}' to ${MAX_ANSWER_LENGTH} characters.`)
    .refine((text) => !hasControlCharacters(text, { multiLine: true }), controlCharactersMessage('An answer'));

const instantSchema = z.iso.datetime({ offset: true, message: 'Choose one of the times offered.' }).transform((text) => new Date(text));

export const bookCallBodySchema = z
  .object({
    startsAt: instantSchema,
    goal: answerSchema(PREPARATION_QUESTIONS.goal),
    challenge: answerSchema(PREPARATION_QUESTIONS.challenge),
    timeZone: timeZoneSchema,
  })
  .strict();

export const rescheduleCallBodySchema = z.object({ startsAt: instantSchema, timeZone: timeZoneSchema }).strict();

export const callBookingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['booked', 'cancelled', 'held', 'missed']),
  goal: z.string(),
  challenge: z.string(),
  meetingLink: z.string(),
  /** Whether it may still be rescheduled or cancelled (until 24 hours before). */
  mayChange: z.boolean(),
});

/** What the dashboard shows an Elite member: their call this membership year, or the slots to book one. */
export const myCallResponseSchema = z.object({
  /** Null for a member who may book (Elite); otherwise why not. */
  unavailable: z.string().nullable(),
  booking: callBookingSchema.nullable(),
  /** The slots offered now (UTC instants), when there is no active booking or it may be moved. */
  slots: z.array(z.string()),
  /** When the membership year ends: its call is to be held before then. */
  yearEndsAt: z.string().nullable(),
});

const weeklyHoursSchema = z
  .object({ weekday: z.number().int().min(0).max(6), startMinute: z.number().int(), endMinute: z.number().int() })
  .strict()
  .superRefine((hours, context) => {
    const problem = hoursProblem(hours);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const oneOffHoursSchema = z
  .object({ date: z.iso.date('Dates are written YYYY-MM-DD.'), startMinute: z.number().int(), endMinute: z.number().int() })
  .strict()
  .superRefine((hours, context) => {
    const problem = hoursProblem(hours);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const callAvailabilitySchema = z
  .object({
    timeZone: timeZoneSchema,
    bufferMinutes: z.number().int('The buffer is a whole number of minutes.').min(0, 'The buffer cannot be negative.').max(240, 'Keep the buffer to 4 hours at most.'),
    minimumNoticeHours: z.number().int('The notice is a whole number of hours.').min(0, 'The notice cannot be negative.').max(24 * 30, 'Keep the notice to 30 days at most.'),
    meetingLink: z.url({ protocol: /^https$/, message: 'The meeting link must be an https:// address.' }).max(500),
    weekly: z.array(weeklyHoursSchema).max(50),
    oneOff: z.array(oneOffHoursSchema).max(200),
  })
  .strict();

export const adminCallSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  memberTimeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['booked', 'held', 'missed']),
  goal: z.string(),
  challenge: z.string(),
});

export const CALL_VIEWS = ['upcoming', 'past'] as const;

export const adminCallsResponseSchema = z.object({ calls: z.array(adminCallSchema) });

export const getMyCall = defineEndpoint({ method: 'GET', path: '/api/calls/mine', response: myCallResponseSchema });
export const bookCall = defineEndpoint({ method: 'POST', path: '/api/calls', body: bookCallBodySchema, response: myCallResponseSchema });
export const rescheduleCall = defineEndpoint({ method: 'POST', path: '/api/calls/mine/reschedule', body: rescheduleCallBodySchema, response: myCallResponseSchema });
export const cancelCall = defineEndpoint({ method: 'POST', path: '/api/calls/mine/cancellation', response: myCallResponseSchema });

// Inside the admin API seam.
export const getCallAvailability = defineEndpoint({ method: 'GET', path: '/api/admin/calls/availability', response: z.object({ availability: callAvailabilitySchema.nullable() }) });
export const saveCallAvailability = defineEndpoint({ method: 'PUT', path: '/api/admin/calls/availability', body: callAvailabilitySchema, response: z.object({ availability: callAvailabilitySchema }) });
export const listAdminCalls = defineEndpoint({
  method: 'GET',
  path: '/api/admin/calls',
  query: z.object({ view: z.enum(CALL_VIEWS, { message: 'view must be upcoming or past' }).default('upcoming') }).strict(),
  response: adminCallsResponseSchema,
});
export const markCallOutcome = defineEndpoint({
  method: 'POST',
  path: '/api/admin/calls/:id/outcome',
  params: z.object({ id: z.uuid('Call not found.') }),
  body: z.object({ outcome: z.enum(['held', 'missed'], { message: 'Mark the call held or missed.' }) }).strict(),
  response: z.object({ call: adminCallSchema }),
});

export type BookCallBody = z.infer<typeof bookCallBodySchema>;
export type MyCallResponse = z.infer<typeof myCallResponseSchema>;
export type CallAvailabilityInput = z.infer<typeof callAvailabilitySchema>;
export type AdminCall = z.infer<typeof adminCallSchema>;
