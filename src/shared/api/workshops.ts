import { z } from 'zod';
import { isTimeZone } from '../call-slots';
import { defineEndpoint } from './endpoint';
import { controlCharactersMessage, hasControlCharacters } from './text';

/** Live Elite workshops (issue 29): /workshops for members, /admin/workshops for the owner. */

export const MAX_WORKSHOP_CAPACITY = 1_000;
export const MAX_WORKSHOP_MINUTES = 8 * 60;

const singleLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the workshop's ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), controlCharactersMessage(`The ${label}`));

/** What the admin writes: the start as a date and time on the owner's clock in `timeZone`. */
export const workshopInputSchema = z
  .object({
    title: singleLine('title', 120),
    description: z
      .string()
      .trim()
      .min(1, "Enter the workshop's description: what members will learn.")
      .max(4_000, 'Keep the description to 4,000 characters.')
      .refine((text) => !hasControlCharacters(text, { multiLine: true }), controlCharactersMessage('The description')),
    date: z.iso.date('Enter the date as YYYY-MM-DD.'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the start time as HH:MM, such as 14:30.'),
    timeZone: z.string().max(100).refine(isTimeZone, 'Choose a valid time zone, such as America/New_York.'),
    durationMinutes: z
      .number({ message: 'Enter the length in minutes.' })
      .int('Enter the length as a whole number of minutes.')
      .min(15, 'A workshop lasts at least 15 minutes.')
      .max(MAX_WORKSHOP_MINUTES, 'Keep a workshop to 8 hours at most.'),
    joinLink: z.url({ protocol: /^https$/, message: 'The join link must be an https:// address, such as https://zoom.us/j/123.' }).max(500, 'Keep the join link to 500 characters.'),
    capacity: z
      .number({ message: 'Enter how many members may join.' })
      .int('Enter the capacity as a whole number.')
      .min(1, 'The capacity must be at least 1 seat.')
      .max(MAX_WORKSHOP_CAPACITY, `Keep the capacity to ${MAX_WORKSHOP_CAPACITY.toLocaleString('en-US')} seats.`),
  })
  .strict();

const workshopFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
  capacity: z.number(),
  seatsLeft: z.number(),
  status: z.enum(['scheduled', 'cancelled']),
  /** By the server's clock, so a page never disagrees with what the server allows. */
  started: z.boolean(),
  ended: z.boolean(),
};

/** A workshop as an Elite member sees it. The join link is shown to those registered; the recording to Elite members. */
export const memberWorkshopSchema = z.object({
  ...workshopFields,
  registered: z.boolean(),
  /** Whether a Register button works now: scheduled, not started, a seat left, not registered. */
  mayRegister: z.boolean(),
  joinLink: z.string().nullable(),
  /** Where the recording plays, once the owner attached one. */
  recordingUrl: z.string().nullable(),
  /** For a workshop that has ended: whether the member was marked as attending. */
  attended: z.boolean(),
});

export const myWorkshopsResponseSchema = z.object({
  /** Null for an Elite member; otherwise why the workshops are not theirs. */
  unavailable: z.string().nullable(),
  upcoming: z.array(memberWorkshopSchema),
  past: z.array(memberWorkshopSchema),
});

export const adminWorkshopSchema = z.object({
  ...workshopFields,
  /** The start on the owner's clock, as entered. */
  date: z.string(),
  time: z.string(),
  joinLink: z.string(),
  registered: z.number(),
  recordingVideoName: z.string().nullable(),
});

export const registrantSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['registered', 'cancelled']),
  attendance: z.enum(['attended', 'no_show']).nullable(),
  registeredAt: z.string(),
});

const workshopParams = z.object({ id: z.uuid('Workshop not found.') });

export const WORKSHOP_VIEWS = ['upcoming', 'past'] as const;

export const listMyWorkshops = defineEndpoint({ method: 'GET', path: '/api/workshops', response: myWorkshopsResponseSchema });
export const getWorkshop = defineEndpoint({ method: 'GET', path: '/api/workshops/:id', params: workshopParams, response: z.object({ workshop: memberWorkshopSchema }) });
export const registerForWorkshop = defineEndpoint({
  method: 'POST',
  path: '/api/workshops/:id/registration',
  params: workshopParams,
  response: z.object({ workshop: memberWorkshopSchema }),
  statuses: [200, 201],
});
export const cancelWorkshopRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/workshops/:id/registration/cancellation',
  params: workshopParams,
  response: z.object({ workshop: memberWorkshopSchema }),
});

// Inside the admin API seam.
export const listAdminWorkshops = defineEndpoint({
  method: 'GET',
  path: '/api/admin/workshops',
  query: z.object({ view: z.enum(WORKSHOP_VIEWS, { message: 'view must be upcoming or past' }).default('upcoming') }).strict(),
  response: z.object({ workshops: z.array(adminWorkshopSchema) }),
});
export const createWorkshop = defineEndpoint({
  method: 'POST',
  path: '/api/admin/workshops',
  body: workshopInputSchema,
  response: z.object({ workshop: adminWorkshopSchema }),
  statuses: [201],
});
export const updateWorkshop = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/workshops/:id',
  params: workshopParams,
  body: workshopInputSchema,
  response: z.object({ workshop: adminWorkshopSchema }),
});
export const cancelWorkshop = defineEndpoint({
  method: 'POST',
  path: '/api/admin/workshops/:id/cancellation',
  params: workshopParams,
  response: z.object({ workshop: adminWorkshopSchema }),
});
export const attachWorkshopRecording = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/workshops/:id/recording',
  params: workshopParams,
  body: z.object({ videoName: z.string().min(1, 'Choose a video from the library.').max(300).nullable() }).strict(),
  response: z.object({ workshop: adminWorkshopSchema }),
});
export const listWorkshopRegistrants = defineEndpoint({
  method: 'GET',
  path: '/api/admin/workshops/:id/registrants',
  params: workshopParams,
  response: z.object({ registrants: z.array(registrantSchema) }),
});
export const markWorkshopAttendance = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/workshops/:id/registrants/:registrationId/attendance',
  params: z.object({ id: z.uuid('Workshop not found.'), registrationId: z.uuid('Registration not found.') }),
  body: z.object({ attendance: z.enum(['attended', 'no_show'], { message: 'Mark the member attended or no-show.' }) }).strict(),
  response: z.object({ registrant: registrantSchema }),
});

export type WorkshopInput = z.infer<typeof workshopInputSchema>;
export type MemberWorkshop = z.infer<typeof memberWorkshopSchema>;
export type MyWorkshopsResponse = z.infer<typeof myWorkshopsResponseSchema>;
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;
export type WorkshopRegistrant = z.infer<typeof registrantSchema>;
