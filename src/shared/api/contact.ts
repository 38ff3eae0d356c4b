import { z } from 'zod';
import { requiredMessage } from '../form-problems';
import { defineEndpoint } from './endpoint';
import { bidiControlsMessage, controlCharactersMessage, hasBidiControls, hasControlCharacters } from './text';

/** The contact form (spec §2 Contact, §5): every field required, email of email type. */

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

const required = (label: string, max: number, options: { multiLine?: boolean } = {}) =>
  z
    .string({ message: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value, options), controlCharactersMessage(label));

/** A name or subject shown to support as it was written: no text-direction tricks either. */
const requiredLine = (label: string, max: number) => required(label, max).refine((value) => !hasBidiControls(value), bidiControlsMessage(label));

export const contactBodySchema = z
  .object({
    name: requiredLine('Name', 100),
    email: required('Email', 254).pipe(z.email('Please enter a valid email address')),
    subject: requiredLine('Subject', 200),
    message: required('Message', MAX_CONTACT_MESSAGE_LENGTH, { multiLine: true }),
  })
  .strict();

export const contactResponseSchema = z.object({ received: z.literal(true) });

/** Stores the message and queues the notice to support (201). */
export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  body: contactBodySchema,
  response: contactResponseSchema,
  statuses: [201],
});

export type ContactBody = z.infer<typeof contactBodySchema>;

/**
 * An email answering a support reply, handed over raw (RFC 5322, `Content-Type: message/rfc822`)
 * by the mail server or an inbound-mail service, with `Authorization: Bearer INBOUND_MAIL_SECRET`.
 * Filed into its support inbox thread when it names one; `filed: false` when it names none.
 */
export const receiveInboundEmail = defineEndpoint({
  method: 'POST',
  path: '/api/inbound-mail',
  response: z.object({ filed: z.boolean(), messageId: z.string().nullable() }),
  acceptsCrossSiteWrites: true,
});
